import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../../contracts/import-export.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminSession, minimalXlsx, multipartBody, upload, xlsx } from "./import-export-test-helpers.ts";

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await createTestApp();
  session = await adminSession(t.app);
});
afterAll(() => t.close());

const INFLATED_MB = 180;

/**
 * A worksheet that inflates to INFLATED_MB megabytes of well-formed XML (whitespace between
 * two rows), deflated to a few hundred kilobytes: the shape of the 533 KB → 184 MB file.
 */
async function inflatingSheet(): Promise<{ deflated: Buffer; size: number }> {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>sku</t></is></c></row>',
  );
  const tail = Buffer.from(
    '<row r="2"><c r="A2" t="inlineStr"><is><t>BOMBA-1</t></is></c></row></sheetData></worksheet>',
  );
  const filler = Buffer.alloc(1024 * 1024, 0x20);
  const deflater = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on("data", (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflater.on("end", resolve));
  deflater.write(head);
  for (let i = 0; i < INFLATED_MB; i++)
    if (!deflater.write(filler)) await new Promise((r) => deflater.once("drain", r));
  deflater.end(tail);
  await done;
  return { deflated: Buffer.concat(out), size: head.length + tail.length + INFLATED_MB * filler.length };
}

let honest: Buffer;
let lying: Buffer;
beforeAll(async () => {
  const sheet = await inflatingSheet();
  // Random bytes do not compress: they bring the file to the half a megabyte.
  const media = { name: "xl/media/image1.png", data: randomBytes(350 * 1024) };
  honest = minimalXlsx(sheet, [media]);
  // The same file with a central directory that claims the sheet is 1 KB.
  lying = minimalXlsx({ deflated: sheet.deflated, size: 1024 }, [media]);
}, 120_000);

async function partsList(file: Buffer) {
  const body = multipartBody(file, { filename: "lista.xlsx" });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/parts-list/match",
    payload: body.payload,
    headers: body.headers,
    remoteAddress: "10.77.0.1",
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as unknown };
}

describe("xlsx: the inflated size of all parts together is capped (issue 20)", () => {
  it("the bomb is about half a megabyte", () => {
    expect(honest.length).toBeGreaterThan(400 * 1024);
    expect(honest.length).toBeLessThan(700 * 1024);
  });

  it.each([
    ["sizes declared in the central directory", () => honest],
    ["sizes hidden by the central directory, found while inflating", () => lying],
  ])("the import refuses it (%s) with the zip-bomb message", async (_, file) => {
    const res = await upload(t.app, "preview", session, file());
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: IMPORT_MESSAGES.zipBomb });
  });

  it.each([
    ["sizes declared in the central directory", () => honest],
    ["sizes hidden by the central directory, found while inflating", () => lying],
  ])("the parts list refuses it (%s) with the same message", async (_, file) => {
    const res = await partsList(file());
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: IMPORT_MESSAGES.zipBomb });
  });

  it("a real workbook of thousands of products is still read", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [
      `6SL3210-${i}`,
      `Variador SINAMICS G120 ${i}`,
      "Siemens",
      "Variadores",
      String(1250 + i),
    ]);
    const file = await xlsx([["sku", "name", "brand", "category", "price"], ...rows]);
    const res = await upload(t.app, "preview", session, file);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total_rows: 3000, to_create: 3000, can_import: true });
  });
});

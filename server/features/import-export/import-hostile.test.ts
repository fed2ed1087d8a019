import { PassThrough } from "node:stream";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS, IMPORT_MESSAGES, ROW_MESSAGES } from "../../../contracts/import-export.ts";
import { fieldMax } from "../../../contracts/product-fields.ts";
import { products } from "../../db/schema/index.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import {
  adminSession,
  deflatedFiller,
  inlineCell,
  minimalXlsx,
  upload,
  xlsx,
  zip,
} from "./import-export-test-helpers.ts";

let t: TestApp;
let session: string;
let before: number;

const productCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  session = await adminSession(t.app);
  await createProduct(t.database.db, { sku: "STAYS-1" });
  before = await productCount();
});
afterAll(() => t.close());

/** Both endpoints give the same answer, and the catalogue is untouched afterwards. */
async function expectRejected(file: Buffer, status: number, error: string, filename?: string) {
  for (const path of ["preview", "system"] as const) {
    const res = await upload(t.app, path, session, file, { filename });
    expect(res.status, path).toBe(status);
    expect(res.body, path).toEqual({ success: false, error });
  }
  expect(await productCount()).toBe(before);
}

const HEADER = `<row r="1">${inlineCell("A1", "SKU")}${inlineCell("B1", "Nombre")}</row>`;

describe("hostile and broken files", () => {
  it("not an .xlsx by content, whatever the name says", async () => {
    await expectRejected(Buffer.from("sku,nombre\nA,B\n"), 415, IMPORT_MESSAGES.onlyXlsx, "productos.xlsx");
    // A zip that is not a workbook (a .docx, say).
    const docx = zip([
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      { name: "word/document.xml", data: Buffer.from("<w:document/>") },
    ]);
    await expectRejected(docx, 415, IMPORT_MESSAGES.onlyXlsx);
  });

  it("empty or truncated files", async () => {
    await expectRejected(Buffer.alloc(0), 422, IMPORT_MESSAGES.emptyFile);
    const good = await xlsx([
      ["SKU", "Nombre"],
      ["A", "B"],
    ]);
    await expectRejected(good.subarray(0, Math.floor(good.length / 2)), 422, IMPORT_MESSAGES.emptyFile);
  });

  it("password-protected workbooks (encrypted OLE container) and encrypted zip entries", async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096, 7)]);
    await expectRejected(ole, 422, IMPORT_MESSAGES.passwordProtected);
    const encrypted = minimalXlsx(`${HEADER}<row r="2">${inlineCell("A2", "X")}${inlineCell("B2", "Y")}</row>`, [
      { name: "xl/secret.xml", data: Buffer.from("x"), flags: 1 },
    ]);
    await expectRejected(encrypted, 422, IMPORT_MESSAGES.passwordProtected);
  });

  it("zip bombs: huge inflated size, and too many entries", async () => {
    const bomb = await deflatedFiller(Math.ceil(IMPORT_LIMITS.maxUncompressedBytes / 1024 / 1024) + 10);
    expect(bomb.deflated.length).toBeLessThan(2 * 1024 * 1024);
    // The header lies about the size (declares 1 KB): the limit is enforced while inflating.
    await expectRejected(minimalXlsx({ deflated: bomb.deflated, size: 1024 }), 413, IMPORT_MESSAGES.zipBomb);
    const many = minimalXlsx(
      HEADER,
      Array.from({ length: IMPORT_LIMITS.maxZipEntries + 1 }, (_, i) => ({
        name: `xl/x/${i}.xml`,
        data: Buffer.from(""),
      })),
    );
    await expectRejected(many, 413, IMPORT_MESSAGES.zipBomb);
  }, 60_000);

  it("a workbook with no sheets, an empty sheet, and a sheet with only headers", async () => {
    const noSheets = zip([
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      { name: "xl/workbook.xml", data: Buffer.from("<workbook><sheets/></workbook>") },
    ]);
    await expectRejected(noSheets, 422, IMPORT_MESSAGES.noSheets);
    await expectRejected(minimalXlsx(""), 422, IMPORT_MESSAGES.emptySheet);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Vacía");
    await expectRejected(Buffer.from(await wb.xlsx.writeBuffer()), 422, IMPORT_MESSAGES.emptySheet);
    await expectRejected(await xlsx([["SKU", "Nombre"]]), 422, IMPORT_MESSAGES.noDataRows);
  });

  it("malformed sheet XML gets the generic hint", async () => {
    await expectRejected(
      minimalXlsx(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>x</t></c></row>`),
      422,
      IMPORT_MESSAGES.generic,
    );
  });

  it("uploads over 30 MB", async () => {
    const big = Buffer.alloc(IMPORT_LIMITS.maxFileBytes + 1024, 1);
    await expectRejected(big, 413, IMPORT_MESSAGES.fileTooLarge);
  }, 60_000);

  it("more rows than the limit", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c) => chunks.push(c));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const ws = wb.addWorksheet("Productos");
    ws.addRow(["SKU", "Nombre"]).commit();
    for (let i = 0; i <= IMPORT_LIMITS.maxRows; i++) ws.addRow([`S${i}`, "n"]).commit();
    ws.commit();
    await wb.commit();
    await expectRejected(Buffer.concat(chunks), 413, IMPORT_MESSAGES.tooManyRows);
  }, 120_000);

  it("cells longer than Excel allows (and a 1 MB cell) are row errors", async () => {
    const file = await xlsx([
      ["SKU", "Nombre", "Descripción"],
      ["LONG-1", "Largo", "x".repeat(IMPORT_LIMITS.maxCellChars + 1)],
      ["LONG-2", "Enorme", "y".repeat(1024 * 1024)],
      // The form's own limit is what the import accepts (issue 22: one set of rules).
      ["OK-1", "Bien", "z".repeat(fieldMax("description"))],
      ["FORM-1", "Sobre el formulario", "w".repeat(IMPORT_LIMITS.maxCellChars)],
    ]);
    const preview = await upload(t.app, "preview", session, file);
    expect(preview.status).toBe(200);
    expect(preview.body.data.can_import).toBe(false);
    expect(preview.body.data.validation_errors.map((e: any) => e.message)).toEqual([
      `Fila 2, columna «Descripción»: ${ROW_MESSAGES.cellTooLong}`,
      `Fila 3, columna «Descripción»: ${ROW_MESSAGES.cellTooLong}`,
      `Fila 5, columna «Descripción»: admite como máximo ${fieldMax("description").toLocaleString("es-EC")} caracteres`,
    ]);
    // The preview never echoes the megabyte back.
    expect(JSON.stringify(preview.body).length).toBeLessThan(200_000);
    const res = await upload(t.app, "system", session, file);
    expect(res.status).toBe(422);
    expect(await productCount()).toBe(before);
  });

  it("missing upload, wrong field name, not multipart", async () => {
    const file = await xlsx([
      ["SKU", "Nombre"],
      ["A", "B"],
    ]);
    expect((await upload(t.app, "preview", session, file, { field: "archivo" })).body).toEqual({
      success: false,
      error: IMPORT_MESSAGES.fileRequired,
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/import/preview",
      payload: { file: "x" },
      headers: { "x-session-id": session },
    });
    expect(res.statusCode).toBe(415);
  });
});

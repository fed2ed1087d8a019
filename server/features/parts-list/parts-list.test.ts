import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../../contracts/import-export.ts";
import { PARTS_LIST_MESSAGES } from "../../../contracts/parts-list.ts";
import { createBrand, createProduct } from "../../db/seed/factories.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { multipartBody } from "../import-export/multipart-body.ts";

// Issue 12: a parts list (codes from Excel or a drawing) matched against the catalogue.
let t: TestApp;
let p: Record<string, { id: number }>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const siemens = await createBrand(db, { name: "Siemens" });
  p = {
    cpu1214: await createProduct(db, { sku: "6ES7214-1AG40-0XB0", name: "CPU 1214C DC/DC/DC", brand_id: siemens.id }),
    cpu1215: await createProduct(db, { sku: "6ES7215-1AG40-0XB0", name: "CPU 1215C DC/DC/DC", brand_id: siemens.id }),
    drive: await createProduct(db, { sku: "CFW500A06P5T4", sku_ec: "EC.CFW-500/06", name: "Variador CFW500 3 kW" }),
    onRequest: await createProduct(db, {
      sku: "ABB-ACS580",
      name: "Variador ACS580",
      price_text: "Consultar",
      price: null,
    }),
    hidden: await createProduct(db, { sku: "OLD-1", name: "Producto retirado", is_active: false }),
  };
});
afterAll(() => t?.close());

const post = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/parts-list/match", payload: payload as never });
async function match(text: string) {
  const res = await post({ text });
  expect(res.statusCode).toBe(200);
  return json(res).data.lines as any[];
}
async function upload(file: Buffer, filename: string, type?: string) {
  const body = multipartBody(file, { filename, type });
  return t.app.inject({ method: "POST", url: "/api/parts-list/match", ...body });
}

describe("POST /api/parts-list/match", () => {
  it("reads tabs, semicolons, commas and spaces, skips a header and defaults the quantity to 1", async () => {
    const lines = await match(
      "Código;Cantidad\n6ES7214-1AG40-0XB0;3\n\n6es7 215 1ag40 0xb0\t2\nCFW500A06P5T4, 5\nEC.CFW-500/06 7\nABB-ACS580",
    );
    expect(lines.map((l) => [l.row, l.code, l.quantity, l.match?.product.id, l.match?.kind])).toEqual([
      [2, "6ES7214-1AG40-0XB0", 3, p.cpu1214.id, "exact"],
      [4, "6es7 215 1ag40 0xb0", 2, p.cpu1215.id, "normalized"],
      [5, "CFW500A06P5T4", 5, p.drive.id, "exact"],
      [6, "EC.CFW-500/06", 7, p.drive.id, "exact"],
      [7, "ABB-ACS580", 1, p.onRequest.id, "exact"],
    ]);
    expect(lines[0].match).toMatchObject({
      score: 1,
      product: { sku: "6ES7214-1AG40-0XB0", brand: { name: "Siemens" } },
    });
    expect(lines[4].match.product).toMatchObject({ price: "Consultar", price_amount: null });
  });

  it("takes the columns from the header, in any order", async () => {
    const lines = await match("Cantidad\tCódigo\n4\tCFW500A06P5T4");
    expect(lines).toEqual([expect.objectContaining({ row: 2, code: "CFW500A06P5T4", quantity: 4 })]);
  });

  it("offers a fuzzy candidate with its score and alternatives, never an exact one for a different code", async () => {
    const [line] = await match("6ES7214");
    expect(line.match.kind).toBe("fuzzy");
    expect(line.match.product.id).toBe(p.cpu1214.id);
    expect(line.match.score).toBeGreaterThan(0.3);
    expect(line.match.score).toBeLessThan(1);
    expect(line.alternatives.length).toBeLessThanOrEqual(3);
    for (const c of [line.match, ...line.alternatives]) expect(c.kind).toBe("fuzzy");

    const [close] = await match("6ES7216-1AG40-0XB0");
    expect(close.match.kind).toBe("fuzzy");
    expect([close.match, ...close.alternatives].map((c: any) => c.product.id)).toContain(p.cpu1215.id);
  });

  it("finds a product by the words of its name, fuzzily", async () => {
    const [line] = await match("Variador CFW500");
    expect(line.match).toMatchObject({ kind: "fuzzy", product: { id: p.drive.id } });
  });

  it("answers no match for an unknown code and never offers an inactive product", async () => {
    const lines = await match("ZZZ-999-XYZ\nOLD-1");
    expect(lines.map((l) => l.match)).toEqual([null, null]);
    expect(lines.map((l) => l.alternatives)).toEqual([[], []]);
  });

  it("refuses more than 500 lines and an empty list", async () => {
    const many = Array.from({ length: 501 }, (_, i) => `CODE-${i};1`).join("\n");
    const res = await post({ text: many });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe(PARTS_LIST_MESSAGES.tooManyLines);
    const none = await post({ text: "Código;Cantidad\n\n" });
    expect(none.statusCode).toBe(400);
    expect(json(none).error).toBe(PARTS_LIST_MESSAGES.empty);
  });

  it("reads an .xlsx file", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Lista");
    ws.addRow(["Código", "Cantidad", "Descripción"]);
    ws.addRow(["6ES7214-1AG40-0XB0", 2, "CPU"]);
    ws.addRow(["cfw500a06p5t4", 10]);
    const res = await upload(Buffer.from(await wb.xlsx.writeBuffer()), "lista.xlsx");
    expect(res.statusCode).toBe(200);
    const lines = json(res).data.lines;
    expect(lines.map((l: any) => [l.row, l.quantity, l.match.product.id, l.match.kind])).toEqual([
      [2, 2, p.cpu1214.id, "exact"],
      [3, 10, p.drive.id, "exact"],
    ]);
  });

  it("reads a .csv file, UTF-8 or Windows-1252", async () => {
    const res = await upload(
      Buffer.from("Código;Cantidad\r\n6ES7215-1AG40-0XB0;4\r\n", "latin1"),
      "lista.csv",
      "text/csv",
    );
    expect(res.statusCode).toBe(200);
    expect(json(res).data.lines).toEqual([
      expect.objectContaining({ row: 2, quantity: 4, match: expect.objectContaining({ kind: "exact" }) }),
    ]);
  });

  it("refuses a file that is not an .xlsx with the import's message", async () => {
    const res = await upload(Buffer.from("esto no es un zip, aunque se llame .xlsx"), "lista.xlsx");
    expect(res.statusCode).toBe(415);
    expect(json(res).error).toBe(IMPORT_MESSAGES.onlyXlsx);
    const binary = await upload(Buffer.from([0x41, 0, 0x42]), "lista.csv", "text/csv");
    expect(binary.statusCode).toBe(415);
    expect(json(binary).error).toBe(PARTS_LIST_MESSAGES.notText);
  });

  it("is documented in OpenAPI", async () => {
    const doc = json(await t.app.inject({ url: "/api/docs/json" }));
    expect(doc.paths["/api/parts-list/match"].post).toBeDefined();
  });
});

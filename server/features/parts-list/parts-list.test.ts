import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../../contracts/import-export.ts";
import { PARTS_LIST_LIMITS, PARTS_LIST_MESSAGES } from "../../../contracts/parts-list.ts";
import { QUANTITY_PROBLEMS } from "../../../contracts/parts-list-read.ts";
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
    short: await createProduct(db, { sku: "AB1", name: "Borne AB1" }),
    digits: await createProduct(db, { sku: "12345", name: "Riel DIN 12345" }),
    sixDigits: await createProduct(db, { sku: "123456", name: "Riel DIN 123456" }),
    dashed: await createProduct(db, { sku: "X-100", name: "Pulsador X-100" }),
    joined: await createProduct(db, { sku: "X100", name: "Pulsador X100" }),
    contactor: await createProduct(db, {
      sku: "LC1D32BD",
      name: "Contactor TeSys Deca 32 A bobina 24 VDC",
      brand_id: (await createBrand(db, { name: "Schneider Electric" })).id,
    }),
    contactorAc: await createProduct(db, { sku: "LC1D32P7", name: "Contactor TeSys Deca 32 A bobina 230 VAC" }),
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

  it("offers prefix and similar codes as choices, never preselected, exact kinds first", async () => {
    const [line] = await match("6ES7214");
    expect(line.status).toBe("choose");
    expect(line.match).toMatchObject({ kind: "prefix", product: { id: p.cpu1214.id } });
    expect(line.alternatives.length).toBeLessThanOrEqual(3);

    const [close] = await match("6ES7216-1AG40-0XB0");
    expect(close.status).toBe("choose");
    expect(close.match.kind).toBe("fuzzy");
    expect(close.match.score).toBeGreaterThan(0.3);
    expect(close.match.score).toBeLessThan(1);
    expect([close.match, ...close.alternatives].map((c: any) => c.product.id)).toContain(p.cpu1215.id);
  });

  it("finds a product by the words of its name, as a choice", async () => {
    const [line] = await match("Variador CFW500");
    expect(line.status).toBe("choose");
    expect(line.match).toMatchObject({ kind: "name", product: { id: p.drive.id } });
  });

  it("never guesses from a code under 4 characters or digits under 6 (issue 21)", async () => {
    const lines = await match("AB2\nab1\n12346\n1234\n123457");
    expect(lines.map((l) => [l.code, l.status, l.match?.product.id ?? null, l.match?.kind ?? null])).toEqual([
      ["AB2", "missing", null, null],
      ["ab1", "found", p.short.id, "exact"],
      ["12346", "missing", null, null],
      ["1234", "missing", null, null],
      ["123457", "choose", p.digits.id, "fuzzy"],
    ]);
    expect(lines[4].alternatives.map((c: any) => [c.product.id, c.kind])).toContainEqual([p.sixDigits.id, "fuzzy"]);
  });

  it("a code two products share is a choice, the exact one first (issue 21)", async () => {
    const [line] = await match("X100");
    expect(line.status).toBe("choose");
    expect([line.match, ...line.alternatives].map((c: any) => [c.product.id, c.kind])).toEqual([
      [p.joined.id, "exact"],
      [p.dashed.id, "normalized"],
    ]);
  });

  it("reads quantities written in the line and refuses a decimal on its line (issue 21)", async () => {
    const code = "6ES7214-1AG40-0XB0";
    const lines = await match(
      [
        `3 x ${code}`,
        `${code} x3`,
        `3x ${code}`,
        `${code} (3)`,
        `${code} 3 uds`,
        `${code} 2 unidades`,
        `${code} cant: 2`,
        `${code};1,5`,
      ].join("\n"),
    );
    expect(lines.map((l) => [l.code, l.quantity, l.status])).toEqual([
      ...[3, 3, 3, 3, 3, 2, 2].map((q) => [code, q, "found"]),
      [code, null, "found"],
    ]);
    expect(lines[7]).toMatchObject({ quantity_text: "1,5", problem: QUANTITY_PROBLEMS.decimal("1,5") });
  });

  it("searches a line without a code like the search box and offers candidates, none chosen (issue 21)", async () => {
    const [line] = await match("Contactor TeSys Deca 32 A 2 unidades");
    expect(line).toMatchObject({ code: "Contactor TeSys Deca 32 A", quantity: 2, status: "choose" });
    const found = [line.match, ...line.alternatives];
    expect(found.map((c: any) => c.kind)).toEqual(found.map(() => "name"));
    expect(found.map((c: any) => c.product.id).sort()).toEqual([p.contactor.id, p.contactorAc.id].sort());
    const [plural] = await match("contactores schneider 24vdc");
    expect(plural.match.product.id).toBe(p.contactor.id);
  });

  it("looks up at most the budget of similar codes per list; later lines say so (issue 20)", async () => {
    const n = PARTS_LIST_LIMITS.fuzzyBudget + 5;
    const lines = await match(Array.from({ length: n }, (_, i) => `QQ${String(i).padStart(6, "0")}-ZX`).join("\n"));
    expect(lines.filter((l) => l.compared)).toHaveLength(PARTS_LIST_LIMITS.fuzzyBudget);
    expect(lines.slice(-5).map((l) => [l.compared, l.status])).toEqual(Array(5).fill([false, "missing"]));
    const exact = await match(`${Array(n).fill("QQ-UNKNOWN-1").join("\n")}\n6ES7214-1AG40-0XB0`);
    // An exact code needs no look-up: found whatever the budget left.
    expect(exact.at(-1)).toMatchObject({ compared: true, status: "found" });
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

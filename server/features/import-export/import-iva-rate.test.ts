import { inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERAL_RATE_WORD, IVA_MESSAGES } from "../../../contracts/iva.ts";
import { CLEAR_CONFIRMATION_PHRASE, EXTRA_SHEET_NAME, sheetRowError } from "../../../contracts/import-export.ts";
import { FIELD_LABEL } from "../../../contracts/product-fields.ts";
import { products } from "../../db/schema/index.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminSession, upload, workbook } from "./import-export-test-helpers.ts";

/** The product's IVA rate in the spreadsheets: a column of 'Datos adicionales' (issue 25, ADR 045). */

let t: TestApp;
let session: string;
const SKUS = ["IVA-CERO", "IVA-CINCO", "IVA-GENERAL"];

beforeAll(async () => {
  t = await createTestApp();
  session = await adminSession(t.app);
  const db = t.database.db;
  await createProduct(db, { sku: "IVA-CERO", name: "Exento", iva_rate: 0 });
  await createProduct(db, { sku: "IVA-CINCO", name: "Tarifa reducida", iva_rate: 5 });
  await createProduct(db, { sku: "IVA-GENERAL", name: "Tarifa general" });
});
afterAll(() => t.close());

const rates = async () =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ sku: products.sku, rate: products.iva_rate })
        .from(products)
        .where(inArray(products.sku, SKUS))
    ).map((p) => [p.sku, p.rate]),
  );

async function exportFile(): Promise<Buffer> {
  const res = await t.app.inject({ method: "GET", url: "/api/products/export", headers: { "x-session-id": session } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** The 'Tarifa de IVA' cell of each SKU in the export's 'Datos adicionales', as Excel holds it. */
async function exportedRates(file: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = wb.getWorksheet(EXTRA_SHEET_NAME)!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const col = headers.indexOf(FIELD_LABEL.iva_rate);
  expect(col).toBeGreaterThan(0);
  const out: Record<string, unknown> = {};
  sheet.eachRow((row, n) => {
    if (n > 1) out[String(row.getCell(1).value)] = row.getCell(col).value;
  });
  return out;
}

describe("the IVA rate in the spreadsheets", () => {
  it("is exported in 'Datos adicionales' (a number, or 'General'), and export → wipe → import gives it back", async () => {
    const before = await rates();
    expect(before).toEqual({ "IVA-CERO": 0, "IVA-CINCO": 5, "IVA-GENERAL": null });
    const file = await exportFile();
    expect(await exportedRates(file)).toMatchObject({
      "IVA-CERO": 0,
      "IVA-CINCO": 5,
      "IVA-GENERAL": GENERAL_RATE_WORD,
    });

    const wiped = await t.app.inject({
      method: "DELETE",
      url: "/api/products/clear",
      headers: { "x-session-id": session },
      payload: { confirmation: CLEAR_CONFIRMATION_PHRASE },
    });
    expect(wiped.statusCode).toBe(200);
    expect(await rates()).toEqual({});
    const imported = await upload(t.app, "system", session, file);
    expect(imported.status).toBe(200);
    expect(await rates()).toEqual(before);
  });

  it("an import sets a rate, 'General' clears a product's own, and a blank cell keeps it", async () => {
    const file = await workbook({
      Productos: [
        ["SKU", "Nombre"],
        ["IVA-CERO", "Exento"],
        ["IVA-CINCO", "Tarifa reducida"],
        ["IVA-GENERAL", "Tarifa general"],
      ],
      [EXTRA_SHEET_NAME]: [
        ["SKU", "IVA %"],
        ["IVA-CERO", null],
        ["IVA-CINCO", "general"],
        ["IVA-GENERAL", "12,5 %"],
      ],
    });
    const res = await upload(t.app, "system", session, file);
    expect(res.status).toBe(200);
    expect(await rates()).toEqual({ "IVA-CERO": 0, "IVA-CINCO": null, "IVA-GENERAL": 12.5 });
  });

  it("refuses a rate that is not one, naming the sheet, row and column", async () => {
    const file = await workbook({
      Productos: [
        ["SKU", "Nombre"],
        ["IVA-CERO", "Exento"],
      ],
      [EXTRA_SHEET_NAME]: [
        ["SKU", "Tarifa de IVA"],
        ["IVA-CERO", "quince"],
      ],
    });
    const d = (await upload(t.app, "preview", session, file)).body.data;
    expect(d.can_import).toBe(false);
    expect(d.validation_errors.map((e: { message: string }) => e.message)).toEqual([
      sheetRowError(EXTRA_SHEET_NAME, 2, "Tarifa de IVA", IVA_MESSAGES.cellInvalid),
    ]);
  });
});

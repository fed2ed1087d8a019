import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DOCUMENTS_SHEET_NAME,
  EXTRA_FIELDS,
  EXTRA_MESSAGES,
  EXTRA_SHEET_NAME,
  EXTRA_SKU_HEADER,
  IMPORT_MESSAGES,
  INSTRUCTIONS_SHEET_NAME,
} from "../../../contracts/import-export.ts";
import { products } from "../../db/schema/index.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import {
  adminSession,
  deflatedFiller,
  inlineCell,
  upload,
  workbook,
  xlsx,
  zip,
  type ZipPart,
} from "./import-export-test-helpers.ts";

let t: TestApp;
let session: string;

const bySku = async (sku: string) => (await t.database.db.select().from(products).where(eq(products.sku, sku)))[0];

beforeAll(async () => {
  t = await createTestApp();
  session = await adminSession(t.app);
  await createProduct(t.database.db, { sku: "EXIST-1", name: "Existente", series: "Vieja", original_price: "10.00" });
});
afterAll(() => t.close());

describe("the 'Datos adicionales' sheet", () => {
  it("is read back by SKU, and the preview says so", async () => {
    const file = await workbook({
      Productos: [
        ["SKU", "Nombre"],
        ["XA-1", "Uno"],
        ["XA-2", "Dos"],
      ],
      [EXTRA_SHEET_NAME]: [
        ["SKU", "Activo", "Precio original", "Serie"],
        ["xa-1", "No", "1.250,50", "S7-1200"],
      ],
    });
    const d = (await upload(t.app, "preview", session, file)).body.data;
    expect(d.can_import).toBe(true);
    expect(d.warnings).toEqual([]);
    expect(d.sheet_name).toBe("Productos");
    expect(d.extra_sheet).toEqual({
      name: EXTRA_SHEET_NAME,
      rows: 1,
      columns: ["SKU", "Activo", "Precio original", "Serie"],
    });
  });

  it("names sheet, row and column in its errors; a SKU missing from 'Productos' is a warning", async () => {
    const file = await workbook({
      Productos: [
        ["SKU", "Nombre"],
        ["XB-1", "Uno"],
        ["XB-2", "Dos"],
      ],
      [EXTRA_SHEET_NAME]: [
        ["SKU", "Activo", "Precio original", "Serie", "Color"],
        ["XB-1", "Sí", "", "", "rojo"],
        ["XB-2", "quizás", "-3", "S".repeat(101), ""],
        ["", "No", "", "", ""],
        ["xb-1", "No", "", "", ""],
        ["FANTASMA", "No", "", "", ""],
      ],
    });
    const d = (await upload(t.app, "preview", session, file)).body.data;
    expect(d.can_import).toBe(false);
    expect(d.validation_errors.map((e: any) => e.message)).toEqual([
      "Hoja «Datos adicionales», fila 3, columna «Activo»: escribe «Sí» o «No»",
      "Hoja «Datos adicionales», fila 3, columna «Precio original»: no puede ser negativo",
      "Hoja «Datos adicionales», fila 3, columna «Serie»: admite como máximo 100 caracteres",
      "Hoja «Datos adicionales», fila 4, columna «SKU»: el SKU es obligatorio",
      "Hoja «Datos adicionales», fila 5, columna «SKU»: el SKU «xb-1» está repetido (ya aparece en la fila 2)",
    ]);
    expect(d.validation_errors[0]).toMatchObject({
      sheet: EXTRA_SHEET_NAME,
      row: 3,
      column: "Activo",
      field: "is_active",
    });
    expect(d.warnings).toEqual([
      EXTRA_MESSAGES.unknownHeader("Color"),
      "Hoja «Datos adicionales», fila 6: el SKU «FANTASMA» no está en la hoja «Productos»; esta fila se omite",
    ]);
    // Errors of the other sheet do not mark the product rows that happen to share their numbers.
    expect(d.preview.every((r: any) => !r.has_errors)).toBe(true);

    const res = await upload(t.app, "system", session, file);
    expect(res.status).toBe(422);
    expect(res.body.details[0]).toEqual({
      field: "Datos adicionales.3.is_active",
      message: "Hoja «Datos adicionales», fila 3, columna «Activo»: escribe «Sí» o «No»",
    });
  });

  it("sets what it gives, keeps what it leaves blank, and new products without a row are active", async () => {
    const file = await workbook({
      Productos: [
        ["SKU", "Nombre"],
        ["XC-1", "Uno"],
        ["XC-2", "Dos"],
        ["XC-3", "Tres"],
        ["EXIST-1", ""],
      ],
      // Matched by name ignoring case and accents, wherever the sheet sits after the first.
      Notas: [["cualquier cosa"]],
      "datos adicionales": [
        ["sku", "activo", "precio original", "serie"],
        ["XC-1", "no", "$ 99,90", "G120"],
        ["XC-3", "", "", "V20"],
        ["exist-1", "NO", "", ""],
      ],
    });
    const res = await upload(t.app, "system", session, file);
    expect(res.status).toBe(200);
    expect(res.body.data.warnings).toEqual([]);
    expect(await bySku("XC-1")).toMatchObject({ is_active: false, original_price: "99.90", series: "G120" });
    expect(await bySku("XC-2")).toMatchObject({ is_active: true, original_price: null, series: null });
    expect(await bySku("XC-3")).toMatchObject({ is_active: true, series: "V20" });
    expect(await bySku("EXIST-1")).toMatchObject({ is_active: false, original_price: "10.00", series: "Vieja" });

    // Without the sheet the file imports as it always did: those fields stay as they are.
    const plain = await xlsx([
      ["SKU", "Nombre"],
      ["XC-1", "Uno cambiado"],
    ]);
    expect((await upload(t.app, "system", session, plain)).status).toBe(200);
    expect(await bySku("XC-1")).toMatchObject({
      name: "Uno cambiado",
      is_active: false,
      original_price: "99.90",
      series: "G120",
    });
  });

  it("needs a SKU column to key its rows", async () => {
    const file = await workbook({
      Productos: [
        ["SKU", "Nombre"],
        ["XD-1", "Uno"],
      ],
      [EXTRA_SHEET_NAME]: [["Activo"], ["No"]],
    });
    const res = await upload(t.app, "preview", session, file);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, error: EXTRA_MESSAGES.missingSku });
  });

  it("is inflated under the same zip-bomb budget as the products sheet", async () => {
    const bomb = await deflatedFiller(300);
    const res = await upload(t.app, "preview", session, twoSheetXlsx({ name: "xl/worksheets/sheet2.xml", ...bomb }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: IMPORT_MESSAGES.zipBomb });
  });

  it("is written by the export after 'Productos', with an 'Instrucciones' sheet", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/products/export",
      headers: { "x-session-id": session },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      "Productos",
      EXTRA_SHEET_NAME,
      DOCUMENTS_SHEET_NAME,
      INSTRUCTIONS_SHEET_NAME,
    ]);
    const extra = wb.getWorksheet(EXTRA_SHEET_NAME)!;
    expect((extra.getRow(1).values as unknown[]).slice(1)).toEqual([
      EXTRA_SKU_HEADER,
      ...EXTRA_FIELDS.map((f) => f.header),
    ]);
    const rows = new Map<string, unknown[]>();
    extra.eachRow((row, n) => n > 1 && rows.set(String(row.getCell(1).value), (row.values as unknown[]).slice(2)));
    // 'Precio original' is a number cell (issue 14, defect 11); 'General': no IVA rate of its own (ADR 045).
    // Last, the product's id: what keeps /producto/{id} through export → wipe → import (ADR 037).
    expect(rows.get("XC-1")).toEqual(["No", 99.9, "G120", "General", expect.any(Number)]);
    expect(rows.get("XC-2")).toEqual(["Sí", undefined, undefined, "General", expect.any(Number)]);
    expect(rows.size).toBe(wb.getWorksheet("Productos")!.actualRowCount - 1);
  });
});

/** A hand-made two-sheet workbook whose second sheet is 'Datos adicionales' (for hostile parts). */
function twoSheetXlsx(second: ZipPart): Buffer {
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = (id: number) =>
    `<Relationship Id="rId${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${id}.xml"/>`;
  const sheet1 = `<?xml version="1.0" encoding="UTF-8"?><worksheet ${ns}><sheetData><row r="1">${inlineCell("A1", "SKU")}${inlineCell("B1", "Nombre")}</row><row r="2">${inlineCell("A2", "Z-1")}${inlineCell("B2", "Uno")}</row></sheetData></worksheet>`;
  return zip([
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
      ),
    },
    {
      name: "xl/workbook.xml",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><workbook ${ns} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Productos" sheetId="1" r:id="rId1"/><sheet name="${EXTRA_SHEET_NAME}" sheetId="2" r:id="rId2"/></sheets></workbook>`,
      ),
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel(1)}${rel(2)}</Relationships>`,
      ),
    },
    { name: "xl/worksheets/sheet1.xml", data: Buffer.from(sheet1) },
    second,
  ]);
}

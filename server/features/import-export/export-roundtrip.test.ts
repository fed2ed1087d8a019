import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_SHEET_NAME, IMPORT_COLUMNS, XLSX_MIME } from "../../../contracts/import-export.ts";
import type { Tx } from "../../db/client.ts";
import { accessories, relatedProducts } from "../../db/schema/index.ts";
import {
  addApplications,
  addFeatures,
  createBrand,
  createCategory,
  createProduct,
  createSubcategory,
} from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminSession, sheetValues, upload } from "./import-export-test-helpers.ts";

let source: TestApp;
let target: TestApp;
let sourceSession: string;
let targetSession: string;

/** A small catalogue with every awkward value the round trip must carry unchanged. */
async function seedCatalogue(db: Tx) {
  const siemens = await createBrand(db, { name: "Siemens" });
  const abb = await createBrand(db, { name: "ABB Ñandú" });
  const drives = await createCategory(db, { name: "Variadores de frecuencia" });
  const plc = await createCategory(db, { name: "Automatización" });
  const compact = await createSubcategory(db, { name: "Compactos", category_id: drives.id });
  const main = await createProduct(db, {
    sku: "00123",
    sku_ec: "EC-0012300",
    name: "Variador SINAMICS G120C 7,5 kW — línea ñ",
    description: "Incluye filtro; montaje en riel DIN\nSegunda línea",
    brand_id: siemens.id,
    category_id: drives.id,
    subcategory_id: compact.id,
    price: "1250.50",
    price_text: "1.250,50",
    stock_text: "Disponible",
    stock_quantity: null,
    min_stock_level: 2,
    weight: "3.20 kg",
    dimensions: "73 x 196 x 225 mm",
    potencia_kw: "90.750",
    corriente: "16.5 A",
    voltaje: "380-480 VAC",
    frame_size: "FSA",
    comunicacion: "PROFINET",
    alimentacion: "Trifásica",
    main_image: "https://ejemplo.ec/img/g120c.jpg",
  });
  const keypad = await createProduct(db, {
    sku: "AB:12",
    name: '=HYPERLINK("http://malo")',
    brand_id: abb.id,
    category_id: plc.id,
    price: null,
    price_text: "Consultar",
    stock_text: "0",
    stock_quantity: 0,
  });
  const plain = await createProduct(db, {
    sku: "PLAIN-000",
    name: "Producto sin extras",
    price: "99.90",
    price_text: null,
  });
  const minus = await createProduct(db, { sku: "-NEG", name: "@arroba", description: "+593 99 999 9999" });
  await addFeatures(db, main.id, ["Entrada: 24 V; salida relé", "C:\\config\\drive.ini", "-20 °C a 50 °C"]);
  await addApplications(db, main.id, ["Bombas", "Ventiladores; extractores"]);
  await addFeatures(db, keypad.id, ["'=ya con apóstrofo"]);
  await db.insert(accessories).values([
    { main_product_id: main.id, accessory_product_id: keypad.id },
    { main_product_id: main.id, accessory_product_id: minus.id },
  ]);
  await db.insert(relatedProducts).values([
    { product_id: main.id, related_product_id: plain.id, relationship_type: "Alternativa: económica" },
    { product_id: keypad.id, related_product_id: main.id, relationship_type: "Compatible con" },
  ]);
}

async function exportFrom(t: TestApp, session: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/products/export", headers: { "x-session-id": session } });
  expect(res.statusCode).toBe(200);
  return res;
}

beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
  [sourceSession, targetSession] = await Promise.all([adminSession(source.app), adminSession(target.app)]);
  await seedCatalogue(source.database.db);
});
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
});

describe("GET /api/products/export", () => {
  it("is a dated .xlsx with the 23 columns in template order, formulas neutralised", async () => {
    const res = await exportFrom(source, sourceSession);
    expect(res.headers["content-type"]).toBe(XLSX_MIME);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="productos_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { name, rows } = await sheetValues(res.rawPayload);
    expect(name).toBe(EXPORT_SHEET_NAME);
    expect(rows[0]).toEqual([...IMPORT_COLUMNS]);
    expect(rows).toHaveLength(5);
    const col = (c: (typeof IMPORT_COLUMNS)[number]) => IMPORT_COLUMNS.indexOf(c);
    const main = rows.find((r) => r[0] === "00123")!;
    expect(main[col("price")]).toBe("1.250,50");
    expect(main[col("stock_quantity")]).toBe("Disponible");
    expect(main[col("potencia_kw")]).toBe("90.750");
    // A count is a number cell (issue 14, defect 11); "90.750" and "1.250,50" stay as typed.
    expect(main[col("min_stock_level")]).toBe(2);
    expect(main[col("features")]).toBe("Entrada: 24 V\\; salida relé; C:\\\\config\\\\drive.ini; -20 °C a 50 °C");
    expect(main[col("accessories")]).toBe("AB:12; -NEG");
    expect(main[col("related_products")]).toBe("PLAIN-000:Alternativa: económica");
    const keypad = rows.find((r) => r[0] === "AB:12")!;
    expect(keypad[col("name")]).toBe('\'=HYPERLINK("http://malo")');
    expect(keypad[col("related_products")]).toBe("00123:Compatible con");
    const minus = rows.find((r) => r[0] === "'-NEG")!;
    expect(minus[col("name")]).toBe("'@arroba");
    expect(minus[col("description")]).toBe("'+593 99 999 9999");
    const plain = rows.find((r) => r[0] === "PLAIN-000")!;
    expect(plain[col("price")]).toBe(99.9);
    expect(keypad[col("stock_quantity")]).toBe(0);
    // Codes, names and lists are text, even all digits: nothing for a spreadsheet to evaluate or reformat.
    const numeric = new Set([
      "price",
      "stock_quantity",
      "min_stock_level",
      "weight",
      "potencia_kw",
      "corriente",
      "voltaje",
    ]);
    for (const row of rows.slice(1))
      row.forEach((v, i) => {
        if (!numeric.has(IMPORT_COLUMNS[i])) expect(v === null || typeof v === "string").toBe(true);
      });
  });

  it("wins over GET /api/products/:id, which still serves numeric ids", async () => {
    expect(source.app.hasRoute({ method: "GET", url: "/api/products/:id" })).toBe(true);
    const res = await exportFrom(source, sourceSession);
    expect(res.headers["content-type"]).toBe(XLSX_MIME);
    const byId = await source.app.inject({ method: "GET", url: "/api/products/999999" });
    expect(byId.statusCode).toBe(404);
    expect(JSON.parse(byId.body).success).toBe(false);
  });

  it("round trip: export → import into an empty database → export gives identical cells", async () => {
    const first = await exportFrom(source, sourceSession);
    const imported = await upload(target.app, "system", targetSession, first.rawPayload);
    expect(imported.status).toBe(200);
    expect(imported.body.data.warnings).toEqual([]);
    expect(imported.body.data.results).toMatchObject({
      products_created: 4,
      products_updated: 0,
      features_created: 4,
      applications_created: 2,
      accessories_created: 2,
      related_products_created: 2,
    });
    const second = await exportFrom(target, targetSession);
    const a = await sheetValues(first.rawPayload);
    const b = await sheetValues(second.rawPayload);
    expect(b).toEqual(a);

    // And once more on top of itself: an update that changes nothing.
    const again = await upload(target.app, "system", targetSession, second.rawPayload);
    expect(again.body.data.results).toMatchObject({ products_created: 0, products_updated: 4, features_created: 0 });
    expect(await sheetValues((await exportFrom(target, targetSession)).rawPayload)).toEqual(a);
  });

  it("an empty catalogue exports just the header row", async () => {
    const empty = await createTestApp();
    try {
      const session = await adminSession(empty.app);
      const { rows } = await sheetValues((await exportFrom(empty, session)).rawPayload);
      expect(rows).toEqual([[...IMPORT_COLUMNS]]);
    } finally {
      await empty.close();
    }
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLEAR_CONFIRMATION_PHRASE, IMPORT_MESSAGES } from "../../../contracts/import-export.ts";
import {
  accessories,
  brands,
  categories,
  productApplications,
  productFeatures,
  products,
  relatedProducts,
  subcategories,
} from "../../db/schema/index.ts";
import { addFeatures, createBrand, createProduct } from "../../db/seed/factories.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { adminSession, upload, xlsx } from "./import-export-test-helpers.ts";

let t: TestApp;
let session: string;
const db = () => t.database.db;

const count = async (table: any) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0].n;
const bySku = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0];

beforeAll(async () => {
  t = await createTestApp();
  session = await adminSession(t.app);
});
afterAll(() => t.close());

describe("POST /api/import/system", () => {
  it("creates products, taxonomy and every kind of link in one go", async () => {
    const file = await xlsx([
      [
        "sku",
        "name",
        "brand",
        "category",
        "subcategory",
        "price",
        "stock_quantity",
        "features",
        "applications",
        "accessories",
        "related_products",
      ],
      [
        "VAR-1",
        "Variador ñ",
        "ABB",
        "Variadores",
        "Compactos",
        "1.250,50",
        "Disponible",
        "Control vectorial; STO integrado",
        "Bombas; Ventiladores",
        "TEC-1; NADA",
        "TEC-1:Compatible con",
      ],
      ["TEC-1", "Teclado", "abb", "variadores", "compactos", "Consultar", "5", "", "", "", ""],
    ]);
    const res = await upload(t.app, "system", session, file);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(IMPORT_MESSAGES.imported(2, 0));
    expect(res.body.data.results).toEqual({
      products_created: 2,
      products_updated: 0,
      features_created: 2,
      applications_created: 2,
      accessories_created: 1,
      related_products_created: 1,
      brands_created: 1,
      categories_created: 1,
      subcategories_created: 1,
      documents_reattached: 0,
    });
    expect(res.body.data.warnings).toEqual([
      "Fila 2, columna «accessories»: el accesorio «NADA» no existe en el archivo ni en el catálogo; se omite",
    ]);
    const v = await bySku("VAR-1");
    expect(v).toMatchObject({
      price_text: "1.250,50",
      price: "1250.50",
      stock_text: "Disponible",
      stock_quantity: null,
    });
    const tec = await bySku("TEC-1");
    expect(tec).toMatchObject({ price_text: "Consultar", price: null, stock_quantity: 5, brand_id: v.brand_id });
    expect(tec.subcategory_id).toBe(v.subcategory_id);
    const feats = await db()
      .select()
      .from(productFeatures)
      .where(eq(productFeatures.product_id, v.id))
      .orderBy(productFeatures.sort_order);
    expect(feats.map((f) => [f.feature_text, f.sort_order])).toEqual([
      ["Control vectorial", 0],
      ["STO integrado", 1],
    ]);
    const related = await db().select().from(relatedProducts).where(eq(relatedProducts.product_id, v.id));
    expect(related).toMatchObject([{ related_product_id: tec.id, relationship_type: "Compatible con" }]);
  });

  it("updates by SKU ignoring case, and a blank cell never erases a value", async () => {
    const brand = await createBrand(db(), { name: "Omron" });
    const p = await createProduct(db(), {
      sku: "KEEP-1",
      name: "Nombre original",
      description: "Descripción original",
      brand_id: brand.id,
      price: "10.00",
      price_text: "10.00",
      potencia_kw: "7.5",
    });
    await addFeatures(db(), p.id, ["Característica original"]);
    const file = await xlsx([
      ["SKU", "Nombre", "Descripción", "Marca", "Precio", "Potencia", "Características", "Accesorios"],
      ["keep-1", "", "", "", "12,00", "", "", ""],
    ]);
    const res = await upload(t.app, "system", session, file);
    expect(res.status).toBe(200);
    expect(res.body.data.results).toMatchObject({ products_created: 0, products_updated: 1, features_created: 0 });
    const after = await bySku("KEEP-1");
    expect(after).toMatchObject({
      name: "Nombre original",
      description: "Descripción original",
      brand_id: brand.id,
      price_text: "12,00",
      price: "12.00",
      potencia_kw: "7.5",
      sku: "KEEP-1",
    });
    const feats = await db().select().from(productFeatures).where(eq(productFeatures.product_id, p.id));
    expect(feats.map((f) => f.feature_text)).toEqual(["Característica original"]);
  });

  it("re-importing the same file changes no list", async () => {
    const file = await xlsx([
      ["sku", "name", "features", "accessories", "related_products"],
      ["VAR-1", "Variador ñ", "Control vectorial; STO integrado", "TEC-1", "TEC-1:Compatible con"],
    ]);
    const res = await upload(t.app, "system", session, file);
    expect(res.body.data.results).toMatchObject({
      products_updated: 1,
      features_created: 0,
      accessories_created: 0,
      related_products_created: 0,
    });
  });

  it("a list cell replaces that product's list; other products' lists stay", async () => {
    const a = await createProduct(db(), { sku: "LIST-A" });
    const b = await createProduct(db(), { sku: "LIST-B" });
    await addFeatures(db(), a.id, ["vieja 1", "vieja 2"]);
    await addFeatures(db(), b.id, ["de B"]);
    const file = await xlsx([
      ["SKU", "Nombre", "Características", "Accesorios", "Productos relacionados"],
      ["LIST-A", "", "nueva", "LIST-B", "LIST-B:Repuesto"],
      ["LIST-B", "", "de B", "", ""],
    ]);
    const res = await upload(t.app, "system", session, file);
    expect(res.body.data.results).toMatchObject({ products_updated: 2, features_created: 1, accessories_created: 1 });
    const featuresOf = async (id: number) =>
      (
        await db()
          .select()
          .from(productFeatures)
          .where(eq(productFeatures.product_id, id))
          .orderBy(productFeatures.sort_order)
      ).map((f) => f.feature_text);
    expect(await featuresOf(a.id)).toEqual(["nueva"]);
    expect(await featuresOf(b.id)).toEqual(["de B"]);
    // Accessories and related are synchronised to the cell: a different list swaps them, a new type renames.
    const again = await xlsx([
      ["SKU", "Nombre", "Accesorios", "Productos relacionados"],
      ["LIST-A", "", "VAR-1", "LIST-B:Alternativa"],
    ]);
    const res2 = await upload(t.app, "system", session, again);
    expect(res2.body.data.results).toMatchObject({ accessories_created: 1, related_products_created: 0 });
    const acc = await db().select().from(accessories).where(eq(accessories.main_product_id, a.id));
    expect(acc.map((x) => x.accessory_product_id)).toEqual([(await bySku("VAR-1")).id]);
    const rel = await db().select().from(relatedProducts).where(eq(relatedProducts.product_id, a.id));
    expect(rel).toMatchObject([{ related_product_id: b.id, relationship_type: "Alternativa" }]);
  });

  it("is all or nothing: one bad row and nothing is written", async () => {
    const before = await count(products);
    const file = await xlsx([
      ["SKU", "Nombre", "Marca"],
      ["NEW-1", "Nuevo", "Marca Nueva Que No Debe Quedar"],
      ["NEW-2", "", ""],
    ]);
    const res = await upload(t.app, "system", session, file);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(IMPORT_MESSAGES.hasErrors(1));
    expect(res.body.details).toEqual([
      { field: "3.name", message: "Fila 3, columna «Nombre»: el nombre es obligatorio para un producto nuevo" },
    ]);
    expect(await count(products)).toBe(before);
    expect(await db().select().from(brands).where(eq(brands.name, "Marca Nueva Que No Debe Quedar"))).toEqual([]);
  });

  it("imports the .xlsx template as it is downloaded", async () => {
    const tpl = await t.app.inject({
      method: "GET",
      url: "/api/import/template.xlsx",
      headers: { "x-session-id": session },
    });
    expect(tpl.statusCode).toBe(200);
    expect(tpl.headers["content-disposition"]).toBe('attachment; filename="plantilla_productos_completa.xlsx"');
    const res = await upload(t.app, "system", session, tpl.rawPayload);
    expect(res.status).toBe(200);
    expect(res.body.data.results).toMatchObject({
      products_created: 2,
      accessories_created: 1,
      related_products_created: 1,
    });
    expect(res.body.data.warnings).toEqual([]);
    expect(await bySku("VW3A1111")).toMatchObject({ price_text: "Consultar", stock_text: "Disponible" });
  });

  it("serves the CSV template with a BOM and the 23 columns", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/import/template.csv",
      headers: { "x-session-id": session },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="plantilla_productos_completa.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0].split(",")).toHaveLength(23);
    expect(lines[0].startsWith("sku,sku_ec,name,description,brand,category,subcategory,price,")).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Trifásica");
  });
});

describe("DELETE /api/products/clear", () => {
  const clear = (payload: unknown, headers: Record<string, string> = { "x-session-id": session }) =>
    t.app.inject({ method: "DELETE", url: "/api/products/clear", payload: payload as any, headers });

  it("refuses without the exact phrase", async () => {
    const before = await count(products);
    expect(before).toBeGreaterThan(0);
    for (const payload of [{}, { confirmation: "eliminar productos" }, { confirmation: "ELIMINAR PRODUCTOS " }]) {
      const res = await clear(payload);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ success: false, error: IMPORT_MESSAGES.clearConfirmation });
    }
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/products/clear", headers: { "x-session-id": session } }))
        .statusCode,
    ).toBe(400);
    expect(await count(products)).toBe(before);
  });

  it("deletes every product and its links with the phrase", async () => {
    const before = await count(products);
    const res = await clear({ confirmation: CLEAR_CONFIRMATION_PHRASE });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ deleted_count: before, message: IMPORT_MESSAGES.cleared(before) });
    for (const table of [products, productFeatures, productApplications, accessories, relatedProducts]) {
      expect(await count(table)).toBe(0);
    }
    // The taxonomy stays: only products are wiped.
    expect(await count(categories)).toBeGreaterThan(0);
    expect(await count(subcategories)).toBeGreaterThan(0);
  });
});

describe("admin only", () => {
  it("answers 401 without a session on every route", async () => {
    const file = await xlsx([
      ["SKU", "Nombre"],
      ["X", "Y"],
    ]);
    expect((await upload(t.app, "preview", null, file)).status).toBe(401);
    expect((await upload(t.app, "system", null, file)).status).toBe(401);
    for (const [method, url] of [
      ["GET", "/api/products/export"],
      ["GET", "/api/import/template.csv"],
      ["GET", "/api/import/template.xlsx"],
      ["DELETE", "/api/products/clear"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === "DELETE" ? { payload: { confirmation: CLEAR_CONFIRMATION_PHRASE } } : {}),
      });
      expect(res.statusCode, url).toBe(401);
      expect(json(res).success).toBe(false);
    }
  });
});

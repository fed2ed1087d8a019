import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productFeatures } from "../../db/schema/index.ts";
import { addApplications, addFeatures, createApplication } from "../../db/seed/factories.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { seedCatalog, staffSession } from "./catalog-test-fixtures.ts";

let t: TestApp;
let c: Awaited<ReturnType<typeof seedCatalog>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  c = await seedCatalog(db);
  const { g120, hidden } = c.products;
  await addFeatures(db, g120.id, ["Control vectorial", "Filtro EMC integrado"]);
  // Same sort_order as the first feature: ties break on id.
  await db.insert(productFeatures).values({ product_id: g120.id, feature_text: "Safety integrado", sort_order: 0 });
  await addFeatures(db, hidden.id, ["Oculta"]);
  const pumping = await createApplication(db, { name: "Bombeo" });
  await createApplication(db, { name: "Ventilación" });
  await createApplication(db, { name: "Automatización" });
  await addApplications(db, g120.id, ["Bombas", "Ventiladores"]);
  expect(pumping.id).toBeGreaterThan(0);
});
afterAll(() => t?.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "GET", url: `/api${url}`, headers });
  return { status: res.statusCode, body: json(res) };
}
async function data(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.status, url).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data;
}
async function expectError(url: string, status: number, error?: string) {
  const res = await get(url);
  expect(res.status, url).toBe(status);
  expect(res.body.success).toBe(false);
  if (error) expect(res.body.error).toBe(error);
}

describe("GET /api/products/{id}", () => {
  it("answers the full product", async () => {
    const p = await data(`/products/${c.products.g120.id}`);
    expect(p).toMatchObject({
      id: c.products.g120.id,
      name: "Variadores de frecuencia G120",
      price: "500.00",
      brand: { name: "Siemens" },
      category: { name: "Variadores" },
      subcategory: { name: "Baja tensión" },
      potencia_kw: "0.75",
      accessories_count: 1,
    });
  });

  it("404 for unknown ids and for inactive products (publicly)", async () => {
    await expectError("/products/999999", 404, "Producto no encontrado");
    await expectError(`/products/${c.products.hidden.id}`, 404, "Producto no encontrado");
  });

  it("staff can open an inactive product", async () => {
    const headers = await staffSession(t.database.db);
    const p = await data(`/products/${c.products.hidden.id}`, headers);
    expect(p.is_active).toBe(false);
  });

  it("400 for malformed ids", async () => {
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      await expectError(`/products/${id}`, 400);
    }
  });
});

describe("product sub-resources", () => {
  it("features ordered by sort_order then id", async () => {
    const features = await data(`/products/${c.products.g120.id}/features`);
    expect(features.map((f: any) => f.feature_text)).toEqual([
      "Control vectorial",
      "Safety integrado",
      "Filtro EMC integrado",
    ]);
    expect(features[0]).toEqual({
      id: expect.any(Number),
      product_id: c.products.g120.id,
      feature_text: "Control vectorial",
      sort_order: 0,
    });
    expect(await data(`/productFeatures?product_id=${c.products.g120.id}`)).toEqual(features);
    expect(await data(`/products/${c.products.v20.id}/features`)).toEqual([]);
  });

  it("applications of a product, and the standalone collection", async () => {
    const apps = await data(`/products/${c.products.g120.id}/applications`);
    expect(apps.map((a: any) => a.application_text)).toEqual(["Bombas", "Ventiladores"]);
    expect(apps[0]).toMatchObject({ product_id: c.products.g120.id, application_id: null, sort_order: 0 });
    expect(await data(`/productApplications?product_id=${c.products.g120.id}`)).toEqual(apps);
    const all = await data("/applications");
    expect(all.map((a: any) => a.name)).toEqual(["Automatización", "Bombeo", "Ventilación"]);
    expect(all[0]).toEqual({ id: expect.any(Number), name: "Automatización", description: expect.any(String) });
  });

  it("inactive products hide their sub-resources; bad ids are 400", async () => {
    const hidden = c.products.hidden.id;
    for (const url of [
      `/products/${hidden}/features`,
      `/products/${hidden}/applications`,
      `/products/${hidden}/slug`,
      `/products/${hidden}/related`,
      `/productFeatures?product_id=${hidden}`,
      `/accessories/product/${hidden}`,
      `/relatedProducts/product/${hidden}`,
    ]) {
      await expectError(url, 404, "Producto no encontrado");
    }
    for (const url of [
      "/productFeatures",
      "/productFeatures?product_id=abc",
      "/productApplications?product_id=0",
      "/products/x/features",
      "/accessories/product/abc",
      "/relatedProducts/product/99999999999",
    ]) {
      await expectError(url, 400);
    }
    await expectError("/products/999999/features", 404, "Producto no encontrado");
    await expectError("/relatedProducts/product/999999", 404, "Producto no encontrado");
  });

  it("slug from the name without accents", async () => {
    expect(await data(`/products/${c.products.module.id}/slug`)).toEqual({
      id: c.products.module.id,
      slug: "modulo-de-senal-s7-1200",
    });
  });

  it("accessories: only active accessory products, with brand and shown price", async () => {
    const body = await data(`/accessories/product/${c.products.g120.id}`);
    expect(body.accessories).toEqual([
      {
        id: expect.any(Number),
        main_product_id: c.products.g120.id,
        accessory_product_id: c.products.hmi.id,
        accessoryProduct: {
          id: c.products.hmi.id,
          name: "HMI KTP700",
          sku: "KTP700",
          main_image: "https://example.com/ktp700.jpg",
          price: "800.00",
          brand: { id: c.brands.schneider.id, name: "Schneider" },
        },
      },
    ]);
    expect((await data(`/accessories/product/${c.products.v20.id}`)).accessories).toEqual([]);
    const headers = await staffSession(t.database.db);
    expect((await data(`/accessories/product/${c.products.g120.id}`, headers)).accessories).toHaveLength(2);
  });

  it("related products: mainProduct and active related links with nested names", async () => {
    const body = await data(`/relatedProducts/product/${c.products.g120.id}`);
    expect(body.mainProduct).toMatchObject({ id: c.products.g120.id, name: "Variadores de frecuencia G120" });
    expect(body.relatedProducts).toHaveLength(2);
    const [alt, comp] = body.relatedProducts;
    expect(alt).toEqual({
      id: expect.any(Number),
      product_id: c.products.g120.id,
      related_product_id: c.products.acs.id,
      relationshipType: "Alternativa",
      relationship_type: "Alternativa",
      relatedProduct: {
        id: c.products.acs.id,
        name: "Variador ACS580",
        sku: "3AUA0000080",
        price: "1200.00",
        main_image: "https://example.com/acs580.jpg",
        category: { id: c.categories.drives.id, name: "Variadores" },
        subcategory: null,
        brand: { id: c.brands.abb.id, name: "ABB" },
      },
    });
    expect(comp.relatedProduct).toMatchObject({
      id: c.products.v20.id,
      subcategory: { id: c.subcategories.lowVoltage.id, name: "Baja tensión" },
    });
    expect(await data(`/products/${c.products.g120.id}/related`)).toEqual(body);
  });

  it("a product page's reads: the same parts as the routes answer, 404 for a hidden product", async () => {
    const { catalog } = t.app.services;
    const id = c.products.g120.id;
    const page = await catalog.productPage(id, { staff: false });
    const parts = await Promise.all([page.features, page.applications, page.accessories, page.related]);
    const routes = await Promise.all([
      data(`/products/${id}/features`),
      data(`/products/${id}/applications`),
      data(`/accessories/product/${id}`),
      data(`/relatedProducts/product/${id}`),
    ]);
    expect(JSON.parse(JSON.stringify({ product: page.product, parts }))).toEqual({
      product: await data(`/products/${id}`),
      parts: [routes[0], routes[1], routes[2].accessories, routes[3].relatedProducts],
    });
    await expect(catalog.productPage(c.products.hidden.id, { staff: false })).rejects.toMatchObject({
      statusCode: 404,
    });
    const staffPage = await catalog.productPage(c.products.hidden.id, { staff: true });
    await Promise.all([staffPage.features, staffPage.applications, staffPage.accessories, staffPage.related]);
    expect((await staffPage.features).map((f) => f.feature_text)).toEqual(["Oculta"]);
  });
});

describe("product lists as arrays", () => {
  it("/products/search answers the matching products as an array", async () => {
    const list = await data("/products/search?search=variador");
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((p: any) => p.name).sort()).toEqual([
      "Panel de control para variador",
      "Variador ACS580",
      "Variador compacto V20",
      "Variadores de frecuencia G120",
    ]);
    expect((await data("/products/search?search=acs580"))[0].sku).toBe("ACS580");
  });

  it("/products/category/{id} and /products/brand/{id}", async () => {
    const drives = await data(`/products/category/${c.categories.drives.id}`);
    expect(drives).toHaveLength(4);
    expect(drives.every((p: any) => p.category_id === c.categories.drives.id && p.is_active)).toBe(true);
    const schneider = await data(`/products/brand/${c.brands.schneider.id}`);
    expect(schneider.map((p: any) => p.name)).toEqual(["HMI KTP700"]);
    await expectError("/products/category/999999", 404, "Categoría no encontrada");
    await expectError("/products/brand/999999", 404, "Marca no encontrada");
    await expectError("/products/category/abc", 400);
    await expectError("/products/brand/0", 400);
  });

  it("/products/featured: active, with an image and in stock first, newest first, up to 8", async () => {
    const featured = await data("/products/featured");
    expect(featured.length).toBeLessThanOrEqual(8);
    expect(featured.map((p: any) => p.id).slice(0, 2)).toEqual([c.products.hmi.id, c.products.acs.id]);
    expect(featured.map((p: any) => p.id)).not.toContain(c.products.hidden.id);
    expect(featured).toHaveLength(6);
  });
});

describe("stats", () => {
  it("/products/stats and /info/stats count the catalogue", async () => {
    // Visitors: only active products (issue 10 hardening; total 7 with the inactive one for staff).
    const expected = {
      total_products: 6,
      active_products: 6,
      out_of_stock_products: 1, // V20 at 0; "Consultar" has no number, so it is available
      total_brands: 3,
      total_categories: 2,
      total_subcategories: 2,
    };
    expect(await data("/products/stats")).toEqual(expected);
    expect(await data("/info/stats")).toEqual(expected);
  });
});

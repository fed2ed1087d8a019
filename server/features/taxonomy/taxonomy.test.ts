import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand, createCategory, createProduct, createSubcategory } from "../../db/seed/factories.ts";
import { apiReader, createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
let f: Awaited<ReturnType<typeof seed>>;

async function seed(db: TestApp["database"]["db"]) {
  const siemens = await createBrand(db, { name: "Siemens", website: "https://siemens.com" });
  const abb = await createBrand(db, { name: "ABB" });
  const drives = await createCategory(db, { name: "Variadores" });
  const plcs = await createCategory(db, { name: "PLC" });
  const empty = await createCategory(db, { name: "Accesorios" });
  const low = await createSubcategory(db, { name: "Baja tensión", category_id: drives.id });
  const medium = await createSubcategory(db, { name: "Media tensión", category_id: drives.id });
  const compact = await createSubcategory(db, { name: "Compactos", category_id: plcs.id });
  await createProduct(db, { brand_id: siemens.id, category_id: drives.id, subcategory_id: low.id });
  await createProduct(db, { brand_id: siemens.id, category_id: drives.id, subcategory_id: low.id });
  await createProduct(db, { brand_id: abb.id, category_id: plcs.id, subcategory_id: compact.id });
  // Inactive products are not counted.
  await createProduct(db, { brand_id: abb.id, category_id: drives.id, subcategory_id: medium.id, is_active: false });
  return { siemens, abb, drives, plcs, empty, low, medium, compact };
}

let api: ReturnType<typeof apiReader>;

beforeAll(async () => {
  t = await createTestApp();
  f = await seed(t.database.db);
  api = apiReader(t.app);
});
afterAll(() => t?.close());

describe("categories", () => {
  it("GET /categories lists every category by name with its subcategories and active product counts", async () => {
    const cats = await api.data("/categories");
    expect(cats.map((c: any) => [c.name, c.products_count])).toEqual([
      ["Accesorios", 0],
      ["PLC", 1],
      ["Variadores", 2],
    ]);
    const drives = cats.find((c: any) => c.id === f.drives.id);
    expect(drives).toMatchObject({ id: f.drives.id, name: "Variadores", description: expect.any(String) });
    expect(drives.subcategories).toEqual([
      {
        id: f.low.id,
        name: "Baja tensión",
        description: expect.any(String),
        category_id: f.drives.id,
        category: { id: f.drives.id, name: "Variadores" },
        products_count: 2,
      },
      {
        id: f.medium.id,
        name: "Media tensión",
        description: expect.any(String),
        category_id: f.drives.id,
        category: { id: f.drives.id, name: "Variadores" },
        products_count: 0,
      },
    ]);
    expect(cats.find((c: any) => c.id === f.empty.id).subcategories).toEqual([]);
  });

  it("GET /categories/{id} and its subcategories", async () => {
    const plcs = await api.data(`/categories/${f.plcs.id}`);
    expect(plcs).toMatchObject({ id: f.plcs.id, name: "PLC", products_count: 1 });
    expect(plcs.subcategories.map((s: any) => s.name)).toEqual(["Compactos"]);
    const subs = await api.data(`/categories/${f.drives.id}/subcategories`);
    expect(subs.map((s: any) => s.name)).toEqual(["Baja tensión", "Media tensión"]);
    expect(await api.data(`/categories/${f.empty.id}/subcategories`)).toEqual([]);
  });

  it("404 and 400", async () => {
    await api.expectError("/categories/999999", 404, "Categoría no encontrada");
    await api.expectError("/categories/999999/subcategories", 404, "Categoría no encontrada");
    await api.expectError("/categories/abc", 400);
    await api.expectError("/categories/99999999999/subcategories", 400);
  });
});

describe("subcategories", () => {
  it("GET /subcategories lists all, or one category's with ?category_id=", async () => {
    const all = await api.data("/subcategories");
    expect(all.map((s: any) => s.name)).toEqual(["Baja tensión", "Compactos", "Media tensión"]);
    expect(all.find((s: any) => s.id === f.compact.id)).toMatchObject({
      category_id: f.plcs.id,
      category: { id: f.plcs.id, name: "PLC" },
      products_count: 1,
    });
    const ofDrives = await api.data(`/subcategories?category_id=${f.drives.id}`);
    expect(ofDrives.map((s: any) => s.id)).toEqual([f.low.id, f.medium.id]);
    expect(await api.data("/subcategories?category_id=")).toHaveLength(3);
    expect(await api.data("/subcategories?category_id=999999")).toEqual([]);
    await api.expectError("/subcategories?category_id=abc", 400);
  });

  it("GET /subcategories/{id}", async () => {
    expect(await api.data(`/subcategories/${f.low.id}`)).toMatchObject({ id: f.low.id, name: "Baja tensión" });
    await api.expectError("/subcategories/999999", 404, "Subcategoría no encontrada");
    await api.expectError("/subcategories/-1", 400);
  });
});

describe("brands", () => {
  it("GET /brands lists brands by name with active product counts", async () => {
    const brands = await api.data("/brands");
    expect(brands).toEqual([
      { id: f.abb.id, name: "ABB", description: expect.any(String), logo_url: null, website: null, products_count: 1 },
      {
        id: f.siemens.id,
        name: "Siemens",
        description: expect.any(String),
        logo_url: null,
        website: "https://siemens.com",
        products_count: 2,
      },
    ]);
  });

  it("GET /brands/{id}", async () => {
    expect(await api.data(`/brands/${f.siemens.id}`)).toMatchObject({ id: f.siemens.id, name: "Siemens" });
    await api.expectError("/brands/999999", 404, "Marca no encontrada");
    await api.expectError("/brands/1.5", 400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand, createCategory, createProduct } from "../../db/seed/factories.ts";
import { adminApi, type Api } from "./catalog-admin-test-support.ts";

// The list cache must never serve an answer older than the last catalogue write, whatever wrote.
describe("catalogue list cache", () => {
  let api: Api;
  let productId: number;
  const list = async () => (await api.call("GET", "/products?search=cacheable", undefined, {})).body.data;

  beforeAll(async () => {
    api = await adminApi();
    const db = api.t.database.db;
    const brand = await createBrand(db);
    const category = await createCategory(db);
    productId = (await createProduct(db, { name: "Variador cacheable", brand_id: brand.id, category_id: category.id }))
      .id;
  });
  afterAll(() => api.t.close());

  it("answers the same list again without recomputing it, and a write through the API refreshes it", async () => {
    expect((await list()).products.map((p: { name: string }) => p.name)).toEqual(["Variador cacheable"]);
    expect(await list()).toEqual(await list());

    await api.data("PUT", `/products/${productId}`, { name: "Variador cacheable renombrado" });
    expect((await list()).products.map((p: { name: string }) => p.name)).toEqual(["Variador cacheable renombrado"]);
  });

  it("sees writes made outside the API (another process, an import, SQL)", async () => {
    await createProduct(api.t.database.db, { name: "Segundo producto cacheable" });
    expect((await list()).total).toBe(2);
  });

  it("sees a product turned inactive and a taxonomy rename", async () => {
    const before = await list();
    const brandId = before.products.find((p: { id: number }) => p.id === productId).brand.id;
    await api.data("PUT", `/brands/${brandId}`, { name: "Marca renombrada" });
    const after = await list();
    expect(after.facets.brand.map((o: { label: string }) => o.label)).toContain("Marca renombrada");
    expect(after.products.find((p: { id: number }) => p.id === productId).brand.name).toBe("Marca renombrada");

    await api.data("PUT", `/products/${productId}`, { is_active: false });
    expect((await list()).total).toBe(1);
  });
});

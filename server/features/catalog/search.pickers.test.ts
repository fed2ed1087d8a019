import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, users } from "../../db/schema/index.ts";
import { seedDemoCatalogIfEmpty } from "../../db/seed/seed.ts";
import { adminApi, type Api } from "./catalog-admin-test-support.ts";
import { staffSession } from "./catalog-test-fixtures.ts";

// Issue 21: '1214' must find the CPU 1214C wherever staff look for a product. Every panel list
// and picker asks GET /products with includeInactive=true (web/panel/sections/products/
// products-api.ts): the product list 12 a page, the pickers of accessories, related products and
// the quote editor 31 (PICKER_SIZE + 1). Inactive products included: a picker must find them too.
const PANEL_LIST = "includeInactive=true&page=1&perPage=12";
const PICKER = "includeInactive=true&page=1&perPage=31";
const CPU_1214C = "6ES7214-1BG40-0XB0";

let api: Api;
let ventas: Record<string, string>;

beforeAll(async () => {
  api = await adminApi();
  await seedDemoCatalogIfEmpty(api.t.database.db);
  ventas = await staffSession(api.t.database.db);
  await api.t.database.db.update(users).set({ role: "ventas" }).where(eq(users.name, "Staff"));
});
afterAll(() => api.t.close());

const skus = async (query: string, search: string, headers?: Record<string, string>) => {
  const res = await api.call("GET", `/products?${query}&search=${encodeURIComponent(search)}`, undefined, headers);
  expect(res.status).toBe(200);
  return (res.body.data.products as { sku: string; name: string }[]).map((p) => p.sku);
};

describe("'1214' in the panel's product list and every product picker", () => {
  for (const [where, query] of [
    ["panel product list", PANEL_LIST],
    ["accessories / related / quote editor picker", PICKER],
  ] as const) {
    it(`${where}: 1214, cpu 1214, cpu1214 and 1214c put the CPU 1214C first, for admin and ventas`, async () => {
      for (const search of ["1214", "cpu 1214", "cpu1214", "1214c", "1214C"]) {
        expect((await skus(query, search))[0], `${search} (admin)`).toBe(CPU_1214C);
        expect((await skus(query, search, ventas))[0], `${search} (ventas)`).toBe(CPU_1214C);
      }
      const both = await skus(query, "1214");
      expect(both.filter((s) => s.startsWith("6ES7214-"))).toHaveLength(2);
    });
  }

  it("an inactive CPU 1214C is still found by the panel and the pickers (not by visitors)", async () => {
    const db = api.t.database.db;
    await db.update(products).set({ is_active: false }).where(eq(products.sku, CPU_1214C));
    try {
      expect((await skus(PANEL_LIST, "1214"))[0]).toBe(CPU_1214C);
      expect((await skus(PICKER, "1214", ventas))[0]).toBe(CPU_1214C);
      expect(await skus("page=1&perPage=12", "1214", {})).not.toContain(CPU_1214C);
    } finally {
      await db.update(products).set({ is_active: true }).where(eq(products.sku, CPU_1214C));
    }
  });
});

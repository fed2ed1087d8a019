import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../../db/seed/factories.ts";
import { ADMIN, sessionOf, withSession } from "../auth/auth-test-helpers.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createProduct(db, { stock_quantity: 5, stock_text: "5" });
  await createProduct(db, { stock_quantity: 0, stock_text: "0" });
  // Withdrawn products: staff see them on the dashboard, visitors must not be able to count them.
  await createProduct(db, { is_active: false, stock_quantity: 3, stock_text: "3" });
  await createProduct(db, { is_active: false, stock_quantity: 0, stock_text: "0" });
  await t.app.services.auth.ensureInitialAdmin(ADMIN);
});
afterAll(() => t.close());

const stats = async (url: string, headers = {}) => json(await t.app.inject({ method: "GET", url, headers })).data;

describe("public stats do not reveal inactive products", () => {
  it.each(["/api/info/stats", "/api/products/stats"])("%s counts only active products for visitors", async (url) => {
    const anon = await stats(url);
    expect(anon).toMatchObject({ total_products: 2, active_products: 2, out_of_stock_products: 1 });
    expect(anon).not.toHaveProperty("inactive_products");
  });

  it("staff still see every product", async () => {
    const staff = await stats("/api/info/stats", withSession(await sessionOf(t.app)));
    expect(staff).toMatchObject({
      total_products: 4,
      active_products: 2,
      inactive_products: 2,
      out_of_stock_products: 2,
    });
  });
});

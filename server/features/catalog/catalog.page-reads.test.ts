import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.ts";
import { addAccessory, createProduct } from "../../db/seed/factories.ts";
import { seedDemoCatalogIfEmpty } from "../../db/seed/seed.ts";
import { createTestDatabase } from "../../test/db.ts";
import { pgliteOf, type Database } from "../../db/client.ts";
import { createCatalogRepository } from "./catalog.repository.ts";

let database: Database;
let ids: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await seedDemoCatalogIfEmpty(db);
  // What the demo leaves out: a product with no brand, category or price, and accessories of
  // which one is hidden (the public count leaves it out, staff count it).
  const [shown] = await db.select({ id: products.id }).from(products).limit(1);
  const hidden = await createProduct(db, { is_active: false, description: null, sku_ec: "EC-OCULTO" });
  const bare = await createProduct(db, {
    price: null,
    price_text: null,
    stock_quantity: null,
    stock_text: null,
    iva_rate: 5,
    weight: "1,2 kg",
  });
  await addAccessory(db, bare.id, shown.id);
  await addAccessory(db, bare.id, hidden.id);
  const all = await db.select({ id: products.id }).from(products);
  // A page's order is the index's, not the table's: every product in reverse, and one gone since.
  ids = [...all.map((p) => p.id).reverse(), 999_999];
});
afterAll(() => database?.close());

/** catalog_page through the client under drizzle: PGlite, or PostgreSQL in CI's second pass. */
const byFunction = () =>
  createCatalogRepository(database.db, {
    pagesByFunction: database.kind === "pglite" ? pgliteOf(database) : database.pool,
  });

describe("a search's page read (ADR 066)", () => {
  it.each([false, true])(
    "catalog_page gives every product the fields and types the prepared statement gives (staff: %s)",
    async (includeInactive) => {
      const prepared = await createCatalogRepository(database.db).productsByIds(ids, includeInactive);
      const fromFunction = await byFunction().productsByIds(ids, includeInactive);
      expect(prepared.length).toBe(ids.length - 1);
      expect(prepared.length).toBeGreaterThan(100);
      expect(fromFunction).toEqual(prepared);
      // The same keys in the same order, so the API's answer is the same text on both databases.
      expect(JSON.stringify(fromFunction)).toBe(JSON.stringify(prepared));
    },
  );

  it("answers no rows for no ids", async () => {
    expect(await byFunction().productsByIds([], false)).toEqual([]);
  });
});

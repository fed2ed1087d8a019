import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Tx } from "../../db/client.ts";
import { createBrand, createCategory, createProduct } from "../../db/seed/factories.ts";
import { createTestDatabase } from "../../test/db.ts";
import { loadSearchSnapshot } from "./search-index.repository.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const brand = await createBrand(db, { name: "Siemens" });
  const category = await createCategory(db, { name: "PLC" });
  // Names out of id order and codes out of name order, so each order is really its own.
  for (const [name, sku] of [
    ["Variador G120", "6SL3210-1KE"],
    ["Arrancador suave", "3RW4026"],
    ["CPU 1214C", "6ES7214-1AG40"],
    ["módulo de entradas", "6ES7221-1BF32"],
    ["Bomba dosificadora", "B-100"],
    ["CPU 1215C", "6ES7215-1AG40"],
    ["Zócalo", "B-100"],
  ])
    await createProduct(db, { name, sku: `${sku}-${name.length}`, brand_id: brand.id, category_id: category.id });
});
afterAll(() => database.close());

/** The database, running `between` once, right after its `after`-th statement of a read. */
function writingAfter(db: Tx, after: number, between: () => Promise<unknown>): Tx {
  let statements = 0;
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "execute") return Reflect.get(target, key, receiver);
      return async (...args: Parameters<Tx["execute"]>) => {
        const result = await target.execute(...args);
        if (++statements === after) await between();
        return result;
      };
    },
  });
}

describe("the search index's snapshot", () => {
  it("is the same read in pages as in one statement: name order, code ranks, every row", async () => {
    const whole = await loadSearchSnapshot(database.db, 1_000);
    const paged = await loadSearchSnapshot(database.db, 2);
    expect(whole!.rows.id).toHaveLength(7);
    expect(paged).toEqual(whole);
  });

  it("is not taken when the catalogue changes between its pages: SQL answers until the next read", async () => {
    const addProduct = () => createProduct(database.db, { name: "Añadido durante la lectura" });
    // Statements: version, order, then the first page of 3.
    expect(await loadSearchSnapshot(writingAfter(database.db, 3, addProduct), 3)).toBeUndefined();
    const renameOne = async () => {
      const [first] = (await loadSearchSnapshot(database.db))!.rows.id;
      await database.db.execute(`UPDATE products SET name = name || ' (nuevo)' WHERE id = ${first}`);
    };
    expect(await loadSearchSnapshot(writingAfter(database.db, 4, renameOne), 3)).toBeUndefined();
    expect((await loadSearchSnapshot(database.db, 3))!.rows.id).toHaveLength(8);
  });

  it("lets other requests in between its pages, on the embedded database as on PostgreSQL", async () => {
    // PGlite answers a statement within the turn that asked it: a read of 100,000 products in
    // pages had held every request for 3–4 s. Turns of the event loop are counted as they come.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turnsBeforeEachPage: number[] = [];
    const counting = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key !== "execute") return Reflect.get(target, key, receiver);
        return (...args: Parameters<Tx["execute"]>) => {
          turnsBeforeEachPage.push(turns);
          return target.execute(...args);
        };
      },
    });
    await loadSearchSnapshot(counting, 2);
    ticking = false;
    // Statements: version, order, four pages of two (eight products), taxonomy, words, version.
    const pages = turnsBeforeEachPage.slice(2, 6);
    for (let i = 1; i < pages.length; i++) expect(pages[i]).toBeGreaterThan(pages[i - 1]);
  });
});

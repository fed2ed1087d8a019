import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../../db/seed/factories.ts";
import { catalogState, quotationItems, quotations } from "../../db/schema/index.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { refreshProductDemand } from "./catalog.demand.repository.ts";

// Issue 22, ADR 036: 'Mejor valorados' orders by what customers ask for: in how many quotation
// requests of the last 90 days a product appears (possible spam only once marked genuine).

let t: TestApp;
const id: Record<"plenty" | "few" | "scarce" | "words", number> = { plenty: 0, few: 0, scarce: 0, words: 0 };
let sequence = 0;

/** A stored quotation request naming `products`, `daysAgo` days old. */
async function request(products: number[], opts: { daysAgo?: number; spam?: boolean; genuine?: boolean } = {}) {
  const n = ++sequence;
  const [q] = await t.database.db
    .insert(quotations)
    .values({
      reference: `COT-2026-${String(n).padStart(6, "0")}`,
      name: "Cliente",
      email: `cliente${n}@example.com`,
      total: "10.00",
      spam_reasons: opts.spam ? ["burst"] : null,
      marked_genuine_at: opts.genuine ? new Date() : null,
      created_at: sql`now() - make_interval(days => ${opts.daysAgo ?? 1})`,
    })
    .returning({ id: quotations.id });
  await t.database.db.insert(quotationItems).values(
    products.map((productId) => ({
      quotation_id: q.id,
      product_id: productId,
      product_name: "Producto",
      quantity: 3,
      unit_price: "1.00",
      line_total: "3.00",
    })),
  );
}

const version = async () => Number((await t.database.db.select({ v: catalogState.version }).from(catalogState))[0].v);

async function listIds(sort: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/products?sort=${sort}` });
  expect(res.statusCode).toBe(200);
  return json(res).data.products.map((p: { id: number }) => p.id) as number[];
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  id.plenty = (await createProduct(db, { name: "Contactor con mucho stock", stock_quantity: 50 })).id;
  id.few = (await createProduct(db, { name: "Relé con poco stock", stock_quantity: 5 })).id;
  id.scarce = (await createProduct(db, { name: "PLC casi agotado", stock_quantity: 1 })).id;
  id.words = (
    await createProduct(db, { name: "Fuente disponible", stock_quantity: null, stock_text: "Disponible" })
  ).id;
});
afterAll(() => t?.close());

describe("'Mejor valorados' (sort=rating)", () => {
  it("is the stock order while nobody has asked for anything", async () => {
    expect(await refreshProductDemand(t.database.db, 0)).toEqual({ changed: 0 });
    expect(await listIds("rating")).toEqual(await listIds("stock"));
  });

  it("puts the products named in the most requests of the last 90 days first", async () => {
    await request([id.scarce, id.few]);
    await request([id.scarce], { daysAgo: 30 });
    await request([id.words], { spam: true, genuine: true });
    // Not counted: older than 90 days, and possible spam nobody has confirmed.
    await request([id.plenty], { daysAgo: 91 });
    await request([id.plenty, id.plenty], { spam: true });
    await request([id.plenty], { daysAgo: 120 });

    const before = await version();
    expect(await refreshProductDemand(t.database.db, 0)).toEqual({ changed: 3 });
    // A changed count moves the catalogue version: cached lists and the search index follow.
    expect(await version()).toBeGreaterThan(before);
    // scarce: 2 requests; few and words: 1 each (few has a stock number, words text: last);
    // plenty: none that count.
    expect(await listIds("rating")).toEqual([id.scarce, id.few, id.words, id.plenty]);
    expect(await listIds("stock")).toEqual([id.plenty, id.few, id.scarce, id.words]);
  });

  it("counts again at most once per period, and writes nothing when nothing changed", async () => {
    expect(await refreshProductDemand(t.database.db, 3_600_000)).toBeNull();
    const before = await version();
    expect(await refreshProductDemand(t.database.db, 0)).toEqual({ changed: 0 });
    expect(await version()).toBe(before);
  });

  it("forgets requests that leave the window", async () => {
    await t.database.db.execute(sql`UPDATE quotations SET created_at = now() - interval '100 days'`);
    expect(await refreshProductDemand(t.database.db, 0)).toEqual({ changed: 3 });
    expect(await listIds("rating")).toEqual(await listIds("stock"));
  });
});

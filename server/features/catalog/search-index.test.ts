import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENCH_BRANDS, loadSearchBenchCatalog } from "../../../bench/search-data.ts";
import { productListQuery, type SortOption } from "../../../contracts/catalog.ts";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../test/db.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { refreshProductDemand } from "./catalog.demand.repository.ts";
import { createCatalogService, type CatalogService } from "./catalog.service.ts";
import { buildSearchIndex } from "./search-index.ts";
import { planSearch } from "./search.ts";

// ADR 027: the in-memory index must answer exactly what the SQL answers (the same products in the
// same order, the same totals and facet counts) for the catalogue's whole query language.
let database: Database;
let sqlOnly: CatalogService;
let indexed: CatalogService;
let codes: { sku: string; sku_ec: string | null }[];

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await loadSearchBenchCatalog(db, 1500);
  // Free-text prices and stock (NULL numbers), sold-out and inactive products, repeated names.
  await db.execute(sql`UPDATE products SET price = NULL WHERE id % 11 = 0`);
  await db.execute(sql`UPDATE products SET stock_quantity = NULL WHERE id % 17 = 0`);
  await db.execute(sql`UPDATE products SET stock_quantity = -2 WHERE id % 29 = 0`);
  // 'Mejor valorados' (ADR 036): requests naming some products, so the demand order is not the
  // stock order; ties (most products: no request) fall back to stock.
  await db.execute(sql`
    INSERT INTO quotations (reference, name, email, total)
    SELECT 'COT-2026-' || lpad(g::text, 6, '0'), 'Cliente', 'c' || g || '@example.com', 1 FROM generate_series(1, 40) g`);
  await db.execute(sql`
    INSERT INTO quotation_items (quotation_id, product_id, product_name, quantity)
    SELECT q.id, p.id, p.name, 1 FROM quotations q JOIN products p ON p.id % 7 = 3 AND p.id % 40 < q.id % 40 + 1`);
  expect(await refreshProductDemand(db, 0)).not.toBeNull();
  const rows = await db.execute(sql`SELECT sku, sku_ec FROM products WHERE id % 211 = 0 ORDER BY id`);
  codes = (rows as unknown as { rows: typeof codes }).rows;
  const repo = createCatalogRepository(db);
  sqlOnly = createCatalogService({ repo, cacheEntries: 0, searchIndex: "off" });
  indexed = createCatalogService({ repo, cacheEntries: 0, searchIndex: "wait" });
});
afterAll(() => database.close());

const SORTS: SortOption[] = ["default", "name", "price-asc", "price-desc", "stock", "rating"];

function searches(): string[] {
  const words = ["variador", "variadores", "sensor", "industrial", "compacto", "módulos", "controlador", "fuente"];
  const typos = ["varaidor", "contactro", "sesnores", "industral", "controaldor"];
  const brands = BENCH_BRANDS.slice(0, 4).map((b) => b[0]);
  const fromCodes = codes.flatMap(({ sku, sku_ec }) => [
    sku,
    sku.toLowerCase().replace(/-/g, " "),
    sku.replace(/-/g, "").slice(0, 6),
    `${sku.replace(/-/g, "").slice(0, 5)}*`,
    ...(sku_ec ? [sku_ec] : []),
  ]);
  return [...words, ...typos, ...brands, "variador siemens", "sensor 24 vdc", "kw", "de la", "vari*", ...fromCodes];
}

async function bothAnswer(params: Record<string, string>, staff = false) {
  const q = productListQuery.parse(params);
  const [expected, actual] = await Promise.all([
    sqlOnly.listProducts(q, { staff }),
    indexed.listProducts(q, { staff }),
  ]);
  const ids = (list: typeof expected) => list.products.map((p) => p.id);
  expect(ids(actual), JSON.stringify(params)).toEqual(ids(expected));
  expect({ ...actual, products: [] }, JSON.stringify(params)).toEqual({ ...expected, products: [] });
  return expected.total;
}

// A sweep of a hundred queries through both paths: slower than one assertion on a busy machine.
describe("the in-memory search index", { timeout: 120_000 }, () => {
  it("answers every search, sort and page exactly as SQL does", async () => {
    let matched = 0;
    for (const [i, search] of searches().entries()) {
      const sort = SORTS[i % SORTS.length];
      matched += await bothAnswer({ search, sort });
      await bothAnswer({ search, sort: "default", page: "2", perPage: "7" });
    }
    expect(matched).toBeGreaterThan(1000);
  });

  it("orders 'Mejor valorados' by demand, not stock, as SQL does (issue 22)", async () => {
    for (const search of ["variador", "industrial", "sensor", "controlador"]) {
      await bothAnswer({ search, sort: "rating", perPage: "48" });
      const q = (sort: SortOption) => productListQuery.parse({ search, sort, perPage: "48" });
      const [rating, stock] = await Promise.all([
        indexed.listProducts(q("rating"), { staff: false }),
        indexed.listProducts(q("stock"), { staff: false }),
      ]);
      expect(
        rating.products.map((p) => p.id),
        search,
      ).not.toEqual(stock.products.map((p) => p.id));
    }
  });

  it("counts facets and filters exactly as SQL does", async () => {
    const filters: Record<string, string>[] = [
      { category: "2" },
      { brand: "3" },
      { category: "1", brand: "2" },
      { category: "1", subcategory: "2", voltaje: "24 VDC" },
      { potencia: "7.5", comunicacion: "PROFINET" },
      { stock: "in" },
      { stock: "out" },
      { hasDatasheet: "true" },
      { series: "SINAMICS G120" },
    ];
    for (const search of ["variador", "industrial", "sensores", "siemens compacto", "6es7"])
      for (const f of filters) await bothAnswer({ search, ...f, sort: "price-desc" });
  });

  it("counts each list's facets from its own matches while other searches run", async () => {
    // A list's facets are counted while its page is read (ADR 065): by then other searches have
    // used the index's scratch.
    const queries = ["variador", "industrial", "sensores", "siemens compacto", codes[1].sku, "6es7"].map((search) =>
      productListQuery.parse({ search }),
    );
    const alone = [];
    for (const q of queries) alone.push(await sqlOnly.listProducts(q, { staff: false }));
    const together = await Promise.all(queries.map((q) => indexed.listProducts(q, { staff: false })));
    expect(together.map((list) => list.facets)).toEqual(alone.map((list) => list.facets));
    expect(together.map((list) => list.total)).toEqual(alone.map((list) => list.total));
  });

  it("shows staff the inactive products as SQL does", async () => {
    for (const search of ["variador", "industrial", codes[3].sku])
      await bothAnswer({ search, includeInactive: "true", perPage: "50" }, true);
  });

  it("suggests what SQL suggests while the matches fit SQL's pool", async () => {
    for (const q of ["va", "vari", "sens", "siemens co", codes[5].sku.slice(0, 6), "controlador ind"]) {
      const [expected, actual] = await Promise.all([sqlOnly.suggest(q), indexed.suggest(q)]);
      expect(actual, q).toEqual(expected);
    }
  });

  it("suggests the first six products the list would show for the same words", async () => {
    // A suggestion ranks its pool in passes by relevance group (bestOf); the list sorts a column
    // of keys. Broad prefixes (thousands of matches, every group), codes, named brands, two words.
    const snapshot = await createCatalogRepository(database.db).searchSnapshot();
    if (!snapshot) throw new Error("no catalogue to index");
    const index = await buildSearchIndex(snapshot);
    const lookups = { ...index.lookups, named: async (terms: Parameters<typeof index.named>[0]) => index.named(terms) };
    const typed = ["va", "se", "mo", "co", "in", "siemens", "módulo s", "sensor i", "ABB va", codes[2].sku.slice(0, 4)];
    for (const text of typed) {
      const plan = await planSearch(text, lookups, { prefixLast: true });
      const listed = index.list(
        { search: plan, includeInactive: false, stock: "all" },
        { sort: "default", limit: 6, offset: 0 },
      );
      expect(index.suggest(plan, 6), text).toEqual(listed.ids);
      expect(listed.ids.length, text).toBeGreaterThan(0);
    }
  });
});

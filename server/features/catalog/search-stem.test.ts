import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSearchBenchCatalog } from "../../../bench/search-data.ts";
import type { Database } from "../../db/client.ts";
import { seedDemoCatalog } from "../../db/seed/seed.ts";
import { createTestDatabase } from "../../test/db.ts";
import { foldText, lexemesOf } from "./search-stem.ts";

// Issue 24: the process stems as the database does (ADR 031), so a query needs no round trip to
// be analysed. Every text the search reads, of the demo and the bench catalogues, through both.
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalog(database.db);
});
afterAll(() => database.close());

type Row = { text: string; folded: string; lexemes: string[] };
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Each text with the database's fold and its lexemes in position order (repeats kept). */
async function databaseAnalysis(texts: string[]): Promise<Row[]> {
  const result = await database.db.execute(sql`
    SELECT t AS text, search_fold(t) AS folded,
      coalesce((SELECT array_agg(x.lexeme ORDER BY x.pos) FROM (
        SELECT u.lexeme, p AS pos FROM unnest(to_tsvector('spanish'::regconfig, search_fold(t))) u, unnest(u.positions) p
      ) x), '{}') AS lexemes
    FROM unnest(${`{${texts.map((x) => `"${x.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]) t`);
  return rowsOf(result);
}

async function catalogueTexts(): Promise<string[]> {
  const result = await database.db.execute(sql`
    SELECT DISTINCT t FROM (
      SELECT unnest(ARRAY[name, series, sku, sku_ec, description, voltaje, corriente, potencia_kw]) AS t FROM products
      UNION ALL SELECT name FROM brands UNION ALL SELECT name FROM categories UNION ALL SELECT name FROM subcategories
    ) x WHERE t IS NOT NULL`);
  return (result as unknown as { rows: { t: string }[] }).rows.map((r) => r.t);
}

function expectSameAnalysis(rows: Row[]) {
  let words = 0;
  for (const row of rows) {
    // PostgreSQL 15 drops the space unaccent puts before a fraction ('½' → ' 1/2'), 18 keeps it.
    expect(foldText(row.text).trim(), row.text).toBe(row.folded.trim());
    expect(lexemesOf(row.text), row.text).toEqual(row.lexemes);
    words += row.lexemes.length;
  }
  return words;
}

describe("the in-process Spanish analysis (issue 24)", { timeout: 120_000 }, () => {
  it("folds and stems every text of the demo catalogue as the database does", async () => {
    const words = expectSameAnalysis(await databaseAnalysis(await catalogueTexts()));
    expect(words).toBeGreaterThan(5_000);
  });

  it("folds and stems every text of the bench catalogue as the database does", async () => {
    await database.db.execute(sql`TRUNCATE products, subcategories, categories, brands RESTART IDENTITY CASCADE`);
    await loadSearchBenchCatalog(database.db, 3_000);
    const words = expectSameAnalysis(await databaseAnalysis(await catalogueTexts()));
    expect(words).toBeGreaterThan(20_000);
  });

  it("agrees on what people type: accents, capitals, symbols, plurals, codes and stop words", async () => {
    const typed = [
      "Variadores de FRECUENCIA",
      "MÓDULOS",
      "Ñandú ÁRBOL Über",
      "Alimentación trifásica",
      "módulo E/S",
      "6ES7 214-1AG40-0XB0",
      "12e3abc 1e5x7 2e10 e1e2 11e2e",
      "7,5 kW",
      "24VDC",
      "½ HP",
      "ß æ œ ø ł đ",
      "ｋｗ ＫＴＰ７００",
      "de la para con sin",
      "interruptor termomagnético",
      "fuentes de poder",
      "PLCs HMIs VFDs",
      "contactores guardamotores",
      "señalización",
      "conexión",
      "inalámbrico",
      "electroválvula",
      "relé",
      "relés",
    ];
    expectSameAnalysis(await databaseAnalysis(typed));
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../test/db.ts";
import { addContribution, byLexeme, finishRank, forEachEntry, lengthNorm } from "./ts-rank.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type VectorEntry = { lexeme: string; inName: boolean; contribution: number };

/** `'lexeme':1A,5C 'other':2` → its entries and cnt_length, as the index reads them. */
function parseTsvector(text: string): { entries: VectorEntry[]; length: number } {
  const entries: VectorEntry[] = [];
  const length = forEachEntry(text, (lexeme, inName, contribution) => entries.push({ lexeme, inName, contribution }));
  return { entries, length };
}

/** The rank recomputed from the vector's text, for an OR query of these lexemes. */
function localRank(vectorText: string, lexemes: string[]): number {
  const { entries, length } = parseTsvector(vectorText);
  const query = [...new Set(lexemes)].sort(byLexeme);
  const held = query.flatMap((l) => entries.filter((e) => e.lexeme === l).map((e) => e.contribution));
  return entries.length ? finishRank(held.reduce(addContribution, 0), query.length, lengthNorm(length)) : 0;
}

// Documents shaped like the catalogue's: a name weighing A, a description C, repeated words.
const DOCS: [string, string][] = [
  ["Variador de frecuencia ATV320 2.2 kW", "Variador compacto para bombas y ventiladores; variador con Modbus"],
  ["Variador", ""],
  ["CPU 1214C DC/DC/DC", "Controlador compacto con 14 entradas y 10 salidas, variador no incluido"],
  ["Sensor inductivo M12", "Sensor sensor sensor de proximidad para detección industrial"],
  ["Módulo de entradas digitales", "Módulo industrial de 16 entradas, compatible con variadores y controladores"],
];
const QUERIES = [["variador"], ["variador", "compact"], ["sensor", "industrial", "m12"], ["modul", "entrad"], ["bomb"]];

describe("ts_rank recomputed in memory", () => {
  it("equals PostgreSQL's float4 rank for every document and query", async () => {
    for (const [name, description] of DOCS) {
      const vector = sql`setweight(to_tsvector('spanish'::regconfig, search_fold(${name})), 'A') || setweight(to_tsvector('spanish'::regconfig, search_fold(${description})), 'C')`;
      for (const lexemes of QUERIES) {
        const query = lexemes.map((l) => `'${l}'`).join(" | ");
        const result = await database.db.execute(
          sql`SELECT (${vector})::text AS text, ts_rank(${vector}, ${query}::tsquery, 1) AS rank`,
        );
        const [row] = (result as unknown as { rows: { text: string; rank: number }[] }).rows;
        expect(localRank(row.text, lexemes), `${name} / ${query}`).toBe(Math.fround(Number(row.rank)));
      }
    }
  });

  it("reads weights and positions from a vector's text", () => {
    const { entries, length } = parseTsvector("'bomb':3C 'variador':1A,5C 'x'");
    expect(entries.map((e) => [e.lexeme, e.inName])).toEqual([
      ["bomb", false],
      ["variador", true],
      ["x", false],
    ]);
    expect(length).toBe(4);
  });
});

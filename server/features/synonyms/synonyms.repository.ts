import { asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { searchMisses, searchSynonyms } from "../../db/schema/index.ts";

/** Distinct queries a day may add: a bot typing random text cannot grow the table without bound. */
export const MISSES_PER_DAY = 5_000;

const columns = { id: searchSynonyms.id, terms: searchSynonyms.terms, updated_at: searchSynonyms.updated_at };

export function createSynonymsRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    list: (tx: Tx = db) => tx.select(columns).from(searchSynonyms).orderBy(asc(searchSynonyms.id)),

    async find(id: number, tx: Tx = db) {
      const [row] = await tx.select(columns).from(searchSynonyms).where(eq(searchSynonyms.id, id));
      return row;
    },

    /** Locks the group for the rest of the transaction (update and delete record what they replaced). */
    async lock(id: number, tx: Tx) {
      const rows = await tx
        .select({ id: searchSynonyms.id })
        .from(searchSynonyms)
        .where(eq(searchSynonyms.id, id))
        .for("update");
      return rows.length > 0;
    },

    async insert(terms: string[], tx: Tx = db) {
      const [row] = await tx.insert(searchSynonyms).values({ terms }).returning({ id: searchSynonyms.id });
      return row.id;
    },

    update: (id: number, terms: string[], tx: Tx = db) =>
      tx.update(searchSynonyms).set({ terms, updated_at: new Date() }).where(eq(searchSynonyms.id, id)),

    remove: (id: number, tx: Tx = db) => tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)),

    /**
     * More searches today that found nothing, each query with its count. A query new today is
     * added only while the day has room, the first recorded first.
     */
    async recordMisses(misses: [query: string, count: number][], tx: Tx = db) {
      if (!misses.length) return;
      await tx.execute(sql`
        WITH batch AS (
          SELECT m.query, m.count, m.n,
            EXISTS (SELECT 1 FROM ${searchMisses} s WHERE s.day = current_date AND s.query = m.query) AS known
          FROM unnest(${sql.param(misses.map(([query]) => query))}::text[], ${sql.param(misses.map(([, count]) => count))}::int[])
            WITH ORDINALITY AS m(query, count, n)),
        fresh AS (
          SELECT query, count FROM batch WHERE NOT known ORDER BY n
          LIMIT greatest(0, ${MISSES_PER_DAY} - (SELECT count(*) FROM ${searchMisses} WHERE day = current_date)))
        INSERT INTO ${searchMisses} (day, query, count)
        SELECT current_date, query, count FROM batch WHERE known
        UNION ALL SELECT current_date, query, count FROM fresh
        ON CONFLICT (day, query) DO UPDATE SET count = ${searchMisses.count} + EXCLUDED.count`);
    },

    /** The most counted queries of the last `days` days. */
    async topMisses(days: number, limit: number, tx: Tx = db) {
      const result = await tx.execute(sql`
        SELECT query, sum(count)::int AS count, max(day)::text AS last_day FROM ${searchMisses}
        WHERE day > current_date - ${days}::int
        GROUP BY query ORDER BY sum(count) DESC, max(day) DESC, query LIMIT ${limit}`);
      return (result as unknown as { rows: { query: string; count: number; last_day: string }[] }).rows.map((r) => ({
        ...r,
        count: Number(r.count),
      }));
    },
  };
}

export type SynonymsRepository = ReturnType<typeof createSynonymsRepository>;

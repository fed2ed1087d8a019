import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** A product as the parts list shows it, with the normalised codes it was matched on. */
export type CodeRow = {
  id: number;
  sku: string;
  sku_ec: string | null;
  sku_code: string;
  sku_ec_code: string | null;
  name: string;
  brand_id: number | null;
  brand_name: string | null;
  price_text: string | null;
  price: string | null;
  main_image: string | null;
};
export type FuzzyRow = CodeRow & { entry: number; score: number };

/** Candidates read per line and per source; the best few are kept. Scoring costs ~30 µs a candidate. */
const POOL = 12;

/**
 * The codes next to the line's code in sorted order, above (its prefix matches and a late typo:
 * 6ES7214 → 6ES7214-1AG40-0XB0) and below (6ES7216-… → 6ES7215-…), through the text_pattern_ops
 * btree. A code with a typo in its first characters is left to the word match.
 */
const neighbours = (column: "sku_code" | "sku_ec_code") => {
  const col = sql.raw(`products.${column}`);
  const value = sql`q.code`;
  return sql`(SELECT id FROM products WHERE ${col} ~>=~ ${value} ORDER BY ${col} USING ~<~ LIMIT ${POOL})
    UNION ALL
    (SELECT id FROM products WHERE ${col} ~<~ ${value} ORDER BY ${col} USING ~>~ LIMIT ${POOL / 2})`;
};

// A constant array literal: the planner sees how many rows unnest() gives (ADR 015).
const textArray = (items: string[]) => `{${items.map((w) => `"${w.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

const columns = sql`p.id, p.sku, p.sku_ec, p.sku_code, p.sku_ec_code, p.name, p.brand_id, b.name AS brand_name,
  p.price_text, p.price::text AS price, p.main_image`;

export function createPartsListRepository(db: Db) {
  return {
    /** Active products whose SKU or SKU EC, without separators or case, is one of `codes`. */
    async byNormalisedCodes(codes: string[], tx: Tx = db): Promise<CodeRow[]> {
      if (codes.length === 0) return [];
      const list = sql`ANY(${textArray(codes)}::text[])`;
      const result = await tx.execute(sql`
        SELECT ${columns} FROM products p LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.is_active AND (p.sku_code = ${list} OR p.sku_ec_code = ${list})
        ORDER BY p.id`);
      return rowsOf<CodeRow>(result);
    },

    /** Active products by id (candidates the search index found), in id order. */
    async byIds(ids: number[], tx: Tx = db): Promise<CodeRow[]> {
      if (ids.length === 0) return [];
      const result = await tx.execute(sql`
        SELECT ${columns} FROM products p LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.is_active AND p.id = ANY(${`{${ids.map(Number).join(",")}}`}::int[])
        ORDER BY p.id`);
      return rowsOf<CodeRow>(result);
    },

    /**
     * For each code, the most similar active products by trigram similarity of the codes, among
     * the codes sorted next to it (through indexes only). Used while the search index is not
     * current (ADR 027); otherwise the index gives the same neighbourhood without SQL.
     */
    async fuzzy(codes: string[], limit: number, tx: Tx = db): Promise<FuzzyRow[]> {
      if (codes.length === 0) return [];
      const result = await tx.execute(sql`
        SELECT q.i::int - 1 AS entry, c.* FROM unnest(${textArray(codes)}::text[]) WITH ORDINALITY AS q(code, i)
        CROSS JOIN LATERAL (
          SELECT ${columns}, round(greatest(
              similarity(p.sku_code, q.code), word_similarity(q.code, p.sku_code),
              similarity(coalesce(p.sku_ec_code, ''), q.code), word_similarity(q.code, coalesce(p.sku_ec_code, ''))
            )::numeric, 3)::float8 AS score
          FROM products p LEFT JOIN brands b ON b.id = p.brand_id
          WHERE p.is_active AND p.id IN (
            ${neighbours("sku_code")}
            UNION ALL
            ${neighbours("sku_ec_code")})
          ORDER BY score DESC, p.sku_code, p.id LIMIT ${limit}
        ) c
        ORDER BY entry, c.score DESC, c.sku_code, c.id`);
      return rowsOf<FuzzyRow>(result).map((r) => ({ ...r, entry: Number(r.entry), score: Number(r.score) }));
    },
  };
}

export type PartsListRepository = ReturnType<typeof createPartsListRepository>;

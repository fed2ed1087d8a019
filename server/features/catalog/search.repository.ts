import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client.ts";
import { brands, categories, products, subcategories } from "../../db/schema/index.ts";
import type { CodeTerm, NamedIds, SearchPlan, SearchTerm, TextTerm, TokenAnalysis } from "./search.ts";

/**
 * The catalogue search's SQL (ADR 015): query analysis against the typo dictionary, and the
 * match and rank expressions the list, the facet counts and the suggestions share.
 */

/** Candidates read per unknown word, most similar first; search.ts checks their edit distance. */
const CANDIDATES = 60;

/**
 * An array literal: unnest() of a constant lets the planner count the words; a set-returning
 * function it cannot see into is costed at 1,000 rows, and the inflated cost switched on JIT
 * compilation (200 ms) on PostgreSQL.
 */
const textArray = (words: string[]) => `{${words.map((w) => `"${w.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

/**
 * Folds and stems each query word as the catalogue was folded and stemmed (search_fold, then
 * the Spanish configuration), says whether the stem is known, and for unknown words lists the
 * dictionary words that could be what was meant: those sharing enough trigrams (pg_trgm's %,
 * GIN index) and those of the same first letter and a close length (index search_words_shape).
 * A token still being typed is never corrected: looking for its candidates, the costliest part,
 * would only slow the suggestions down.
 */
export async function analyseWords(db: Tx, words: string[], opts: { typingLast: boolean }): Promise<TokenAnalysis[]> {
  const typing = opts.typingLast ? sql`OR (w.i = ${words.length} AND t.last)` : sql``;
  const result = await db.execute(sql`
    SELECT w.i::int - 1 AS word, t.token, t.lexeme, k.known,
      CASE WHEN k.known OR t.lexeme IS NULL OR t.token ~ '[0-9]' ${typing} THEN '[]'::json ELSE coalesce((
        SELECT json_agg(json_build_object('word', c.word, 'lexeme', c.lexeme)) FROM (
          SELECT u.word, u.lexeme FROM (
            SELECT s.word, s.lexeme FROM search_words s WHERE s.word % t.token
            UNION
            SELECT s.word, s.lexeme FROM search_words s
            WHERE left(s.word, 1) = left(t.token, 1) AND length(s.word) BETWEEN length(t.token) - 2 AND length(t.token) + 2
          ) u ORDER BY similarity(u.word, t.token) DESC, u.word LIMIT ${CANDIDATES}) c), '[]'::json)
      END AS candidates
    FROM unnest(${textArray(words)}::text[]) WITH ORDINALITY AS w(raw, i)
    CROSS JOIN LATERAL (
      SELECT x.token, x.ord, (tsvector_to_array(to_tsvector('spanish'::regconfig, x.token)))[1] AS lexeme,
        x.ord = cardinality(f.tokens) AS last
      FROM (SELECT string_to_array(trim(search_fold(w.raw)), ' ') AS tokens) f,
        unnest(f.tokens) WITH ORDINALITY AS x(token, ord)
      WHERE x.token <> ''
    ) t
    CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM search_words s WHERE s.lexeme = t.lexeme) AS known) k
    ORDER BY w.i, t.ord`);
  const rows = (result as unknown as { rows: TokenAnalysis[] }).rows;
  return rows.map((r) => ({ ...r, word: Number(r.word), candidates: r.candidates ?? [] }));
}

/** A tsquery literal for one stem: quoted, so nothing a visitor types is tsquery syntax. */
function lexemeQuery(lexeme: string, opts: { prefix?: boolean; nameOnly?: boolean } = {}): string {
  const quoted = `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
  const flags = `${opts.prefix ? "*" : ""}${opts.nameOnly ? "A" : ""}`;
  return flags ? `${quoted}:${flags}` : quoted;
}

const vectorHas = (query: string) => sql`${products.search_vector} @@ ${query}::tsquery`;

/** Brands, categories and subcategories are few: their names are matched on the fly. */
const nameHas = (table: typeof brands | typeof categories | typeof subcategories, query: SQL) =>
  sql`ARRAY(SELECT id FROM ${table} WHERE to_tsvector('spanish'::regconfig, search_fold(${table.name})) @@ ${query} ORDER BY id)`;

/** For each term, the brands, categories and subcategories whose name holds it. */
export async function namedIds(db: Tx, terms: { lexeme: string; prefix: boolean }[]): Promise<NamedIds[]> {
  const queries = terms.map((t) => lexemeQuery(t.lexeme, { prefix: t.prefix }));
  const q = sql`t.q::tsquery`;
  const result = await db.execute(sql`
    SELECT ${nameHas(brands, q)} AS brands, ${nameHas(categories, q)} AS categories,
      ${nameHas(subcategories, q)} AS subcategories
    FROM unnest(${textArray(queries)}::text[]) WITH ORDINALITY AS t(q, i) ORDER BY t.i`);
  return (result as unknown as { rows: NamedIds[] }).rows;
}

const oneOf = (column: PgColumn, ids: number[]) =>
  ids.length
    ? [
        sql`${column} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ]
    : [];

/** The product is of a brand, category or subcategory the term names. */
function taxonomyHas(n: NamedIds): SQL[] {
  return [
    ...oneOf(products.brand_id, n.brands),
    ...oneOf(products.category_id, n.categories),
    ...oneOf(products.subcategory_id, n.subcategories),
  ];
}

const codePrefix = (code: string) =>
  sql`(${products.sku_code} LIKE ${`${code}%`} OR ${products.sku_ec_code} LIKE ${`${code}%`})`;

function textMatch(t: TextTerm, nameOnly: boolean): SQL {
  const words = lexemeQuery(t.lexeme, { prefix: t.prefix, nameOnly });
  return sql`(${sql.join([vectorHas(words), ...taxonomyHas(t.named)], sql` OR `)})`;
}

function codeMatch(t: CodeTerm, nameOnly: boolean): SQL {
  const all = t.lexemes.map((l) => lexemeQuery(l, { nameOnly })).join(" & ");
  return t.code ? sql`(${vectorHas(all)} OR ${codePrefix(t.code)})` : vectorHas(all);
}

const termMatch = (t: SearchTerm, nameOnly = false) =>
  t.kind === "code" ? codeMatch(t, nameOnly) : textMatch(t, nameOnly);
const all = (parts: SQL[]) => sql`(${sql.join(parts, sql` AND `)})`;

/** Products the plan finds: the whole query as an order code, or every term somewhere. */
export function planMatch(plan: SearchPlan): SQL {
  if (plan.wildcard)
    return sql`(${products.sku_code} LIKE ${plan.wildcard} OR ${products.sku_ec_code} LIKE ${plan.wildcard})`;
  const either: SQL[] = [];
  if (plan.code) either.push(codePrefix(plan.code));
  if (plan.terms.length) either.push(all(plan.terms.map((t) => termMatch(t))));
  return either.length ? sql`(${sql.join(either, sql` OR `)})` : sql`false`;
}

/** Products ranked for suggestions: enough to pick 6 good ones without ranking thousands. */
const SUGGESTION_POOL = 200;

/**
 * The products suggestions are ranked among: the order-code matches (few, through the code
 * indexes) and the first matches of the rest. A prefix of two letters matches thousands of
 * products; ranking them all would cost the list's price (20–30 ms) on every keystroke.
 */
export function suggestionPool(plan: SearchPlan): SQL {
  const pick = (where: SQL, limit: number) =>
    sql`(SELECT ${products.id} FROM ${products} WHERE ${products.is_active} AND ${where} LIMIT ${limit})`;
  const parts = [pick(planMatch(plan), SUGGESTION_POOL)];
  if (plan.code && !plan.wildcard) parts.unshift(pick(codePrefix(plan.code), SUGGESTION_POOL));
  return sql`${products.id} IN (${sql.join(parts, sql` UNION ALL `)})`;
}

/** 0 for an exact order code (SKU or SKU EC, separators ignored), 1 otherwise. */
export function exactCodeFirst(plan: SearchPlan): SQL | undefined {
  if (!plan.code) return undefined;
  return sql`CASE WHEN ${products.sku_code} = ${plan.code} OR ${products.sku_ec_code} = ${plan.code} THEN 0 ELSE 1 END`;
}

/**
 * Relevance: exact code, then code prefix, then every term in the name, series or codes or the
 * brand, category or subcategory, then the rest (matched through the description); text rank
 * orders each tier.
 */
export function relevanceOrder(plan: SearchPlan): SQL[] {
  if (plan.wildcard) return [sql`${products.sku_code}`];
  const tiers: SQL[] = [];
  if (plan.code) {
    tiers.push(sql`WHEN ${products.sku_code} = ${plan.code} OR ${products.sku_ec_code} = ${plan.code} THEN 0`);
    tiers.push(sql`WHEN ${codePrefix(plan.code)} THEN 1`);
  }
  if (plan.terms.length) tiers.push(sql`WHEN ${all(plan.terms.map((t) => termMatch(t, true)))} THEN 2`);
  const order = tiers.length ? [sql`CASE ${sql.join(tiers, sql` `)} ELSE 3 END`] : [];
  // A product of the brand or category asked for ("variador") before one that names it in
  // passing (an adapter "para variadores").
  const named = plan.terms.flatMap((t) => (t.kind === "text" ? taxonomyHas(t.named) : []));
  if (named.length) order.push(sql`CASE WHEN ${sql.join(named, sql` OR `)} THEN 0 ELSE 1 END`);
  // Within a tier, the products whose text holds the words most (and is shortest) come first.
  const lexemes = plan.terms.flatMap((t) => (t.kind === "code" ? t.lexemes : [t.lexeme]));
  if (lexemes.length) {
    const any = lexemes.map((l) => lexemeQuery(l)).join(" | ");
    order.push(sql`ts_rank(${products.search_vector}, ${any}::tsquery, 1) DESC`);
  }
  return order;
}

/** Brands or categories whose name matches any text term (suggestions as you type). */
export async function matchingNames(
  db: Tx,
  table: typeof brands | typeof categories,
  plan: SearchPlan,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  const texts = plan.terms.filter((t): t is TextTerm => t.kind === "text");
  if (plan.wildcard || texts.length === 0) return [];
  const query = texts.map((t) => lexemeQuery(t.lexeme, { prefix: t.prefix })).join(" | ");
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(sql`to_tsvector('spanish'::regconfig, search_fold(${table.name})) @@ ${query}::tsquery`)
    .orderBy(sql`lower(${table.name})`)
    .limit(limit);
}

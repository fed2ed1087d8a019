import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client.ts";
import { accessories, brands, categories, products, searchSynonyms, subcategories } from "../../db/schema/index.ts";
import type { QuantityKey } from "./search-quantities.ts";
import { rankOperands } from "./search.ts";
import type {
  Alternative,
  Analysis,
  AnalysisRequest,
  Candidate,
  NamedIds,
  Operand,
  SearchPlan,
  SearchTerm,
  TechnicalValues,
} from "./search.ts";

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

type AnalysisRow = { k: "known" | "catalogue" | "candidates"; v: string; c: Candidate[] | null };

/**
 * What the query's words are to the catalogue, in one statement (the words were folded and
 * stemmed in the process, search-stem.ts): which stems the typo dictionary knows, which stems some
 * product's text holds (joins and splits of model names), and, for each word whose stem the
 * dictionary does not know, the dictionary words that could be what was meant: those sharing
 * enough trigrams (pg_trgm's %, GIN index) and those of the same first letter and a close length
 * (index search_words_shape), most similar first.
 */
export async function analyseQuery(db: Tx, request: AnalysisRequest): Promise<Analysis> {
  const result = await db.execute(sql`
    SELECT 'known' AS k, l AS v, NULL::json AS c FROM unnest(${textArray(request.dictionary)}::text[]) l
    WHERE EXISTS (SELECT 1 FROM search_words s WHERE s.lexeme = l)
    UNION ALL
    SELECT 'catalogue', q.l, NULL FROM unnest(${textArray(request.catalogue)}::text[],
      ${textArray(request.catalogue.map((l) => operandQuery({ lexeme: l, prefix: false })))}::text[]) AS q(l, tq)
    WHERE EXISTS (SELECT 1 FROM ${products} p WHERE p.search_vector @@ q.tq::tsquery)
    UNION ALL
    SELECT 'catalogue', q.l || '*', NULL FROM unnest(${textArray(request.cataloguePrefixes)}::text[],
      ${textArray(request.cataloguePrefixes.map((l) => operandQuery({ lexeme: l, prefix: true })))}::text[]) AS q(l, tq)
    WHERE EXISTS (SELECT 1 FROM ${products} p WHERE p.search_vector @@ q.tq::tsquery)
    UNION ALL
    SELECT 'candidates', t.token, coalesce((
      SELECT json_agg(json_build_object('word', c.word, 'lexeme', c.lexeme)) FROM (
        SELECT u.word, u.lexeme FROM (
          SELECT s.word, s.lexeme FROM search_words s WHERE s.word % t.token
          UNION
          SELECT s.word, s.lexeme FROM search_words s
          WHERE left(s.word, 1) = left(t.token, 1) AND length(s.word) BETWEEN length(t.token) - 2 AND length(t.token) + 2
        ) u ORDER BY similarity(u.word, t.token) DESC, u.word LIMIT ${CANDIDATES}) c), '[]'::json)
    FROM unnest(${textArray(request.correct.map((c) => c.token))}::text[],
      ${textArray(request.correct.map((c) => c.lexeme))}::text[]) AS t(token, lexeme)
    WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.lexeme = t.lexeme)`);
  const analysis: Analysis = { known: new Set(), inCatalogue: new Set(), candidates: new Map() };
  for (const r of (result as unknown as { rows: AnalysisRow[] }).rows) {
    if (r.k === "known") analysis.known.add(r.v);
    else if (r.k === "catalogue") analysis.inCatalogue.add(r.v);
    else analysis.candidates.set(r.v, r.c ?? []);
  }
  return analysis;
}

/** A tsquery literal for one operand: quoted, so nothing a visitor types is tsquery syntax. */
export function operandQuery(o: Operand, nameOnly = false): string {
  const quoted = `'${o.lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
  const flags = `${o.prefix ? "*" : ""}${nameOnly ? "A" : ""}`;
  return flags ? `${quoted}:${flags}` : quoted;
}

/**
 * One alternative holds when all its operands do; the term when one alternative does. `inText`:
 * matched against a product's vector, where a name-only operand needs the name's weight (A).
 */
export const alternativesQuery = (any: Alternative[], nameOnly = false, inText = false) =>
  any
    .map((alt) => `(${alt.map((o) => operandQuery(o, nameOnly || (inText && Boolean(o.nameOnly)))).join(" & ")})`)
    .join(" | ");

const vectorHas = (query: string) => sql`${products.search_vector} @@ ${query}::tsquery`;

/** Brands, categories and subcategories are few: their names are matched on the fly. */
const nameHas = (table: typeof brands | typeof categories | typeof subcategories, query: SQL) =>
  sql`ARRAY(SELECT id FROM ${table} WHERE to_tsvector('spanish'::regconfig, search_fold(${table.name})) @@ ${query} ORDER BY id)`;

/** For each term, the brands, categories and subcategories whose name holds one of its alternatives. */
export async function namedIds(db: Tx, terms: Alternative[][]): Promise<NamedIds[]> {
  const queries = terms.map((any) => alternativesQuery(any));
  const q = sql`t.q::tsquery`;
  const result = await db.execute(sql`
    SELECT ${nameHas(brands, q)} AS brands, ${nameHas(categories, q)} AS categories,
      ${nameHas(subcategories, q)} AS subcategories
    FROM unnest(${textArray(queries)}::text[]) WITH ORDINALITY AS t(q, i) ORDER BY t.i`);
  return (result as unknown as { rows: NamedIds[] }).rows;
}

const oneOf = (column: PgColumn, values: (number | string)[]) =>
  values.length
    ? [
        sql`${column} IN (${sql.join(
          values.map((v) => sql`${v}`),
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

const QUANTITY_COLUMN: Record<QuantityKey, PgColumn> = {
  potencia: products.potencia_kw,
  voltaje: products.voltaje,
  corriente: products.corriente,
};

/** One of the product's technical values is one the term holds (a number with its unit). */
const valuesHas = (values: TechnicalValues) =>
  Object.entries(values).flatMap(([key, list]) => oneOf(QUANTITY_COLUMN[key as QuantityKey], list));

const codePrefix = (code: string) =>
  sql`(${products.sku_code} LIKE ${`${code}%`} OR ${products.sku_ec_code} LIKE ${`${code}%`})`;

/** The term in the text (only the name, series and codes with `nameOnly`), the taxonomy, the codes or the values. */
function termMatch(t: SearchTerm, nameOnly = false): SQL {
  // A number with a unit is read from the text only where the product has no technical value
  // of its kind: '7.5 kW' must not find a "5.5 kW (7 HP)" drive by its words.
  const inText = t.any.length ? vectorHas(alternativesQuery(t.any, nameOnly, true)) : undefined;
  const keys = Object.keys(t.values) as QuantityKey[];
  const textWithout =
    inText && keys.length
      ? sql`(${sql.join(
          keys.map((k) => sql`${QUANTITY_COLUMN[k]} IS NULL`),
          sql` AND `,
        )} AND ${inText})`
      : inText;
  const parts = [
    ...(textWithout ? [textWithout] : []),
    ...taxonomyHas(t.named),
    ...(t.code ? [codePrefix(t.code)] : []),
    ...valuesHas(t.values),
  ];
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
}

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

/** The synonym groups staff wrote, as written (ADR 031). */
export async function synonymGroups(db: Tx): Promise<string[][]> {
  const rows = await db.select({ terms: searchSynonyms.terms }).from(searchSynonyms).orderBy(searchSynonyms.id);
  return rows.map((r) => r.terms);
}

/** The distinct technical values of each key (numbers with units are matched against them). */
export async function technicalValues(db: Tx, keys: QuantityKey[]): Promise<Record<QuantityKey, string[]>> {
  const out = { potencia: [], voltaje: [], corriente: [] } as Record<QuantityKey, string[]>;
  for (const key of keys) {
    const column = QUANTITY_COLUMN[key];
    const rows = await db
      .selectDistinct({ v: column })
      .from(products)
      .where(sql`${column} IS NOT NULL`);
    out[key] = rows.map((r) => r.v as string);
  }
  return out;
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

/** Some product lists it among its accessories. */
const isAccessory = sql`EXISTS (SELECT 1 FROM ${accessories} a WHERE a.accessory_product_id = ${products.id})`;

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
  const named = plan.terms.flatMap((t) => taxonomyHas(t.named));
  if (named.length) order.push(sql`CASE WHEN ${sql.join(named, sql` OR `)} THEN 0 ELSE 1 END`);
  // The product a word names before its accessories: a drive for 'varia', not its keypad.
  order.push(sql`CASE WHEN ${isAccessory} THEN 1 ELSE 0 END`);
  // Within a tier, the products whose text holds the words most (and is shortest) come first;
  // a word being typed counts every stem it starts ('varia' → variador).
  const operands = rankOperands(plan);
  if (operands.length) {
    const any = operands.map((o) => operandQuery(o)).join(" | ");
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
  const words = plan.terms.filter((t) => t.kind === "word");
  if (plan.wildcard || words.length === 0) return [];
  const query = words.map((t) => alternativesQuery(t.any)).join(" | ");
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(sql`to_tsvector('spanish'::regconfig, search_fold(${table.name})) @@ ${query}::tsquery`)
    .orderBy(sql`lower(${table.name})`)
    .limit(limit);
}

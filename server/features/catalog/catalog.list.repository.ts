import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { FACET_KEYS, type FacetKey, type SortOption } from "../../../contracts/catalog.ts";
import type { Tx } from "../../db/client.ts";
import { DATASHEET_TYPE } from "../../../contracts/documents.ts";
import { brands, categories, productDocuments, products, subcategories } from "../../db/schema/index.ts";
import { demandOf } from "./catalog.demand.repository.ts";
import type { SearchPlan } from "./search.ts";
import { exactCodeFirst, planMatch, relevanceOrder } from "./search.repository.ts";

/**
 * The SQL behind GET /products: visibility, search, the facet filters, sort orders and the
 * disjunctive facet counts. Part of the catalogue repository (the only place with its SQL).
 */

export type ProductFilters = Partial<Record<FacetKey, string | number>> & {
  /** The analysed search (search.ts), so the list, its count and its facets match alike. */
  search?: SearchPlan;
  includeInactive: boolean;
  stock: "all" | "in" | "out";
  /** Only products with at least one datasheet document ('Con ficha técnica'). */
  hasDatasheet?: boolean;
};

export const FACET_COLUMN: Record<FacetKey, PgColumn> = {
  category: products.category_id,
  subcategory: products.subcategory_id,
  brand: products.brand_id,
  series: products.series,
  potencia: products.potencia_kw,
  voltaje: products.voltaje,
  frame_size: products.frame_size,
  corriente: products.corriente,
  comunicacion: products.comunicacion,
  alimentacion: products.alimentacion,
};

/**
 * contracts/stock.ts's isOutOfStock in SQL: only a quantity at or below zero. A NULL quantity
 * (free text such as "Disponible", or nothing typed) is available.
 */
export const outOfStock = sql`${products.stock_quantity} <= 0`;
export const inStock = sql`(${products.stock_quantity} > 0 OR ${products.stock_quantity} IS NULL)`;
/** Uses the (product_id, sort_order) index of product_documents; a product has a handful at most. */
const hasDatasheet = sql`EXISTS (SELECT 1 FROM ${productDocuments} d WHERE d.product_id = ${products.id} AND d.type = ${DATASHEET_TYPE})`;
/** Sorts available products first; a comparison with NULL would put free text last. */
export const soldOutLast = sql`CASE WHEN ${outOfStock} THEN 1 ELSE 0 END`;

function baseConditions(f: ProductFilters): SQL[] {
  const out: SQL[] = [];
  if (!f.includeInactive) out.push(sql`${products.is_active}`);
  if (f.stock === "in") out.push(inStock);
  if (f.stock === "out") out.push(outOfStock);
  if (f.hasDatasheet) out.push(hasDatasheet);
  if (f.search) out.push(planMatch(f.search));
  return out;
}

const activeFacets = (f: ProductFilters) => FACET_KEYS.filter((k) => f[k] !== undefined);
const facetCondition = (f: ProductFilters, k: FacetKey) => sql`${FACET_COLUMN[k]} = ${f[k]}`;
const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);

/** Rows shown in the list: visible, matching the search and every active filter. */
export function listWhere(f: ProductFilters): SQL {
  return and([...baseConditions(f), ...activeFacets(f).map((k) => facetCondition(f, k))]);
}

// Case-insensitive whatever the database collation (PGlite and a C-collated server sort "abc" after "Z").
const byName = sql`lower(${products.name}) ASC`;

export function listOrder(sort: SortOption, search: SearchPlan | undefined): SQL[] {
  const order: SQL[] = [];
  // An exact order code ranks first whatever the sort; relevance ranks every tier.
  const exact = search && sort !== "default" ? exactCodeFirst(search) : undefined;
  if (exact) order.push(exact);
  switch (sort) {
    case "name":
      order.push(byName);
      break;
    case "price-asc":
      order.push(sql`${products.price} ASC NULLS LAST`);
      break;
    case "price-desc":
      order.push(sql`${products.price} DESC NULLS LAST`);
      break;
    case "rating":
      // 'Mejor valorados' without ratings: the most requested first (ADR 036), then by stock.
      order.push(sql`${demandOf} DESC`, sql`${products.stock_quantity} DESC NULLS LAST`);
      break;
    case "stock":
      order.push(sql`${products.stock_quantity} DESC NULLS LAST`);
      break;
    default:
      if (search) order.push(...relevanceOrder(search));
      order.push(soldOutLast, byName);
  }
  order.push(sql`${products.id} ASC`);
  return order;
}

export type FacetCountRow = { key: FacetKey | "total"; value: string; label: string; count: number };

const m = (k: FacetKey) => sql.identifier(`m_${k}`);
const f_ = (k: FacetKey) => sql.identifier(`f_${k}`);

/**
 * Disjunctive facet counts in one query. The candidates (visible, matching the search, failing at
 * most one active filter) are read once into a materialized CTE; each facet then groups the
 * candidates that pass every active filter except its own. Measured on 100k rows this beat both
 * GROUPING SETS (every aggregate runs for every set) and a LATERAL unnest (per-row rescans).
 */
export async function facetCounts(db: Tx, f: ProductFilters): Promise<FacetCountRow[]> {
  const active = activeFacets(f);
  const where = baseConditions(f);
  if (active.length >= 2) {
    // "fails at most one" as OR of (all but one), so the planner can combine the filter indexes.
    const allButOne = active.map((skip) => and(active.filter((k) => k !== skip).map((k) => facetCondition(f, k))));
    where.push(
      sql`(${sql.join(
        allButOne.map((c) => sql`(${c})`),
        sql` OR `,
      )})`,
    );
  }
  const passes = (keys: FacetKey[]) => (keys.length ? sql.join(keys.map(m), sql` AND `) : sql`true`);
  const columns = [
    ...FACET_KEYS.map((k) => sql`${FACET_COLUMN[k]}::text AS ${f_(k)}`),
    ...active.map((k) => sql`coalesce(${facetCondition(f, k)}, false) AS ${m(k)}`),
  ];
  const branches = [
    sql`SELECT 'total'::text AS k, ''::text AS v, count(*)::int AS n FROM cand WHERE ${passes(active)}`,
    ...FACET_KEYS.map(
      (k) => sql`SELECT ${k}::text, ${f_(k)}, count(*)::int FROM cand
        WHERE ${passes(active.filter((a) => a !== k))} AND ${f_(k)} IS NOT NULL GROUP BY ${f_(k)}`,
    ),
  ];

  const query = sql`
    WITH cand AS MATERIALIZED (
      SELECT ${sql.join(columns, sql`, `)} FROM ${products} WHERE ${and(where)}
    ), agg AS (${sql.join(branches, sql` UNION ALL `)})
    SELECT agg.k, agg.v, agg.n, coalesce(c.name, s.name, b.name, agg.v) AS label
    FROM agg
    LEFT JOIN ${categories} c ON agg.k = 'category' AND c.id::text = agg.v
    LEFT JOIN ${subcategories} s ON agg.k = 'subcategory' AND s.id::text = agg.v
    LEFT JOIN ${brands} b ON agg.k = 'brand' AND b.id::text = agg.v`;

  const result = await db.execute(query);
  const rows = (result as unknown as { rows: { k: string; v: string; n: number; label: string }[] }).rows;
  return rows.map((r) => ({ key: r.k as FacetKey | "total", value: r.v, label: r.label, count: Number(r.n) }));
}

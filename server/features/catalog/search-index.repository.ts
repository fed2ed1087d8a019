import { sql } from "drizzle-orm";
import { FACET_KEYS, type FacetKey } from "../../../contracts/catalog.ts";
import { DATASHEET_TYPE } from "../../../contracts/documents.ts";
import type { Tx } from "../../db/client.ts";
import { brands, catalogState, categories, productDocuments, products, subcategories } from "../../db/schema/index.ts";
import { FACET_COLUMN } from "./catalog.list.repository.ts";
import type { SearchSnapshot, SnapshotRow, TaxonomyKey } from "./search-index.build.ts";

type Raw = Omit<SnapshotRow, "facets" | "price" | "code_rank"> & { price: string | null; code_rank: string } & Record<
    `f_${FacetKey}`,
    string | null
  >;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every product as the in-memory search needs it (ADR 027), in the database's own name order
 * and code order, so sorting by name or code in memory agrees with ORDER BY whatever the collation.
 * The version is read first: the rows are then at least that recent, never older.
 */
export async function loadSearchSnapshot(db: Tx): Promise<SearchSnapshot> {
  const [state] = rowsOf<{ version: number }>(await db.execute(sql`SELECT version FROM ${catalogState} WHERE id = 1`));
  const facets = FACET_KEYS.map((k) => sql`${FACET_COLUMN[k]}::text AS ${sql.identifier(`f_${k}`)}`);
  const raw = rowsOf<Raw>(
    await db.execute(sql`
      SELECT ${products.id} AS id, ${products.is_active} AS is_active, ${products.stock_quantity} AS stock_quantity,
        ${products.price}::text AS price, ${products.sku_code} AS sku_code, ${products.sku_ec_code} AS sku_ec_code,
        dense_rank() OVER (ORDER BY ${products.sku_code}) AS code_rank,
        EXISTS (SELECT 1 FROM ${productDocuments} d WHERE d.product_id = ${products.id} AND d.type = ${DATASHEET_TYPE})
          AS has_datasheet,
        ${products.search_vector}::text AS vector, ${sql.join(facets, sql`, `)}
      FROM ${products} ORDER BY lower(${products.name}), ${products.id}`),
  );
  // Each name's Spanish stems, as search.repository.ts matches names, and its place in lower(name) order.
  const names = rowsOf<{ k: TaxonomyKey; id: string; name: string; lexemes: string[] }>(
    await db.execute(sql`
      SELECT k, id::text AS id, name, tsvector_to_array(to_tsvector('spanish'::regconfig, search_fold(name))) AS lexemes
      FROM (SELECT 'category' AS k, id, name FROM ${categories}
        UNION ALL SELECT 'subcategory', id, name FROM ${subcategories}
        UNION ALL SELECT 'brand', id, name FROM ${brands}) t
      ORDER BY lower(name), id`),
  );
  const labels = { category: new Map<string, string>(), subcategory: new Map(), brand: new Map() };
  const taxonomy = names.map((r) => ({ key: r.k, id: Number(r.id), name: r.name, lexemes: r.lexemes }));
  for (const r of names) labels[r.k].set(r.id, r.name);
  const rows = raw.map((r): SnapshotRow => ({
    id: Number(r.id),
    is_active: r.is_active,
    stock_quantity: r.stock_quantity === null ? null : Number(r.stock_quantity),
    price: r.price === null ? null : Number(r.price),
    sku_code: r.sku_code,
    sku_ec_code: r.sku_ec_code,
    code_rank: Number(r.code_rank),
    has_datasheet: r.has_datasheet,
    vector: r.vector,
    facets: Object.fromEntries(FACET_KEYS.map((k) => [k, r[`f_${k}`]])) as SnapshotRow["facets"],
  }));
  return { version: Number(state?.version ?? 0), rows, labels, taxonomy };
}

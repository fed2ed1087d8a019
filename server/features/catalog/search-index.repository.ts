import { sql } from "drizzle-orm";
import { FACET_KEYS, type FacetKey } from "../../../contracts/catalog.ts";
import { DATASHEET_TYPE } from "../../../contracts/documents.ts";
import type { Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import {
  accessories,
  brands,
  catalogState,
  categories,
  productDocuments,
  products,
  searchSynonyms,
  subcategories,
} from "../../db/schema/index.ts";
import { demandOf } from "./catalog.demand.repository.ts";
import { FACET_COLUMN } from "./catalog.list.repository.ts";
import { nextTurn } from "../../lib/next-turn.ts";
import {
  snapshotRows,
  type SearchSnapshot,
  type SnapshotRow,
  type TaxonomyKey,
  type TaxonomyName,
} from "./search-index.build.ts";

type Raw = Omit<SnapshotRow, "facets" | "price" | "code_rank" | "shown"> & {
  price: string | null;
  name: string;
  sku: string;
  price_text: string | null;
  main_image: string | null;
} & Record<`f_${FacetKey}`, string | null>;

/**
 * Products read per statement. The embedded database runs one statement at a time: one statement
 * of every product held it for 3.4 s at 100,000 products, and every request waited.
 */
const SNAPSHOT_PAGE = 5_000;

async function readVersion(db: Tx): Promise<number> {
  const [state] = rowsOf<{ version: number }>(await db.execute(sql`SELECT version FROM ${catalogState} WHERE id = 1`));
  return Number(state?.version ?? 0);
}

/**
 * Every product's id in lower(name) order, with its place in code order: one narrow statement.
 * Kept as two columns and, since pages arrive in id order, the slots in id order (ADR 054): the
 * k-th product a page brings is the k-th in id order, so no map from id to slot is needed.
 */
async function readOrder(db: Tx) {
  const rows = rowsOf<{ id: number; code_rank: string }>(
    await db.execute(sql`
      SELECT ${products.id} AS id, dense_rank() OVER (ORDER BY ${products.sku_code}) AS code_rank
      FROM ${products} ORDER BY lower(${products.name}), ${products.id}`),
  );
  const ids = Int32Array.from(rows, (r) => Number(r.id));
  const codeRanks = Int32Array.from(rows, (r) => Number(r.code_rank));
  const slotsById = Int32Array.from(ids.keys()).sort((a, b) => ids[a] - ids[b]);
  return { ids, codeRanks, slotsById };
}

/** Up to `limit` products with an id above `after`, in id order (the primary key's). */
async function readPage(db: Tx, after: number, limit: number): Promise<Raw[]> {
  const facets = FACET_KEYS.map((k) => sql`${FACET_COLUMN[k]}::text AS ${sql.identifier(`f_${k}`)}`);
  return rowsOf<Raw>(
    await db.execute(sql`
      SELECT ${products.id} AS id, ${products.is_active} AS is_active, ${products.stock_quantity} AS stock_quantity,
        ${products.price}::text AS price, ${products.sku_code} AS sku_code, ${products.sku_ec_code} AS sku_ec_code,
        EXISTS (SELECT 1 FROM ${productDocuments} d WHERE d.product_id = ${products.id} AND d.type = ${DATASHEET_TYPE})
          AS has_datasheet,
        EXISTS (SELECT 1 FROM ${accessories} a WHERE a.accessory_product_id = ${products.id}) AS is_accessory,
        ${demandOf} AS demand,
        ${products.search_vector}::text AS vector, ${sql.join(facets, sql`, `)},
        ${products.name} AS name, ${products.sku} AS sku, ${products.price_text} AS price_text,
        ${products.main_image} AS main_image
      FROM ${products} WHERE ${products.id} > ${after} ORDER BY ${products.id} LIMIT ${limit}`),
  );
}

const toRow = (r: Raw, codeRank: number): SnapshotRow => ({
  id: Number(r.id),
  is_active: r.is_active,
  stock_quantity: r.stock_quantity === null ? null : Number(r.stock_quantity),
  price: r.price === null ? null : Number(r.price),
  sku_code: r.sku_code,
  sku_ec_code: r.sku_ec_code,
  code_rank: codeRank,
  has_datasheet: r.has_datasheet,
  is_accessory: r.is_accessory,
  demand: Number(r.demand),
  vector: r.vector,
  facets: Object.fromEntries(FACET_KEYS.map((k) => [k, r[`f_${k}`]])) as SnapshotRow["facets"],
  shown: {
    id: Number(r.id),
    name: r.name,
    sku: r.sku,
    price_text: r.price_text,
    price: r.price,
    main_image: r.main_image,
  },
});

/** The typo dictionary and the synonym groups, as analyseQuery and the synonyms service read them. */
async function readWords(db: Tx) {
  const dictionary = rowsOf<{ word: string; lexeme: string }>(
    await db.execute(sql`SELECT word, lexeme FROM search_words ORDER BY word`),
  );
  const synonyms = await db.select({ terms: searchSynonyms.terms }).from(searchSynonyms).orderBy(searchSynonyms.id);
  return { dictionary, synonyms: synonyms.map((r) => r.terms) };
}

/** Each category, subcategory and brand name's Spanish stems, as search.repository.ts matches names, in lower(name) order. */
async function readTaxonomy(db: Tx): Promise<TaxonomyName[]> {
  const names = rowsOf<{ k: TaxonomyKey; id: string; name: string; lexemes: string[] }>(
    await db.execute(sql`
      SELECT k, id::text AS id, name, tsvector_to_array(to_tsvector('spanish'::regconfig, search_fold(name))) AS lexemes
      FROM (SELECT 'category' AS k, id, name FROM ${categories}
        UNION ALL SELECT 'subcategory', id, name FROM ${subcategories}
        UNION ALL SELECT 'brand', id, name FROM ${brands}) t
      ORDER BY lower(name), id`),
  );
  return names.map((r) => ({ key: r.k, id: Number(r.id), name: r.name, lexemes: r.lexemes }));
}

/**
 * Every product as the in-memory search needs it (ADR 027), in the database's own name order and
 * code order, so sorting by name or code in memory agrees with ORDER BY whatever the collation.
 * The rows come in pages, each after a turn of the event loop, so other requests are answered in
 * between. Every catalogue write moves the version in its own transaction: the same version
 * before and after means every page saw the same catalogue. Otherwise there is no snapshot
 * (undefined), and SQL answers until the next rebuild.
 */
export async function loadSearchSnapshot(db: Tx, pageSize = SNAPSHOT_PAGE): Promise<SearchSnapshot | undefined> {
  const version = await readVersion(db);
  const { ids, codeRanks, slotsById } = await readOrder(db);
  // Each page goes into the columns as it arrives: no object per product is kept.
  const { columns: rows, set } = snapshotRows(ids.length);
  let read = 0;
  for (let after = 0, full = true; full;) {
    // The embedded database answers within the same turn of the event loop: without a turn
    // between pages, 100,000 products held every request for 3–4 s (and the old index, which the
    // holder lets go on a timer, for as long: 2.5–2.9× its memory at the peak, ADR 062).
    await nextTurn();
    const page = await readPage(db, after, pageSize);
    for (const r of page) {
      const slot = slotsById[read];
      // Added or removed after the order was read.
      if (slot === undefined || ids[slot] !== Number(r.id)) return undefined;
      set(slot, toRow(r, codeRanks[slot]));
      read++;
    }
    full = page.length === pageSize;
    if (full) after = Number(page[page.length - 1].id);
  }
  const taxonomy = await readTaxonomy(db);
  const words = await readWords(db);
  if (read !== ids.length || (await readVersion(db)) !== version) return undefined;
  const labels = { category: new Map<string, string>(), subcategory: new Map(), brand: new Map() };
  for (const t of taxonomy) labels[t.key].set(String(t.id), t.name);
  return { version, rows, labels, taxonomy, ...words };
}

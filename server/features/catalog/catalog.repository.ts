import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SortOption } from "../../../contracts/catalog.ts";
import { pgliteOf, type Database, type Db, type Tx } from "../../db/client.ts";
import {
  accessories,
  applications,
  brands,
  categories,
  productApplications,
  productFeatures,
  products,
  relatedProducts,
  subcategories,
  catalogState,
} from "../../db/schema/index.ts";
import {
  facetCounts,
  listOrder,
  listWhere,
  outOfStock,
  soldOutLast,
  type ProductFilters,
} from "./catalog.list.repository.ts";
import type { SearchPlan } from "./search.ts";
import { loadSearchSnapshot } from "./search-index.repository.ts";
import {
  analyseQuery,
  matchingNames,
  namedIds,
  relevanceOrder,
  suggestionPool,
  synonymGroups,
  technicalValues,
} from "./search.repository.ts";
import type { Alternative, AnalysisRequest } from "./search.ts";
import type { QuantityKey } from "./search-quantities.ts";

export type { ProductFilters, FacetCountRow } from "./catalog.list.repository.ts";

// The search columns are the database's, never part of a product's answer.
const {
  search_vector: _searchVector,
  sku_code: _skuCode,
  sku_ec_code: _skuEcCode,
  ...productColumns
} = getTableColumns(products);

/** Accessories counted the way the accessories endpoint lists them (active ones publicly). */
const accessoriesCount = (includeInactive: boolean) =>
  sql<number>`(
  SELECT count(*)::int FROM ${accessories} a JOIN ${products} ap ON ap.id = a.accessory_product_id
  WHERE a.main_product_id = ${products.id} AND (ap.is_active OR ${includeInactive}))`.mapWith(Number);

const productSelection = (includeInactive: boolean) => ({
  ...productColumns,
  category: { id: categories.id, name: categories.name },
  subcategory: { id: subcategories.id, name: subcategories.name },
  brand: { id: brands.id, name: brands.name },
  accessories_count: accessoriesCount(includeInactive),
});

const suggestionColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  price_text: products.price_text,
  price: products.price,
  main_image: products.main_image,
};

/** Rows in the order of `ids`; an id whose product is gone since is skipped. */
function inOrderOf<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const visible = (includeInactive: boolean) => (includeInactive ? sql`true` : eq(products.is_active, true));

/** Products with their category, subcategory and brand names joined (no N+1). */
const selectProducts = (tx: Tx, includeInactive: boolean) =>
  tx
    .select(productSelection(includeInactive))
    .from(products)
    .leftJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategory_id))
    .leftJoin(brands, eq(brands.id, products.brand_id));

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/** catalog_page's answer (migration 0026): the page's products, and the names they refer to by id. */
type CatalogPage = {
  rows: (Omit<ProductRow, "created_at" | "updated_at" | "category" | "subcategory" | "brand"> & {
    created_at: string;
    updated_at: string;
  })[];
  categories: Record<string, string> | null;
  subcategories: Record<string, string> | null;
  brands: Record<string, string> | null;
};

/** A product row of catalog_page's answer, as the prepared statement gives it (times as dates, names joined). */
function pageRows(page: CatalogPage): ProductRow[] {
  const named = (names: Record<string, string> | null, id: number | null) =>
    id !== null && names?.[id] !== undefined ? { id, name: names[id] } : null;
  return page.rows.map(({ accessories_count, ...row }) => ({
    ...row,
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    category: named(page.categories, row.category_id),
    subcategory: named(page.subcategories, row.subcategory_id),
    brand: named(page.brands, row.brand_id),
    accessories_count,
  }));
}

/** A database client's own query (PGlite's, pg's), without drizzle between. */
export type Queryable = { query<T>(text: string, params: unknown[]): Promise<{ rows: T[] }> };

/**
 * `pagesByFunction`: the embedded database (PGlite), which plans every statement it is sent. A
 * search's page is then read by catalog_page, which keeps its plan, through the client itself:
 * drizzle's PGlite driver copies PGlite's table of type parsers for each query (ADR 066).
 * PostgreSQL keeps its statement prepared once per connection, which answers sooner there.
 */
export function createCatalogRepository(db: Db, opts: { pagesByFunction?: Queryable } = {}) {
  // A search's page is read by id on every list request the index answers: prepared once per
  // connection, it skips drizzle's query building and PostgreSQL's planning, 2 of a search's
  // 3 ms on PostgreSQL (ADR 061). `ANY` of one array keeps one statement for every page size.
  const pageByIds = (includeInactive: boolean) =>
    selectProducts(db, includeInactive)
      .where(sql`${products.id} = ANY(${sql.placeholder("ids")}::int[])`)
      .prepare(`catalog_page_by_ids_${includeInactive ? "all" : "visible"}`);
  const pagesByIds = { all: pageByIds(true), visible: pageByIds(false) };

  return {
    /**
     * One page of the list. The sort and limit run over bare product ids first, so the joins and
     * the wide columns are read only for the rows of the page.
     */
    async listProducts(
      filters: ProductFilters,
      opts: { sort: SortOption; limit: number; offset: number },
      tx: Tx = db,
    ) {
      const order = listOrder(opts.sort, filters.search);
      const page = tx
        .select({ page_id: products.id })
        .from(products)
        .where(listWhere(filters))
        .orderBy(...order)
        .limit(opts.limit)
        .offset(opts.offset)
        .as("page");
      return selectProducts(tx, filters.includeInactive)
        .innerJoin(page, eq(page.page_id, products.id))
        .orderBy(...order);
    },

    /** Products in the order of `ids` (a page the in-memory search chose). */
    async productsByIds(ids: number[], includeInactive: boolean): Promise<ProductRow[]> {
      if (!ids.length) return [];
      const client = opts.pagesByFunction;
      if (!client) return inOrderOf(ids, await pagesByIds[includeInactive ? "all" : "visible"].execute({ ids }));
      const { rows } = await client.query<{ page: string }>("SELECT catalog_page($1::int[], $2) AS page", [
        ids,
        includeInactive,
      ]);
      return inOrderOf(ids, pageRows(JSON.parse(rows[0].page) as CatalogPage));
    },

    facetCounts: (filters: ProductFilters, tx: Tx = db) => facetCounts(tx, filters),
    searchSnapshot: (tx: Tx = db) => loadSearchSnapshot(tx),

    analyseSearch: (request: AnalysisRequest, tx: Tx = db) => analyseQuery(tx, request),
    namedIds: (terms: Alternative[][], tx: Tx = db) => namedIds(tx, terms),
    technicalValues: (keys: QuantityKey[], tx: Tx = db) => technicalValues(tx, keys),
    synonymGroups: (tx: Tx = db) => synonymGroups(tx),

    /** Suggestions as you type: a few active products, most relevant first, and matching names. */
    async suggest(plan: SearchPlan, limits: { products: number; names: number }, tx: Tx = db) {
      const [rows, categoryRows, brandRows] = await Promise.all([
        tx
          .select(suggestionColumns)
          .from(products)
          .where(suggestionPool(plan))
          .orderBy(...relevanceOrder(plan), soldOutLast, sql`lower(${products.name})`, products.id)
          .limit(limits.products),
        matchingNames(tx, categories, plan, limits.names),
        matchingNames(tx, brands, plan, limits.names),
      ]);
      return { products: rows, categories: categoryRows, brands: brandRows };
    },

    /** The suggested products the in-memory search chose (ADR 027), in its order. */
    async suggestionRows(ids: number[], tx: Tx = db) {
      if (!ids.length) return [];
      return inOrderOf(ids, await tx.select(suggestionColumns).from(products).where(inArray(products.id, ids)));
    },

    /** Bumped by triggers on every catalogue write (migration 0004); keys the read cache. */
    async catalogVersion(tx: Tx = db): Promise<number> {
      const [row] = await tx.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
      return row?.version ?? 0;
    },

    async findProduct(id: number, includeInactive: boolean, tx: Tx = db) {
      const [row] = await selectProducts(tx, includeInactive).where(and(eq(products.id, id), visible(includeInactive)));
      return row;
    },

    /** Active products, preferring those with an image and in stock, newest first. */
    async featuredProducts(limit: number, tx: Tx = db) {
      return selectProducts(tx, false)
        .where(eq(products.is_active, true))
        .orderBy(
          sql`CASE WHEN coalesce(${products.main_image}, '') <> '' THEN 0 ELSE 1 END`,
          soldOutLast,
          desc(products.created_at),
          desc(products.id),
        )
        .limit(limit);
    },

    async categoryExists(id: number, tx: Tx = db) {
      const rows = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return rows.length > 0;
    },

    async brandExists(id: number, tx: Tx = db) {
      const rows = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
      return rows.length > 0;
    },

    async features(productId: number, tx: Tx = db) {
      return tx
        .select({
          id: productFeatures.id,
          product_id: productFeatures.product_id,
          feature_text: productFeatures.feature_text,
          sort_order: productFeatures.sort_order,
        })
        .from(productFeatures)
        .where(eq(productFeatures.product_id, productId))
        .orderBy(asc(productFeatures.sort_order), asc(productFeatures.id));
    },

    async productApplications(productId: number, tx: Tx = db) {
      return tx
        .select({
          id: productApplications.id,
          product_id: productApplications.product_id,
          application_id: productApplications.application_id,
          application_text: productApplications.application_text,
          sort_order: productApplications.sort_order,
        })
        .from(productApplications)
        .where(eq(productApplications.product_id, productId))
        .orderBy(asc(productApplications.sort_order), asc(productApplications.id));
    },

    async applications(tx: Tx = db) {
      return tx
        .select({ id: applications.id, name: applications.name, description: applications.description })
        .from(applications)
        .orderBy(asc(applications.name), asc(applications.id));
    },

    async accessories(productId: number, includeInactive: boolean, tx: Tx = db) {
      const acc = alias(products, "accessory_product");
      return tx
        .select({
          id: accessories.id,
          main_product_id: accessories.main_product_id,
          accessory_product_id: accessories.accessory_product_id,
          accessoryProduct: {
            id: acc.id,
            name: acc.name,
            sku: acc.sku,
            main_image: acc.main_image,
            price_text: acc.price_text,
            price: acc.price,
          },
          brand: { id: brands.id, name: brands.name },
        })
        .from(accessories)
        .innerJoin(acc, eq(acc.id, accessories.accessory_product_id))
        .leftJoin(brands, eq(brands.id, acc.brand_id))
        .where(and(eq(accessories.main_product_id, productId), includeInactive ? sql`true` : eq(acc.is_active, true)))
        .orderBy(asc(accessories.id));
    },

    async related(productId: number, includeInactive: boolean, tx: Tx = db) {
      const rel = alias(products, "related_product");
      return tx
        .select({
          id: relatedProducts.id,
          product_id: relatedProducts.product_id,
          related_product_id: relatedProducts.related_product_id,
          relationship_type: relatedProducts.relationship_type,
          relatedProduct: {
            id: rel.id,
            name: rel.name,
            sku: rel.sku,
            price_text: rel.price_text,
            price: rel.price,
            main_image: rel.main_image,
          },
          category: { id: categories.id, name: categories.name },
          subcategory: { id: subcategories.id, name: subcategories.name },
          brand: { id: brands.id, name: brands.name },
        })
        .from(relatedProducts)
        .innerJoin(rel, eq(rel.id, relatedProducts.related_product_id))
        .leftJoin(categories, eq(categories.id, rel.category_id))
        .leftJoin(subcategories, eq(subcategories.id, rel.subcategory_id))
        .leftJoin(brands, eq(brands.id, rel.brand_id))
        .where(and(eq(relatedProducts.product_id, productId), includeInactive ? sql`true` : eq(rel.is_active, true)))
        .orderBy(asc(relatedProducts.relationship_type), asc(relatedProducts.id));
    },

    async stats(tx: Tx = db) {
      const result = await tx.execute(sql`
        SELECT
          (SELECT count(*)::int FROM ${products}) AS total_products,
          (SELECT count(*)::int FROM ${products} WHERE is_active) AS active_products,
          (SELECT count(*)::int FROM ${products} WHERE ${outOfStock}) AS out_of_stock_products,
          (SELECT count(*)::int FROM ${brands}) AS total_brands,
          (SELECT count(*)::int FROM ${categories}) AS total_categories,
          (SELECT count(*)::int FROM ${subcategories}) AS total_subcategories`);
      const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      return {
        total_products: Number(row.total_products),
        active_products: Number(row.active_products),
        out_of_stock_products: Number(row.out_of_stock_products),
        total_brands: Number(row.total_brands),
        total_categories: Number(row.total_categories),
        total_subcategories: Number(row.total_subcategories),
      };
    },
  };
}

/** The repository a site reads its catalogue with: on the embedded database, pages by function. */
export const catalogRepositoryFor = (database: Database) =>
  createCatalogRepository(database.db, {
    pagesByFunction: database.kind === "pglite" ? pgliteOf(database) : undefined,
  });

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type AccessoryRow = Awaited<ReturnType<CatalogRepository["accessories"]>>[number];
export type RelatedRow = Awaited<ReturnType<CatalogRepository["related"]>>[number];

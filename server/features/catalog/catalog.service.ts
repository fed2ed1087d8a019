import {
  FACET_KEYS,
  productListQuery,
  type AccessoryLink,
  type Facets,
  type Product,
  type ProductList,
  type ProductListQuery,
  type RelatedLink,
  type RelatedList,
  type SuggestResult,
} from "../../../contracts/catalog.ts";
import { queriesSent } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { createVersionedCache, versionReader } from "../../lib/versioned-cache.ts";
import type {
  AccessoryRow,
  CatalogRepository,
  FacetCountRow,
  ProductFilters,
  ProductRow,
  RelatedRow,
} from "./catalog.repository.ts";
import { sortOptions } from "./facet-order.ts";
import { createSearchIndexHolder, type SearchIndexMode } from "./search-index.holder.ts";
import type { SearchIndex } from "./search-index.ts";
import { planSearch, type SearchLookups, type SearchPlan } from "./search.ts";
import { analyseSynonyms, type SynonymGroup } from "./search-synonyms.ts";
import { slugify } from "./slug.ts";

/** Who is asking: staff (a session) may see inactive products; everyone else only active ones. */
export type Viewer = { staff: boolean };

export const FEATURED_LIMIT = 8;
/** Suggestions as you type: up to 6 products and a few categories and brands, from 2 characters. */
export const SUGGEST = { minLength: 2, products: 6, names: 5 };
const PRODUCT_NOT_FOUND = "Producto no encontrado";

type Deps = {
  repo: CatalogRepository;
  /** How many list answers to keep in memory (0 turns the cache off). */
  cacheEntries?: number;
  /** How long a read catalogue version is trusted before it is read again. */
  cacheFreshnessMs?: number;
  /** Searches answered from memory (ADR 027). */
  searchIndex?: SearchIndexMode;
  onSearchIndexError?: (err: unknown) => void;
  /**
   * A visitor's search found nothing (counted for staff, ADR 031): written in the background, so
   * the visitor neither waits for it nor sees its failure (ADR 061).
   */
  onSearchMiss?: (search: string) => void;
};

/** Staff typed the price as text or a number: show the text when there is one, else the number. */
const shownPrice = (p: { price_text: string | null; price: string | null }) => p.price_text ?? p.price;

export function toProduct(row: ProductRow): Product {
  // The row is copied once with price_text set undefined (JSON leaves it out). A rest copy
  // without it, spread again, made two objects of 30 fields per product, and a fifth of what a
  // young collection kept alive during searches was theirs (ADR 064).
  const product: Product & { price_text?: undefined } = {
    ...row,
    price_text: undefined,
    price: shownPrice(row),
    price_amount: row.price,
    original_price: row.original_price,
    originalPrice: row.original_price,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
  return product;
}

export const toAccessoryLink = (row: AccessoryRow): AccessoryLink => ({
  id: row.id,
  main_product_id: row.main_product_id,
  accessory_product_id: row.accessory_product_id,
  accessoryProduct: {
    id: row.accessoryProduct.id,
    name: row.accessoryProduct.name,
    sku: row.accessoryProduct.sku,
    main_image: row.accessoryProduct.main_image,
    price: shownPrice(row.accessoryProduct),
    brand: row.brand,
  },
});

export const toRelatedLink = (row: RelatedRow): RelatedLink => ({
  id: row.id,
  product_id: row.product_id,
  related_product_id: row.related_product_id,
  relationshipType: row.relationship_type,
  relationship_type: row.relationship_type,
  relatedProduct: {
    id: row.relatedProduct.id,
    name: row.relatedProduct.name,
    sku: row.relatedProduct.sku,
    price: shownPrice(row.relatedProduct),
    main_image: row.relatedProduct.main_image,
    category: row.category,
    subcategory: row.subcategory,
    brand: row.brand,
  },
});

/** PostgreSQL text cannot hold NUL: drop it from URL input instead of failing the query. */
const clean = (text: string | undefined) => text?.replaceAll("\u0000", "") || undefined;

/** The filters as asked, before the search is analysed (also the list cache's key). */
type AskedFilters = Omit<ProductFilters, "search"> & { search?: string };

/**
 * includeInactive only counts for staff. The stock filter is honoured for everyone: each product
 * already shows its stock_quantity, so filtering on it reveals nothing new.
 */
function toFilters(q: ProductListQuery, viewer: Viewer): AskedFilters {
  return {
    search: clean(q.search),
    category: q.category,
    subcategory: q.subcategory,
    brand: q.brand,
    series: clean(q.series),
    potencia: clean(q.potencia),
    voltaje: clean(q.voltaje),
    frame_size: clean(q.frame_size),
    corriente: clean(q.corriente),
    comunicacion: clean(q.comunicacion),
    alimentacion: clean(q.alimentacion),
    includeInactive: viewer.staff && q.includeInactive,
    stock: q.stock,
    hasDatasheet: q.hasDatasheet || undefined,
  };
}

export function createCatalogService({
  repo,
  cacheEntries = 500,
  cacheFreshnessMs = 0,
  searchIndex = "background",
  onSearchIndexError = () => {},
  onSearchMiss = () => {},
}: Deps) {
  // Visitors ask for the same few catalogue pages over and over; the answers are reused until
  // a catalogue write bumps the version. Staff always read fresh lists.
  const listCache =
    cacheEntries > 0
      ? createVersionedCache<ProductList>({
          max: cacheEntries,
          freshnessMs: cacheFreshnessMs,
          readVersion: () => repo.catalogVersion(),
        })
      : undefined;

  // Visitors trust a read version for the freshness window even without a list cache, so a search
  // the index answers needs no round trip at all (ADR 031).
  const visitorVersion =
    listCache?.currentVersion ??
    versionReader({ freshnessMs: cacheFreshnessMs, readVersion: () => repo.catalogVersion() });
  /** Staff read the version fresh, as they read fresh lists; visitors within the freshness window. */
  const versionFor = (viewer: Viewer) => (viewer.staff ? repo.catalogVersion() : visitorVersion());
  const index = createSearchIndexHolder({
    mode: searchIndex,
    readVersion: () => repo.catalogVersion(),
    loadSnapshot: () => repo.searchSnapshot(),
    onError: onSearchIndexError,
    // Visitors trust a version read for this long: past it, an older index answers nobody.
    staleAfterMs: cacheFreshnessMs,
  });

  // The synonyms SQL plans with, read once per catalogue version (a change moves it).
  let synonymsAt: { version: number; groups: Promise<SynonymGroup[]> } | undefined;
  const synonymsFor = (version: number) => {
    if (synonymsAt?.version !== version) synonymsAt = { version, groups: repo.synonymGroups().then(analyseSynonyms) };
    return synonymsAt.groups;
  };

  /** The index when it is current (ADR 027) and the lookups to plan with: from memory, or from SQL. */
  async function searchWith(viewer: Viewer): Promise<{ current?: SearchIndex; lookups: SearchLookups }> {
    const version = await versionFor(viewer);
    const current = await index.current(version);
    if (current) return { current, lookups: { ...current.lookups, named: async (terms) => current.named(terms) } };
    return {
      lookups: {
        synonyms: () => synonymsFor(version),
        analyse: (request) => repo.analyseSearch(request),
        named: (terms) => repo.namedIds(terms),
        technicalValues: (keys) => repo.technicalValues(keys),
      },
    };
  }

  const filtersOf = async (q: ProductListQuery, viewer: Viewer) => {
    const asked = toFilters(q, viewer);
    if (!asked.search) return { filters: { ...asked, search: undefined } satisfies ProductFilters };
    const { current, lookups } = await searchWith(viewer);
    const search = await planSearch(asked.search, lookups);
    return { filters: { ...asked, search } satisfies ProductFilters, current };
  };
  const pageOptions = (q: ProductListQuery) => ({ sort: q.sort, limit: q.perPage, offset: (q.page - 1) * q.perPage });
  const totalIn = (counts: FacetCountRow[]) => counts.find((c) => c.key === "total")?.count ?? 0;

  /**
   * A page, and when asked its total and facet counts: from the index when it answers a search,
   * else from SQL. When the index answers, the page's rows are still being read: the index counts
   * the facets meanwhile, and the caller builds the rest of the answer before it awaits them.
   */
  async function findPage(q: ProductListQuery, viewer: Viewer, withCounts: boolean) {
    const { filters, current } = await filtersOf(q, viewer);
    if (current && filters.search) {
      const found = current.list(filters, pageOptions(q));
      const rows = repo.productsByIds(found.ids, filters.includeInactive);
      if (!withCounts) return { filters, rows, total: found.total, counts: [] };
      await queriesSent();
      return { filters, rows, total: found.total, counts: found.counts() };
    }
    const [rows, counts] = await Promise.all([
      repo.listProducts(filters, pageOptions(q)),
      withCounts ? repo.facetCounts(filters) : [],
    ]);
    return { filters, rows: Promise.resolve(rows), total: totalIn(counts), counts };
  }
  const page = async (q: ProductListQuery, viewer: Viewer) => await (await findPage(q, viewer, false)).rows;

  /** How many products a search finds, none of them read (the index answers without a round trip). */
  async function totalOf(q: ProductListQuery, viewer: Viewer) {
    const { filters, current } = await filtersOf(q, viewer);
    return current && filters.search
      ? current.list(filters, pageOptions(q)).total
      : totalIn(await repo.facetCounts(filters));
  }

  /**
   * '¿Quisiste decir…?' only offers words that find something (the link searches them alone);
   * a correction that was searched is shown only when it found something.
   */
  async function suggestionOf(q: ProductListQuery, plan: SearchPlan | undefined, total: number, viewer: Viewer) {
    if (!plan) return null;
    if (total > 0) return plan.corrected;
    const offer = plan.closest ?? plan.corrected;
    if (!offer || offer === clean(q.search)) return null;
    return (await totalOf(productListQuery.parse({ search: offer, perPage: 1 }), viewer)) > 0 ? offer : null;
  }

  const computeList = async (q: ProductListQuery, viewer: Viewer): Promise<ProductList> => {
    const { filters, rows, total, counts } = await findPage(q, viewer, true);
    // The facets are sorted while the page's rows (and a correction's count) are read.
    const reads = Promise.all([rows, suggestionOf(q, filters.search, total, viewer)]);
    const facets = Object.fromEntries(FACET_KEYS.map((k) => [k, []])) as unknown as Facets;
    for (const c of counts)
      if (c.key !== "total") facets[c.key].push({ value: c.value, label: c.label, count: c.count });
    for (const k of FACET_KEYS) sortOptions(facets[k]);
    const [shown, suggestion] = await reads;
    return {
      products: shown.map(toProduct),
      total,
      page: q.page,
      perPage: q.perPage,
      totalPages: Math.ceil(total / q.perPage),
      facets,
      suggestion,
    };
  };

  const visibleProduct = async (id: number, viewer: Viewer) => {
    const row = await repo.findProduct(id, viewer.staff);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return row;
  };

  return {
    /** The catalogue version, for caches of what is built from it (rendered pages, ADR 025). */
    version: (): Promise<number> => (listCache ? listCache.currentVersion() : repo.catalogVersion()),

    /** `countMiss: false` for staff tools that only measure a search (the dashboard's list). */
    async listProducts(q: ProductListQuery, viewer: Viewer, opts: { countMiss?: boolean } = {}): Promise<ProductList> {
      const key = JSON.stringify([toFilters(q, viewer), q.sort, q.page, q.perPage]);
      const list =
        !listCache || viewer.staff
          ? await computeList(q, viewer)
          : await listCache.get(key, () => computeList(q, viewer));
      const search = clean(q.search)?.trim();
      if (!viewer.staff && opts.countMiss !== false && list.total === 0 && search && q.page === 1) onSearchMiss(search);
      return list;
    },

    /** The list without totals or facets (search, by category, by brand). */
    async products(q: ProductListQuery, viewer: Viewer): Promise<Product[]> {
      return (await page(q, viewer)).map(toProduct);
    },

    async productsOfCategory(id: number, q: ProductListQuery, viewer: Viewer) {
      if (!(await repo.categoryExists(id))) throw notFound("Categoría no encontrada");
      return (await page({ ...q, category: id }, viewer)).map(toProduct);
    },

    async productsOfBrand(id: number, q: ProductListQuery, viewer: Viewer) {
      if (!(await repo.brandExists(id))) throw notFound("Marca no encontrada");
      return (await page({ ...q, brand: id }, viewer)).map(toProduct);
    },

    async getProduct(id: number, viewer: Viewer): Promise<Product> {
      return toProduct(await visibleProduct(id, viewer));
    },

    async featured(): Promise<Product[]> {
      return (await repo.featuredProducts(FEATURED_LIMIT)).map(toProduct);
    },

    async slug(id: number, viewer: Viewer) {
      const row = await visibleProduct(id, viewer);
      return { id: row.id, slug: slugify(row.name) || `producto-${row.id}` };
    },

    /**
     * A product page's reads (ADR 058): the product is looked up once (404 when missing or
     * hidden from the viewer), then its parts are read together without looking it up again.
     * The parts come back unawaited, for the page to await some and stream the others: the
     * caller must handle every one of them.
     */
    async productPage(id: number, viewer: Viewer) {
      const product = toProduct(await visibleProduct(id, viewer));
      return {
        product,
        features: repo.features(id),
        applications: repo.productApplications(id),
        accessories: repo.accessories(id, viewer.staff).then((rows) => rows.map(toAccessoryLink)),
        related: repo.related(id, viewer.staff).then((rows) => rows.map(toRelatedLink)),
      };
    },

    async features(productId: number, viewer: Viewer) {
      await visibleProduct(productId, viewer);
      return repo.features(productId);
    },

    async productApplications(productId: number, viewer: Viewer) {
      await visibleProduct(productId, viewer);
      return repo.productApplications(productId);
    },

    applications: () => repo.applications(),

    async accessories(productId: number, viewer: Viewer): Promise<{ accessories: AccessoryLink[] }> {
      await visibleProduct(productId, viewer);
      const rows = await repo.accessories(productId, viewer.staff);
      return { accessories: rows.map(toAccessoryLink) };
    },

    async related(productId: number, viewer: Viewer): Promise<RelatedList> {
      const [main, rows] = await Promise.all([
        visibleProduct(productId, viewer),
        repo.related(productId, viewer.staff),
      ]);
      return { mainProduct: toProduct(main), relatedProducts: rows.map(toRelatedLink) };
    },

    async suggest(q: string): Promise<SuggestResult> {
      const text = clean(q);
      if (!text || text.length < SUGGEST.minLength)
        return { products: [], categories: [], brands: [], suggestion: null };
      const { current, lookups } = await searchWith({ staff: false });
      const find = async (plan: SearchPlan) =>
        current
          ? {
              products: current.suggestionRows(current.suggest(plan, SUGGEST.products)),
              categories: current.names("category", plan, SUGGEST.names),
              brands: current.names("brand", plan, SUGGEST.names),
            }
          : await repo.suggest(plan, SUGGEST);
      let found = await find(await planSearch(text, lookups, { prefixLast: true }));
      let suggestion: string | null = null;
      // Nothing starts so: the last word is complete and mistyped ('contacor'), as the full search reads it.
      if (!found.products.length && !found.categories.length && !found.brands.length) {
        const plan = await planSearch(text, lookups);
        if (plan.corrected) {
          found = await find(plan);
          if (found.products.length || found.categories.length || found.brands.length) suggestion = plan.corrected;
        }
      }
      const products = found.products.map(({ price_text: _text, ...p }) => ({
        ...p,
        price: shownPrice({ price_text: _text, price: p.price }),
        price_amount: p.price,
      }));
      return { ...found, products, suggestion };
    },

    stats: () => repo.stats(),

    /**
     * The parts list's look-ups (issue 20): code neighbourhoods from the index when it is
     * current (undefined: the caller reads them from SQL), and products named by a line's words,
     * ranked as the search box ranks them (active products only).
     */
    async partsListFinder() {
      const { current } = await searchWith({ staff: false });
      return {
        codeNeighbours: current?.codeNeighbours,
        searchIds: async (text: string, limit: number) =>
          (await page(productListQuery.parse({ search: text.slice(0, 200), perPage: limit }), { staff: false })).map(
            (r) => r.id,
          ),
      };
    },

    /** Builds the search index now instead of on the first search (start-up, benchmarks). */
    warmSearchIndex: () => index.warm(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

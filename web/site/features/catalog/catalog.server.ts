import { redirect, type AppLoadContext } from "react-router";
import {
  productListQuery,
  TECHNICAL_FILTERS,
  type FacetKey,
  type FacetOption,
  type Facets,
  type Product,
  type ProductListQuery,
  type TechnicalFilter,
} from "../../../../contracts/catalog.ts";
import {
  readCatalogParams,
  readDropped,
  withDropped,
  withoutEmptyParams,
  withoutStaleSelections,
  withPageInRange,
  type CatalogParams,
  type DroppedFilter,
} from "./catalog-params.ts";

export type CatalogOptions = Record<"category" | "subcategory" | "brand" | "series", FacetOption[]> & {
  technical: Record<TechnicalFilter, FacetOption[]>;
};

/**
 * The fields a card shows: keeps the page payload small (no timestamps, specs…). The stock
 * quantity tells the card's 'Cotizar' what the product page's button knows; the stock text, when
 * staff wrote words instead of a number, is what the card's stock state says.
 */
export type CatalogProduct = Pick<
  Product,
  | "id"
  | "name"
  | "description"
  | "price"
  | "price_amount"
  | "original_price"
  | "main_image"
  | "category"
  | "brand"
  | "sku"
  | "stock_quantity"
  | "stock_text"
>;

export type CatalogData = {
  products: CatalogProduct[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
  /** The corrected search, or the closest words when nothing matched (GET /products). */
  suggestion: string | null;
  params: CatalogParams;
  options: CatalogOptions;
  /** Technical filters taken out because no product of this selection had them (issue 22). */
  dropped: DroppedFilter[];
  /** The chosen category's name (page title and canonical URL). */
  categoryName: string | null;
};

const toCard = (p: Product): CatalogProduct => ({
  id: p.id,
  name: p.name,
  // The list view shows a line of it; the rest stays on the detail page.
  description: p.description ? p.description.slice(0, 220) : null,
  price: p.price,
  price_amount: p.price_amount,
  original_price: p.original_price,
  main_image: p.main_image,
  category: p.category,
  brand: p.brand,
  sku: p.sku,
  stock_quantity: p.stock_quantity,
  // Only when it is words ("Disponible"): a number is already in stock_quantity.
  stock_text: p.stock_quantity === null ? p.stock_text : null,
});

/**
 * A selected value keeps its place in its list even when no product matches it any more (facets
 * leave out zero counts), so the select still shows what the URL says.
 */
function withSelected(options: FacetOption[], selected: string, label: () => string | undefined): FacetOption[] {
  if (!selected || options.some((o) => o.value === selected)) return options;
  return [{ value: selected, label: label() ?? selected, count: 0 }, ...options];
}

/** The service's query from the URL; a hand-edited value the API would reject is just ignored. */
function parseListQuery(input: Record<string, string>) {
  const { includeInactive: _i, stock: _s, ...rest } = input;
  const first = productListQuery.safeParse(rest);
  if (first.success) return first.data;
  const bad = new Set(first.error.issues.map((i) => String(i.path[0])));
  return productListQuery.parse(Object.fromEntries(Object.entries(rest).filter(([k]) => !bad.has(k))));
}

const redirectTo = (url: URL, sp: URLSearchParams) => {
  const query = sp.toString();
  return redirect(`${url.pathname}${query ? `?${query}` : ""}`);
};

/**
 * The technical filters to take out of a query they leave empty while the rest of it has
 * products (a brand or subcategory chosen over them, a shared link gone stale): those no product
 * of the rest has, and every one when the remaining ones still find nothing together.
 */
async function technicalToDrop(
  query: ProductListQuery,
  loose: Facets,
  countsOf: (q: ProductListQuery) => Promise<{ total: number }>,
): Promise<DroppedFilter[]> {
  const active = TECHNICAL_FILTERS.flatMap((key) => {
    const value = query[key];
    return value === undefined ? [] : [{ key, value: String(value) }];
  });
  const found = (d: DroppedFilter) => loose[d.key].some((o) => o.value === d.value && o.count > 0);
  const impossible = active.filter((d) => !found(d));
  const kept = active.filter((d) => found(d));
  if (impossible.length && kept.length) {
    const rest = { ...query, ...Object.fromEntries(impossible.map((d) => [d.key, undefined])) };
    if ((await countsOf(rest)).total > 0) return impossible;
  }
  return active;
}

/**
 * The catalogue page's data, filtered, sorted and paged by the catalogue service; stale
 * selections and pages past the last one redirect to the corrected URL, so a shared link always
 * lands on a valid page.
 */
export async function loadCatalog(request: Request, context: AppLoadContext): Promise<CatalogData> {
  const url = new URL(request.url);
  // Empty and default values mean nothing (a form sent without JavaScript has them all): the
  // rest of the corrections start from the query without them, and one redirect says them all.
  const cleaned = withoutEmptyParams(url.searchParams);
  const sp = cleaned ?? url.searchParams;
  const { catalog, taxonomy } = context.services;

  const [categories, brands] = await Promise.all([taxonomy.listCategories(), taxonomy.listBrands()]);
  const fixed = withoutStaleSelections(sp, { categories, brands });
  if (fixed) throw redirectTo(url, fixed);

  const params = readCatalogParams(sp);
  const query = parseListQuery({
    ...Object.fromEntries(sp),
    sort: params.sort,
    page: String(params.page),
    perPage: String(params.perPage),
  });
  const visitor = { staff: false };
  const withoutTechnical = { ...query, ...Object.fromEntries(TECHNICAL_FILTERS.map((k) => [k, undefined])) };
  const hasTechnical = TECHNICAL_FILTERS.some((k) => query[k] !== undefined);
  const countsOf = (q: ProductListQuery) => catalog.listProducts({ ...q, page: 1, perPage: 1 }, visitor);
  const facetsOf = async (q: ProductListQuery) => (await countsOf(q)).facets;
  const [list, loose, categoryFacets] = await Promise.all([
    catalog.listProducts(query, visitor),
    hasTechnical ? countsOf(withoutTechnical) : undefined,
    hasTechnical || query.subcategory !== undefined
      ? facetsOf({ ...withoutTechnical, subcategory: undefined })
      : undefined,
  ]);
  const looseFacets = loose?.facets;

  if (list.total === 0 && loose && loose.total > 0) {
    const dropped = await technicalToDrop(query, loose.facets, countsOf);
    throw redirectTo(url, withDropped(sp, dropped));
  }

  const inRange = withPageInRange(sp, list.totalPages);
  if (inRange) throw redirectTo(url, inRange);
  if (cleaned) throw redirectTo(url, cleaned);

  const facets: Facets = list.facets;
  const subcategoryName = (id: string) =>
    categories.flatMap((c) => c.subcategories).find((s) => String(s.id) === id)?.name;
  const technical = Object.fromEntries(
    TECHNICAL_FILTERS.map((k) => [k, withSelected(facets[k], params.technical[k], () => undefined)]),
  ) as Record<TechnicalFilter, FacetOption[]>;
  // Options count what choosing them would show: choosing a category clears the subcategory and
  // the technical filters, and choosing a subcategory or brand clears the technical filters (§4),
  // so their counts must not be narrowed by what the choice is about to clear.
  const facet = (k: FacetKey) => {
    if (k === "category") return (categoryFacets ?? facets).category;
    if (k === "subcategory" || k === "brand") return (looseFacets ?? facets)[k];
    return facets[k];
  };

  return {
    dropped: readDropped(sp),
    categoryName: categories.find((c) => String(c.id) === params.category)?.name ?? null,
    products: list.products.map(toCard),
    total: list.total,
    page: list.page,
    perPage: list.perPage,
    totalPages: list.totalPages,
    suggestion: list.suggestion,
    params,
    options: {
      category: withSelected(
        facet("category"),
        params.category,
        () => categories.find((c) => String(c.id) === params.category)?.name,
      ),
      // Subcategories only make sense inside a category (spec §2).
      subcategory:
        params.category || params.subcategory
          ? withSelected(facet("subcategory"), params.subcategory, () => subcategoryName(params.subcategory))
          : [],
      brand: withSelected(facet("brand"), params.brand, () => brands.find((b) => String(b.id) === params.brand)?.name),
      series: withSelected(facet("series"), params.series, () => undefined),
      technical,
    },
  };
}

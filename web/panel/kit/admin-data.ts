import type { Brand, CatalogStats, Category, ProductList, Subcategory } from "../../../contracts/catalog.ts";
import type { OkEnvelope } from "../../../contracts/envelope.ts";
import type { RequestCounts } from "../../../contracts/requests-admin.ts";
import { api } from "../../lib/api-client.ts";

/** Lists every admin tab shares: the taxonomy for filters and forms, the dashboard counters. */
export type AdminData = {
  products: ProductList | null;
  categories: Category[];
  brands: Brand[];
  subcategories: Subcategory[];
  stats: CatalogStats | null;
  requests: RequestCounts | null;
};

export const EMPTY_ADMIN_DATA: AdminData = {
  products: null,
  categories: [],
  brands: [],
  subcategories: [],
  stats: null,
  requests: null,
};

const data = <T>(path: string) => api<OkEnvelope<T>>(path).then((r) => r.data);

/** First products page as the products tab asks for it (admin spec §9: 12 per page). */
export const FIRST_PRODUCTS_PAGE = "/products?includeInactive=true&page=1&perPage=12";

/**
 * Admin spec §4: products, categories, brands, all subcategories and stats in parallel; a failure
 * is only logged and that part stays empty. Request counts ride along for the dashboard.
 */
export async function loadAdminData(): Promise<AdminData> {
  const parts = await Promise.allSettled([
    data<ProductList>(FIRST_PRODUCTS_PAGE),
    data<Category[]>("/categories"),
    data<Brand[]>("/brands"),
    data<Subcategory[]>("/subcategories"),
    data<CatalogStats>("/info/stats"),
    data<RequestCounts>("/requests/counts"),
  ]);
  const failed = parts.filter((p): p is PromiseRejectedResult => p.status === "rejected");
  if (failed.length) console.error("Error cargando datos iniciales:", failed[0].reason);
  const value = <T>(i: number, fallback: T): T =>
    parts[i].status === "fulfilled" ? (parts[i] as PromiseFulfilledResult<T>).value : fallback;
  return {
    products: value<ProductList | null>(0, null),
    categories: value<Category[]>(1, []),
    brands: value<Brand[]>(2, []),
    subcategories: value<Subcategory[]>(3, []),
    stats: value<CatalogStats | null>(4, null),
    requests: value<RequestCounts | null>(5, null),
  };
}

/** After an edit elsewhere in the panel: fresh taxonomy and counters (not the products page). */
export async function reloadShared(): Promise<Omit<AdminData, "products">> {
  const { products: _ignored, ...rest } = await loadAdminData().catch(() => EMPTY_ADMIN_DATA);
  return rest;
}

import type {
  AccessoryLink,
  Feature,
  Product,
  ProductApplication,
  ProductList,
  RelatedLink,
} from "../../../../contracts/catalog.ts";
import type { ProductDeleted } from "../../../../contracts/catalog-admin.ts";
import type { RelatedGroupResult, RelatedMultipleResult } from "../../../../contracts/catalog-links.ts";
import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import type { UploadedImage } from "../../../../contracts/files.ts";
import { api } from "../../../lib/api-client.ts";
import { buildQuery } from "../../../lib/query.ts";

/** The admin products list page size (admin spec §9) and the pickers' first screen. */
export const PER_PAGE = 12;
export const PICKER_SIZE = 30;

export type StockFilter = "all" | "in" | "out";
export type ProductFilters = { search: string; brand: string; category: string; stock: StockFilter };
export const NO_FILTERS: ProductFilters = { search: "", brand: "", category: "", stock: "all" };

const data = <T>(p: Promise<OkEnvelope<T>>) => p.then((r) => r.data);

/** GET /products, paged and filtered on the server, inactive products included. */
export function listProducts(filters: ProductFilters, page: number, perPage = PER_PAGE) {
  const query = buildQuery({
    includeInactive: "true",
    search: filters.search.trim(),
    brand: filters.brand,
    category: filters.category,
    stock: filters.stock === "all" ? undefined : filters.stock,
    page,
    perPage,
  });
  return data(api<OkEnvelope<ProductList>>(`/products${query}`));
}

export const getProduct = (id: number) => data(api<OkEnvelope<Product>>(`/products/${id}`));

export const saveProduct = (id: number | null, body: Record<string, unknown>) =>
  api<OkEnvelope<Product>>(id === null ? "/products" : `/products/${id}`, {
    method: id === null ? "POST" : "PUT",
    body,
  });

export const deleteProduct = (id: number) =>
  data(api<OkEnvelope<ProductDeleted>>(`/products/${id}`, { method: "DELETE" }));

export function uploadImage(file: File) {
  const form = new FormData();
  form.append("file", file);
  return data(api<OkEnvelope<UploadedImage>>("/files/upload", { method: "POST", body: form }));
}

// ---------------------------------------------------------------- features and applications

/** One product's ordered texts: features and applications share this shape in the editor. */
export type TextItem = { id: number; text: string; sort_order: number };

export type TextListApi = {
  list: (productId: number) => Promise<TextItem[]>;
  /** Without sortOrder the server puts the new item after the last one. */
  create: (productId: number, text: string, sortOrder: number | undefined) => Promise<unknown>;
  update: (productId: number, id: number, text: string, sortOrder: number) => Promise<unknown>;
  remove: (productId: number, id: number) => Promise<unknown>;
};

const bySortOrder = (a: TextItem, b: TextItem) => a.sort_order - b.sort_order || a.id - b.id;

export const featuresApi: TextListApi = {
  list: async (productId) =>
    (await data(api<OkEnvelope<Feature[]>>(`/products/${productId}/features`)))
      .map((f) => ({ id: f.id, text: f.feature_text, sort_order: f.sort_order }))
      .sort(bySortOrder),
  create: (productId, text, sort_order) =>
    api(`/products/${productId}/features`, { method: "POST", body: { feature_text: text, sort_order } }),
  update: (_productId, id, text, sort_order) =>
    api(`/productFeatures/${id}`, { method: "PUT", body: { feature_text: text, sort_order } }),
  remove: (productId, id) => api(`/products/${productId}/features/${id}`, { method: "DELETE" }),
};

export const applicationsApi: TextListApi = {
  list: async (productId) =>
    (await data(api<OkEnvelope<ProductApplication[]>>(`/products/${productId}/applications`)))
      .map((a) => ({ id: a.id, text: a.application_text, sort_order: a.sort_order }))
      .sort(bySortOrder),
  create: (productId, text, sort_order) =>
    api("/productApplications", {
      method: "POST",
      body: { product_id: productId, application_text: text, sort_order },
    }),
  update: (_productId, id, text, sort_order) =>
    api(`/productApplications/${id}`, { method: "PUT", body: { application_text: text, sort_order } }),
  remove: (_productId, id) => api(`/productApplications/${id}`, { method: "DELETE" }),
};

// ---------------------------------------------------------------- accessories and related

export const listAccessories = (productId: number) =>
  data(api<OkEnvelope<{ accessories: AccessoryLink[] }>>(`/accessories/product/${productId}`)).then(
    (d) => d.accessories,
  );

export const addAccessory = (mainId: number, accessoryId: number) =>
  api<OkEnvelope<AccessoryLink>>("/accessories", {
    method: "POST",
    body: { main_product_id: mainId, accessory_product_id: accessoryId },
  });

export const deleteAccessory = (linkId: number) => api(`/accessories/${linkId}`, { method: "DELETE" });

export const listRelated = (productId: number) =>
  data(api<OkEnvelope<{ relatedProducts: RelatedLink[] }>>(`/relatedProducts/product/${productId}`)).then(
    (d) => d.relatedProducts,
  );

export const addRelatedGroup = (productId: number, type: string, products: number[]) =>
  data(
    api<OkEnvelope<RelatedMultipleResult>>("/relatedProducts/multiple", {
      method: "POST",
      body: { product_id: productId, relationship_type: type, products, newGroup: true },
    }),
  );

export const saveRelatedGroup = (
  productId: number,
  body: { from: string; to: string; remove: number[]; add: number[] },
) => data(api<OkEnvelope<RelatedGroupResult>>(`/products/${productId}/related/groups`, { method: "PUT", body }));

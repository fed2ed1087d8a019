import { z } from "./zod.ts";
import { INT32_MAX } from "./int32.ts";

import { DEFAULT_PER_PAGE, FACET_KEYS, SORT_OPTIONS, type FacetKey } from "./catalog-options.ts";
import { OPTIONAL_TEXT_FIELD_KEYS, fromKeys, type StoredFieldKey } from "./product-fields.ts";

export * from "./catalog-options.ts";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .optional()
    .transform((v) => (v ? v : undefined));

const optionalId = z
  .union([z.literal(""), z.coerce.number().int().positive().max(INT32_MAX)], {
    error: "Identificador inválido",
  })
  .optional()
  .transform((v) => (v === "" || v === undefined ? undefined : v));

/**
 * GET /products query. Unknown sort or perPage values fall back to the defaults rather than fail,
 * because they come from URLs people share and edit by hand.
 */
export const productListQuery = z.object({
  search: optionalText(200),
  category: optionalId,
  subcategory: optionalId,
  brand: optionalId,
  series: optionalText(100),
  potencia: optionalText(100),
  voltaje: optionalText(100),
  frame_size: optionalText(100),
  corriente: optionalText(100),
  comunicacion: optionalText(100),
  alimentacion: optionalText(100),
  sort: z.enum(SORT_OPTIONS).catch("default").default("default"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).catch(DEFAULT_PER_PAGE).default(DEFAULT_PER_PAGE),
  // Admin list only (ignored without a session): include inactive products, stock filter.
  includeInactive: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  stock: z.enum(["all", "in", "out"]).catch("all").default("all"),
  // 'Con ficha técnica': products with at least one document of type 'datasheet' (ADR 022).
  hasDatasheet: z
    .enum(["true", "false"])
    .optional()
    .catch(undefined)
    .transform((v) => v === "true"),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const namedRef = z.object({ id: z.number(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

/**
 * A product as every client reads it. `price` is what staff typed: a decimal string ("1250.00")
 * when it is a number, or free text ("Consultar"); `price_amount` is the decimal string or null.
 * The optional text fields come from the registry (contracts/product-fields.ts) and the shape must
 * name every stored field (`satisfies`). Key order is the answer's JSON order: keep it.
 */
export const product = z.object({
  id: z.number(),
  sku: z.string(),
  sku_ec: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string().nullable(),
  price_amount: z.string().nullable(),
  original_price: z.string().nullable(),
  originalPrice: z.string().nullable(),
  /** The product's own IVA rate in percent; null: the general rate (IVA_RATE) applies when quoted. */
  iva_rate: z.number().nullable(),
  stock_quantity: z.number().nullable(),
  stock_text: z.string().nullable(),
  min_stock_level: z.number().nullable(),
  brand_id: z.number().nullable(),
  category_id: z.number().nullable(),
  subcategory_id: z.number().nullable(),
  brand: namedRef.nullable(),
  category: namedRef.nullable(),
  subcategory: namedRef.nullable(),
  // series, the technical data and main_image, in the registry's order.
  ...fromKeys(OPTIONAL_TEXT_FIELD_KEYS, () => z.string().nullable()),
  is_active: z.boolean(),
  accessories_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
} satisfies Record<StoredFieldKey, z.ZodType> & Record<string, z.ZodType>);
export type Product = z.infer<typeof product>;

export const facetOption = z.object({ value: z.string(), label: z.string(), count: z.number() });
export type FacetOption = z.infer<typeof facetOption>;
export const facets = z.record(z.enum(FACET_KEYS), z.array(facetOption));
export type Facets = Record<FacetKey, FacetOption[]>;

export const productList = z.object({
  products: z.array(product),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  totalPages: z.number(),
  facets,
  // The search with its typos corrected when that is what was searched for ('varaidor' lists
  // variadores), or, when nothing matched, the closest known words; null otherwise.
  suggestion: z.string().nullable().describe("¿Quisiste decir…? Búsqueda corregida o término más cercano"),
});
export type ProductList = z.infer<typeof productList>;

/** GET /products/suggest: suggestions as you type, from the second character on. */
export const suggestQuery = z.object({
  q: z
    .string()
    .max(200, "Máximo 200 caracteres")
    .optional()
    .transform((v) => v?.trim() ?? ""),
});

export const productSuggestion = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  price: z.string().nullable(),
  price_amount: z.string().nullable(),
  main_image: z.string().nullable(),
});
export type ProductSuggestion = z.infer<typeof productSuggestion>;

export const suggestResult = z.object({
  products: z.array(productSuggestion),
  categories: z.array(namedRef),
  brands: z.array(namedRef),
  /** The words searched instead when the last one was complete and mistyped ('contacor' → "contactor"). */
  suggestion: z.string().nullable().optional(),
});
export type SuggestResult = z.infer<typeof suggestResult>;

export const brand = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  website: z.string().nullable(),
  products_count: z.number().optional(),
});
export type Brand = z.infer<typeof brand>;

export const subcategory = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  category_id: z.number(),
  category: namedRef.nullable(),
  products_count: z.number().optional(),
});
export type Subcategory = z.infer<typeof subcategory>;

export const category = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  subcategories: z.array(subcategory),
  products_count: z.number().optional(),
});
export type Category = z.infer<typeof category>;

export const feature = z.object({
  id: z.number(),
  product_id: z.number(),
  feature_text: z.string(),
  sort_order: z.number(),
});
export type Feature = z.infer<typeof feature>;

export const productApplication = z.object({
  id: z.number(),
  product_id: z.number(),
  application_id: z.number().nullable(),
  application_text: z.string(),
  sort_order: z.number(),
});
export type ProductApplication = z.infer<typeof productApplication>;

export const accessoryProduct = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  main_image: z.string().nullable(),
  price: z.string().nullable(),
  brand: namedRef.nullable(),
});

export const accessoryLink = z.object({
  id: z.number(),
  main_product_id: z.number(),
  accessory_product_id: z.number(),
  accessoryProduct: accessoryProduct,
});
export type AccessoryLink = z.infer<typeof accessoryLink>;

export const relatedProductSummary = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  price: z.string().nullable(),
  main_image: z.string().nullable(),
  category: namedRef.nullable(),
  subcategory: namedRef.nullable(),
  brand: namedRef.nullable(),
});

export const relatedLink = z.object({
  id: z.number(),
  product_id: z.number(),
  related_product_id: z.number(),
  relationshipType: z.string(),
  relationship_type: z.string(),
  relatedProduct: relatedProductSummary,
});
export type RelatedLink = z.infer<typeof relatedLink>;

export const catalogStats = z.object({
  total_products: z.number(),
  total_brands: z.number(),
  total_categories: z.number(),
  total_subcategories: z.number(),
  active_products: z.number(),
  out_of_stock_products: z.number(),
  // Staff only (the admin dashboard): inactive count and products per category and brand, all
  // products included; null id gathers the products without one.
  inactive_products: z.number().optional(),
  products_by_category: z
    .array(z.object({ id: z.number().nullable(), name: z.string(), count: z.number() }))
    .optional(),
  products_by_brand: z.array(z.object({ id: z.number().nullable(), name: z.string(), count: z.number() })).optional(),
});
export type CatalogStats = z.infer<typeof catalogStats>;

/** The reusable applications list (GET /applications). */
export const application = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Application = z.infer<typeof application>;

export const productSlug = z.object({ id: z.number(), slug: z.string() });

export const accessoryList = z.object({ accessories: z.array(accessoryLink) });

/** GET /relatedProducts/product/{id} and /products/{id}/related. */
export const relatedList = z.object({ mainProduct: product, relatedProducts: z.array(relatedLink) });
export type RelatedList = z.infer<typeof relatedList>;

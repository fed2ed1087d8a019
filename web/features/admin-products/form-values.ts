import type { Product } from "../../../contracts/catalog.ts";
import { productCreate } from "../../../contracts/catalog-admin.ts";

/** What the product form edits: text as typed (price and stock accept free text, admin §3). */
export type ProductFormValues = {
  sku: string;
  sku_ec: string;
  name: string;
  description: string;
  price: string;
  original_price: string;
  stock_quantity: string;
  min_stock_level: string;
  brand_id: string;
  category_id: string;
  subcategory_id: string;
  series: string;
  weight: string;
  dimensions: string;
  potencia_kw: string;
  corriente: string;
  voltaje: string;
  frame_size: string;
  comunicacion: string;
  alimentacion: string;
  main_image: string;
  is_active: "true" | "false";
};
export type ProductField = keyof ProductFormValues;

export const EMPTY_PRODUCT: ProductFormValues = {
  sku: "",
  sku_ec: "",
  name: "",
  description: "",
  price: "",
  original_price: "",
  stock_quantity: "",
  min_stock_level: "",
  brand_id: "",
  category_id: "",
  subcategory_id: "",
  series: "",
  weight: "",
  dimensions: "",
  potencia_kw: "",
  corriente: "",
  voltaje: "",
  frame_size: "",
  comunicacion: "",
  alimentacion: "",
  main_image: "",
  is_active: "true",
};

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

export function valuesFromProduct(p: Product): ProductFormValues {
  return {
    sku: p.sku,
    sku_ec: text(p.sku_ec),
    name: p.name,
    description: text(p.description),
    price: text(p.price),
    original_price: text(p.original_price),
    stock_quantity: p.stock_text ?? text(p.stock_quantity),
    min_stock_level: text(p.min_stock_level),
    brand_id: text(p.brand_id),
    category_id: text(p.category_id),
    subcategory_id: text(p.subcategory_id),
    series: text(p.series),
    weight: text(p.weight),
    dimensions: text(p.dimensions),
    potencia_kw: text(p.potencia_kw),
    corriente: text(p.corriente),
    voltaje: text(p.voltaje),
    frame_size: text(p.frame_size),
    comunicacion: text(p.comunicacion),
    alimentacion: text(p.alimentacion),
    main_image: text(p.main_image),
    is_active: p.is_active ? "true" : "false",
  };
}

const OPTIONAL: ProductField[] = [
  "original_price",
  "min_stock_level",
  "subcategory_id",
  "series",
  "weight",
  "dimensions",
  "potencia_kw",
  "corriente",
  "voltaje",
  "frame_size",
  "comunicacion",
  "alimentacion",
  "main_image",
];

/** The request body: trimmed text, ids as numbers, empty optional fields as null (admin §5). */
export function payloadFromValues(v: ProductFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(v) as [ProductField, string][]) {
    if (key === "is_active") continue;
    const value = raw.trim();
    if (OPTIONAL.includes(key)) body[key] = value === "" ? null : value;
    else body[key] = value;
  }
  for (const key of ["brand_id", "category_id", "subcategory_id"] as const) {
    const value = body[key];
    if (typeof value === "string" && value !== "") body[key] = Number(value);
  }
  body.is_active = v.is_active === "true";
  return body;
}

/** The contracts' rules, checked before sending: first message per field, by form field name. */
export function validateProduct(v: ProductFormValues): Partial<Record<ProductField, string>> {
  const result = productCreate.safeParse(payloadFromValues(v));
  const errors: Partial<Record<ProductField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "") as ProductField;
    if (field in EMPTY_PRODUCT && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

// ---------------------------------------------------------------- drafts

/** An unsaved form kept across an expired session (sessionStorage: this tab only). */
export type ProductDraft = { productId: number | null; values: ProductFormValues; savedAt: string };
const DRAFT_KEY = "admin:product-draft";

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(productId: number | null, values: ProductFormValues) {
  const draft: ProductDraft = { productId, values, savedAt: new Date().toISOString() };
  try {
    session()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: nothing more we can keep.
  }
}

export function readDraft(productId: number | null): ProductDraft | null {
  const raw = session()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as ProductDraft;
    if (draft.productId !== productId || !draft.values) return null;
    return { ...draft, values: { ...EMPTY_PRODUCT, ...draft.values } };
  } catch {
    return null;
  }
}

/** Any kept draft, whatever product it belongs to (the list offers to reopen it). */
export function anyDraft(): ProductDraft | null {
  const raw = session()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as ProductDraft;
  } catch {
    return null;
  }
}

export function clearDraft() {
  session()?.removeItem(DRAFT_KEY);
}

export const sameValues = (a: ProductFormValues, b: ProductFormValues) =>
  (Object.keys(EMPTY_PRODUCT) as ProductField[]).every((k) => a[k] === b[k]);

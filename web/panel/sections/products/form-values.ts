import type { Product } from "../../../../contracts/catalog.ts";
import { productCreate } from "../../../../contracts/catalog-admin.ts";
import {
  OPTIONAL_FIELD_KEYS,
  STORED_FIELDS,
  fromKeys,
  type StoredFieldKey,
} from "../../../../contracts/product-fields.ts";

/** What the product form edits: text as typed (price and stock accept free text, admin §3). */
export type ProductFormValues = Record<Exclude<StoredFieldKey, "is_active">, string> & { is_active: "true" | "false" };
export type ProductField = keyof ProductFormValues;

/** Every field but the active flag is a text box (or a select of ids). */
const TEXT_INPUT_KEYS = STORED_FIELDS.flatMap((f) => (f.key === "is_active" ? [] : [f.key]));
const OPTIONAL: ReadonlySet<string> = new Set(OPTIONAL_FIELD_KEYS);
const REFERENCE_KEYS = STORED_FIELDS.flatMap((f) => (f.kind === "reference" ? [f.key] : []));

export const EMPTY_PRODUCT: ProductFormValues = { ...fromKeys(TEXT_INPUT_KEYS, () => ""), is_active: "true" };

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

export function valuesFromProduct(p: Product): ProductFormValues {
  return {
    ...fromKeys(TEXT_INPUT_KEYS, (key) => text(p[key])),
    stock_quantity: p.stock_text ?? text(p.stock_quantity),
    is_active: p.is_active ? "true" : "false",
  };
}

/** The request body: trimmed text, ids as numbers, empty optional fields as null (admin §5). */
export function payloadFromValues(v: ProductFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(v) as [ProductField, string][]) {
    if (key === "is_active") continue;
    const value = raw.trim();
    if (OPTIONAL.has(key)) body[key] = value === "" ? null : value;
    else body[key] = value;
  }
  for (const key of REFERENCE_KEYS) {
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

// ---------------------------------------------------------------- open form

/**
 * The form left open when staff look at another panel tab: the products route unmounts with it
 * (issue 23: no kept-mounted tree), so what was typed waits here, in this page's memory, and comes
 * back when the same product's form opens again. Saving or closing the form drops it.
 */
export type OpenForm = { productId: number | null; values: ProductFormValues };
let openForm: OpenForm | null = null;

export function keepOpenForm(form: OpenForm) {
  openForm = form;
}

export function takeOpenForm(productId: number | null): ProductFormValues | null {
  const kept = openForm?.productId === productId ? openForm.values : null;
  openForm = null;
  return kept;
}

export function dropOpenForm() {
  openForm = null;
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

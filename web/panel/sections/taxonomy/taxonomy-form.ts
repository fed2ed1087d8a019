import type { Brand, Category, Subcategory } from "../../../../contracts/catalog.ts";
import type { FieldError } from "../../../../contracts/envelope.ts";
import { brandCreate, categoryCreate, subcategoryCreate } from "../../../../contracts/taxonomy.ts";
import type { TaxonomyKind, TaxonomyRow } from "./taxonomy-api.ts";

/** What the create/edit modal edits: every field as the text typed (ids too, from a <select>). */
export type TaxonomyValues = {
  name: string;
  description: string;
  category_id: string;
  logo_url: string;
  website: string;
};
export type FieldErrors = Partial<Record<keyof TaxonomyValues, string>>;

export const EMPTY_VALUES: TaxonomyValues = { name: "", description: "", category_id: "", logo_url: "", website: "" };

export function valuesOf(kind: TaxonomyKind, row: TaxonomyRow | null): TaxonomyValues {
  if (!row) return EMPTY_VALUES;
  const values = { ...EMPTY_VALUES, name: row.name, description: row.description ?? "" };
  if (kind === "subcategories") values.category_id = String((row as Subcategory).category_id);
  if (kind === "brands") {
    values.logo_url = (row as Brand).logo_url ?? "";
    values.website = (row as Brand).website ?? "";
  }
  return values;
}

const schemas = { categories: categoryCreate, subcategories: subcategoryCreate, brands: brandCreate } as const;

/** Checks with the contracts' rules (admin §5); the body to send, or the message per field. */
export function validateTaxonomy(
  kind: TaxonomyKind,
  values: TaxonomyValues,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const input: Record<string, unknown> = { name: values.name, description: values.description };
  if (kind === "subcategories") input.category_id = values.category_id;
  if (kind === "brands") {
    input.logo_url = values.logo_url;
    input.website = values.website;
  }
  const parsed = schemas[kind].safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data as Record<string, unknown> };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as keyof TaxonomyValues;
    if (field in EMPTY_VALUES && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The server's field details (400) as the modal's per-field messages. */
export function serverFieldErrors(details: FieldError[] | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const d of details ?? []) {
    const field = d.field.split(".")[0] as keyof TaxonomyValues;
    if (field in EMPTY_VALUES && !errors[field]) errors[field] = d.message;
  }
  return errors;
}

export type { Brand, Category, Subcategory };

import type { Brand, Category, Subcategory } from "../../../../contracts/catalog.ts";
import { brandCreate, categoryCreate, subcategoryCreate } from "../../../../contracts/taxonomy.ts";
import { checkWith, type FieldErrors } from "../../../lib/field-errors.ts";
import type { TaxonomyKind, TaxonomyRow } from "./taxonomy-api.ts";

/** What the create/edit modal edits: every field as the text typed (ids too, from a <select>). */
export type TaxonomyValues = {
  name: string;
  description: string;
  category_id: string;
  logo_url: string;
  website: string;
};
/** The fields the modal shows for each kind (and checks, and marks with the server's refusals). */
export const TAXONOMY_FIELDS: Record<TaxonomyKind, readonly (keyof TaxonomyValues)[]> = {
  categories: ["name", "description"],
  subcategories: ["name", "category_id", "description"],
  brands: ["name", "description", "logo_url", "website"],
};

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
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors<keyof TaxonomyValues> } {
  // Each kind checks only its own fields: the others are not in `input`, so none is reported.
  const input = Object.fromEntries(TAXONOMY_FIELDS[kind].map((f) => [f, values[f]]));
  const checked = checkWith(schemas[kind], input as Record<keyof TaxonomyValues, unknown>);
  return checked.ok ? { ok: true, body: checked.body as Record<string, unknown> } : checked;
}

export type { Brand, Category, Subcategory };

import type { Brand, Category, Subcategory } from "../../../../contracts/catalog.ts";
import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import { api } from "../../../lib/api-client.ts";

/** The three kinds the Administration tab manages, each with its own collection path. */
export type TaxonomyKind = "categories" | "subcategories" | "brands";
export type TaxonomyRow = Category | Subcategory | Brand;

export type TaxonomyLists = { categories: Category[]; subcategories: Subcategory[]; brands: Brand[] };

export async function loadTaxonomy(): Promise<TaxonomyLists> {
  const [categories, subcategories, brands] = await Promise.all([
    api<OkEnvelope<Category[]>>("/categories"),
    api<OkEnvelope<Subcategory[]>>("/subcategories"),
    api<OkEnvelope<Brand[]>>("/brands"),
  ]);
  return { categories: categories.data, subcategories: subcategories.data, brands: brands.data };
}

/** Create (no id) or update (id): answers the server's success message. */
export async function saveTaxonomy(kind: TaxonomyKind, id: number | null, body: Record<string, unknown>) {
  const res = await api<OkEnvelope<TaxonomyRow>>(id === null ? `/${kind}` : `/${kind}/${id}`, {
    method: id === null ? "POST" : "PUT",
    body,
  });
  return res;
}

export async function deleteTaxonomy(kind: TaxonomyKind, id: number) {
  return api<OkEnvelope<{ id: number }>>(`/${kind}/${id}`, { method: "DELETE" });
}

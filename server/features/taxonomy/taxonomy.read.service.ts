import type { Brand, Category, Subcategory } from "../../../contracts/catalog.ts";
import { TAXONOMY_MESSAGES } from "../../../contracts/taxonomy.ts";
import { notFound } from "../../lib/errors.ts";
import type { SubcategoryRow, TaxonomyRepository } from "./taxonomy.repository.ts";

const CATEGORY_NOT_FOUND = TAXONOMY_MESSAGES.categoryNotFound;

/** Categories with their subcategories, and brands: what the public site and the admin read. */
export function createTaxonomyReadService({ repo }: { repo: TaxonomyRepository }) {
  const withSubcategories = <C extends { id: number }>(category: C, subs: SubcategoryRow[]) => ({
    ...category,
    subcategories: subs.filter((s) => s.category_id === category.id),
  });

  return {
    async listCategories(): Promise<Category[]> {
      const [cats, subs] = await Promise.all([repo.listCategories(), repo.listSubcategories()]);
      return cats.map((c) => withSubcategories(c, subs));
    },

    async getCategory(id: number): Promise<Category> {
      const [category, subs] = await Promise.all([repo.findCategory(id), repo.listSubcategories(id)]);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      return withSubcategories(category, subs);
    },

    async subcategoriesOf(categoryId: number): Promise<Subcategory[]> {
      const [category, subs] = await Promise.all([repo.findCategory(categoryId), repo.listSubcategories(categoryId)]);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      return subs;
    },

    listSubcategories: (categoryId?: number): Promise<Subcategory[]> => repo.listSubcategories(categoryId),

    async getSubcategory(id: number): Promise<Subcategory> {
      const row = await repo.findSubcategory(id);
      if (!row) throw notFound(TAXONOMY_MESSAGES.subcategoryNotFound);
      return row;
    },

    listBrands: (): Promise<Brand[]> => repo.listBrands(),

    async getBrand(id: number): Promise<Brand> {
      const row = await repo.findBrand(id);
      if (!row) throw notFound(TAXONOMY_MESSAGES.brandNotFound);
      return row;
    },
  };
}

export type TaxonomyReadService = ReturnType<typeof createTaxonomyReadService>;

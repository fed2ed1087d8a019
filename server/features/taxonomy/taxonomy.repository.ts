import { asc, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { brands, categories, products, subcategories } from "../../db/schema/index.ts";

/** Active products per value of one product column, as a subquery to left-join (one scan, no N+1). */
const activeCounts = (tx: Tx, column: PgColumn, name: string) =>
  tx
    .select({ ref_id: sql<number>`${column}`.as("ref_id"), n: sql<number>`count(*)::int`.as("n") })
    .from(products)
    .where(eq(products.is_active, true))
    .groupBy(column)
    .as(name);

export function createTaxonomyRepository(db: Db) {
  const selectCategories = (tx: Tx) => {
    const counts = activeCounts(tx, products.category_id, "category_counts");
    return tx
      .select({
        id: categories.id,
        name: categories.name,
        description: categories.description,
        products_count: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
      })
      .from(categories)
      .leftJoin(counts, eq(counts.ref_id, categories.id))
      .$dynamic();
  };

  const selectSubcategories = (tx: Tx) => {
    const counts = activeCounts(tx, products.subcategory_id, "subcategory_counts");
    return tx
      .select({
        id: subcategories.id,
        name: subcategories.name,
        description: subcategories.description,
        category_id: subcategories.category_id,
        category: { id: categories.id, name: categories.name },
        products_count: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
      })
      .from(subcategories)
      .leftJoin(categories, eq(categories.id, subcategories.category_id))
      .leftJoin(counts, eq(counts.ref_id, subcategories.id))
      .$dynamic();
  };

  const selectBrands = (tx: Tx) => {
    const counts = activeCounts(tx, products.brand_id, "brand_counts");
    return tx
      .select({
        id: brands.id,
        name: brands.name,
        description: brands.description,
        logo_url: brands.logo_url,
        website: brands.website,
        products_count: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
      })
      .from(brands)
      .leftJoin(counts, eq(counts.ref_id, brands.id))
      .$dynamic();
  };

  return {
    listCategories: (tx: Tx = db) => selectCategories(tx).orderBy(asc(categories.name), asc(categories.id)),

    async findCategory(id: number, tx: Tx = db) {
      const [row] = await selectCategories(tx).where(eq(categories.id, id));
      return row;
    },

    listSubcategories(categoryId?: number, tx: Tx = db) {
      const all = selectSubcategories(tx);
      const q = categoryId === undefined ? all : all.where(eq(subcategories.category_id, categoryId));
      return q.orderBy(asc(subcategories.name), asc(subcategories.id));
    },

    async findSubcategory(id: number, tx: Tx = db) {
      const [row] = await selectSubcategories(tx).where(eq(subcategories.id, id));
      return row;
    },

    listBrands: (tx: Tx = db) => selectBrands(tx).orderBy(asc(brands.name), asc(brands.id)),

    async findBrand(id: number, tx: Tx = db) {
      const [row] = await selectBrands(tx).where(eq(brands.id, id));
      return row;
    },
  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
export type SubcategoryRow = Awaited<ReturnType<TaxonomyRepository["listSubcategories"]>>[number];

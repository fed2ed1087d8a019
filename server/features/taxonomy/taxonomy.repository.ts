import { and, asc, count, eq, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
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

    ...writes(db),
  };
}

type Named = typeof categories | typeof subcategories | typeof brands;

/** Same rule as the unique indexes: lower(name). `exceptId` lets a row keep its own name. */
const sameName = (table: Named, name: string, exceptId?: number): SQL =>
  and(sql`lower(${table.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(table.id, exceptId))!;

const countWhere = async (tx: Tx, table: PgTable, where: SQL) => {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

const touched = () => ({ updated_at: new Date() });

function writes(db: Db) {
  return {
    categoryNameTaken: async (name: string, exceptId?: number, tx: Tx = db) =>
      (await countWhere(tx, categories, sameName(categories, name, exceptId))) > 0,

    subcategoryNameTaken: async (categoryId: number, name: string, exceptId?: number, tx: Tx = db) =>
      (await countWhere(
        tx,
        subcategories,
        and(eq(subcategories.category_id, categoryId), sameName(subcategories, name, exceptId))!,
      )) > 0,

    brandNameTaken: async (name: string, exceptId?: number, tx: Tx = db) =>
      (await countWhere(tx, brands, sameName(brands, name, exceptId))) > 0,

    /** Products of any state: an inactive product still points at the row. */
    productsUsing: (column: "category_id" | "subcategory_id" | "brand_id", id: number, tx: Tx = db) =>
      countWhere(tx, products, eq(products[column], id)),

    subcategoriesOf: (categoryId: number, tx: Tx = db) =>
      countWhere(tx, subcategories, eq(subcategories.category_id, categoryId)),

    /** Locks the row for the rest of the transaction, so a check-then-write cannot interleave. */
    async lock(table: Named, id: number, tx: Tx) {
      const rows = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("update");
      return rows.length > 0;
    },

    async insertCategory(values: typeof categories.$inferInsert, tx: Tx = db) {
      const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
      return row.id;
    },
    updateCategory: (id: number, values: Partial<typeof categories.$inferInsert>, tx: Tx = db) =>
      tx
        .update(categories)
        .set({ ...values, ...touched() })
        .where(eq(categories.id, id)),
    deleteCategory: (id: number, tx: Tx = db) => tx.delete(categories).where(eq(categories.id, id)),

    async insertSubcategory(values: typeof subcategories.$inferInsert, tx: Tx = db) {
      const [row] = await tx.insert(subcategories).values(values).returning({ id: subcategories.id });
      return row.id;
    },
    updateSubcategory: (id: number, values: Partial<typeof subcategories.$inferInsert>, tx: Tx = db) =>
      tx
        .update(subcategories)
        .set({ ...values, ...touched() })
        .where(eq(subcategories.id, id)),
    deleteSubcategory: (id: number, tx: Tx = db) => tx.delete(subcategories).where(eq(subcategories.id, id)),

    async insertBrand(values: typeof brands.$inferInsert, tx: Tx = db) {
      const [row] = await tx.insert(brands).values(values).returning({ id: brands.id });
      return row.id;
    },
    updateBrand: (id: number, values: Partial<typeof brands.$inferInsert>, tx: Tx = db) =>
      tx
        .update(brands)
        .set({ ...values, ...touched() })
        .where(eq(brands.id, id)),
    deleteBrand: (id: number, tx: Tx = db) => tx.delete(brands).where(eq(brands.id, id)),

    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),
  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
export type SubcategoryRow = Awaited<ReturnType<TaxonomyRepository["listSubcategories"]>>[number];

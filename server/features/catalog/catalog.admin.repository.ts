import { and, count, eq, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  accessories,
  brands,
  categories,
  productApplications,
  productFeatures,
  products,
  relatedProducts,
  subcategories,
} from "../../db/schema/index.ts";
import { outOfStock } from "./catalog.list.repository.ts";

export type ProductValues = Partial<Omit<typeof products.$inferInsert, "id" | "search_text" | "created_at">>;

/** Product writes (create, update, delete with links) and the lookups their rules need. */
export function createCatalogAdminRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    /** Another product with this SKU, compared case-insensitively like the unique index. */
    async productWithSku(sku: string, exceptId?: number, tx: Tx = db) {
      const [row] = await tx
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(and(sql`lower(${products.sku}) = lower(${sku})`, exceptId ? ne(products.id, exceptId) : undefined))
        .limit(1);
      return row;
    },

    async productRefs(id: number, tx: Tx = db) {
      const [row] = await tx
        .select({ id: products.id, category_id: products.category_id, subcategory_id: products.subcategory_id })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },

    async brandExists(id: number, tx: Tx = db) {
      return (await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id))).length > 0;
    },

    async categoryExists(id: number, tx: Tx = db) {
      return (await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id))).length > 0;
    },

    async subcategory(id: number, tx: Tx = db) {
      const [row] = await tx
        .select({ id: subcategories.id, category_id: subcategories.category_id })
        .from(subcategories)
        .where(eq(subcategories.id, id));
      return row;
    },

    async insertProduct(values: ProductValues & { sku: string; name: string }, tx: Tx = db) {
      const [row] = await tx.insert(products).values(values).returning({ id: products.id });
      return row.id;
    },

    async updateProduct(id: number, values: ProductValues, tx: Tx = db) {
      await tx
        .update(products)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(products.id, id));
    },

    /**
     * Deletes the product and every link that names it, counting them first. The foreign keys
     * cascade too; deleting explicitly keeps the counts honest and the order obvious.
     */
    async deleteProduct(id: number, tx: Tx) {
      const features = await tx
        .delete(productFeatures)
        .where(eq(productFeatures.product_id, id))
        .returning({ id: productFeatures.id });
      const apps = await tx
        .delete(productApplications)
        .where(eq(productApplications.product_id, id))
        .returning({ id: productApplications.id });
      const acc = await tx
        .delete(accessories)
        .where(or(eq(accessories.main_product_id, id), eq(accessories.accessory_product_id, id)))
        .returning({ id: accessories.id });
      const rel = await tx
        .delete(relatedProducts)
        .where(or(eq(relatedProducts.product_id, id), eq(relatedProducts.related_product_id, id)))
        .returning({ id: relatedProducts.id });
      const gone = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      if (gone.length === 0) return undefined;
      return { features: features.length, applications: apps.length, accessories: acc.length, related: rel.length };
    },

    /** 'Sin stock' among the products visitors can see (the public stats). */
    async activeOutOfStockCount(tx: Tx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.is_active, true), outOfStock));
      return Number(row.n);
    },

    /** Dashboard counts for staff: inactive products and products per category and brand. */
    async dashboardCounts(tx: Tx = db) {
      const [inactive] = await tx.select({ n: count() }).from(products).where(eq(products.is_active, false));
      const byCategory = await tx
        .select({ id: categories.id, name: sql<string>`coalesce(${categories.name}, 'Sin categoría')`, count: count() })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.category_id))
        .groupBy(categories.id, categories.name)
        .orderBy(sql`count(*) DESC`, sql`coalesce(${categories.name}, 'Sin categoría')`);
      const byBrand = await tx
        .select({ id: brands.id, name: sql<string>`coalesce(${brands.name}, 'Sin marca')`, count: count() })
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brand_id))
        .groupBy(brands.id, brands.name)
        .orderBy(sql`count(*) DESC`, sql`coalesce(${brands.name}, 'Sin marca')`);
      return { inactive_products: Number(inactive.n), products_by_category: byCategory, products_by_brand: byBrand };
    },
  };
}

export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>;

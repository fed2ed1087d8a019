import { and, asc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { applications, productApplications, productFeatures, products } from "../../db/schema/index.ts";

const featureColumns = {
  id: productFeatures.id,
  product_id: productFeatures.product_id,
  feature_text: productFeatures.feature_text,
  sort_order: productFeatures.sort_order,
};
const productApplicationColumns = {
  id: productApplications.id,
  product_id: productApplications.product_id,
  application_id: productApplications.application_id,
  application_text: productApplications.application_text,
  sort_order: productApplications.sort_order,
};
const applicationColumns = { id: applications.id, name: applications.name, description: applications.description };

type FeatureValues = { feature_text?: string; sort_order?: number };
type ProductApplicationValues = { application_text?: string; sort_order?: number; application_id?: number | null };
type ApplicationValues = { name?: string; description?: string | null };

/** Writes on the product's texts: features, applications, and the reusable applications list. */
export function createCatalogTextsRepository(db: Db) {
  const touched = { updated_at: sql`now()` };
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    async productExists(id: number, tx: Tx = db) {
      return (await tx.select({ id: products.id }).from(products).where(eq(products.id, id))).length > 0;
    },

    // features

    async feature(id: number, tx: Tx = db) {
      const [row] = await tx.select(featureColumns).from(productFeatures).where(eq(productFeatures.id, id));
      return row;
    },

    async insertFeatures(productId: number, rows: Required<FeatureValues>[], tx: Tx = db) {
      if (rows.length === 0) return [];
      return tx
        .insert(productFeatures)
        .values(rows.map((r) => ({ product_id: productId, ...r })))
        .returning(featureColumns);
    },

    async updateFeature(id: number, values: FeatureValues, tx: Tx = db) {
      const [row] = await tx
        .update(productFeatures)
        .set({ ...values, ...touched })
        .where(eq(productFeatures.id, id))
        .returning(featureColumns);
      return row;
    },

    async deleteFeature(id: number, productId?: number, tx: Tx = db) {
      const rows = await tx
        .delete(productFeatures)
        .where(and(eq(productFeatures.id, id), productId ? eq(productFeatures.product_id, productId) : undefined))
        .returning({ id: productFeatures.id });
      return rows.length > 0;
    },

    async deleteFeaturesOf(productId: number, tx: Tx = db) {
      await tx.delete(productFeatures).where(eq(productFeatures.product_id, productId));
    },

    // product applications

    async productApplication(id: number, tx: Tx = db) {
      const [row] = await tx
        .select(productApplicationColumns)
        .from(productApplications)
        .where(eq(productApplications.id, id));
      return row;
    },

    async insertProductApplications(
      productId: number,
      rows: (Required<Omit<ProductApplicationValues, "application_id">> & { application_id: number | null })[],
      tx: Tx = db,
    ) {
      if (rows.length === 0) return [];
      return tx
        .insert(productApplications)
        .values(rows.map((r) => ({ product_id: productId, ...r })))
        .returning(productApplicationColumns);
    },

    async updateProductApplication(id: number, values: ProductApplicationValues, tx: Tx = db) {
      const [row] = await tx
        .update(productApplications)
        .set({ ...values, ...touched })
        .where(eq(productApplications.id, id))
        .returning(productApplicationColumns);
      return row;
    },

    async deleteProductApplication(id: number, tx: Tx = db) {
      const rows = await tx
        .delete(productApplications)
        .where(eq(productApplications.id, id))
        .returning({ id: productApplications.id });
      return rows.length > 0;
    },

    /** The order after the product's last feature or application (0 for its first). */
    async nextSortOrder(kind: "features" | "applications", productId: number, tx: Tx = db) {
      const table = kind === "features" ? productFeatures : productApplications;
      const [last] = await tx
        .select({ n: max(table.sort_order) })
        .from(table)
        .where(eq(table.product_id, productId));
      return last?.n === null || last?.n === undefined ? 0 : last.n + 1;
    },

    /** Which of these reusable applications the product already carries, and its last sort_order. */
    async linkedApplications(productId: number, tx: Tx = db) {
      const rows = await tx
        .select({ application_id: productApplications.application_id })
        .from(productApplications)
        .where(and(eq(productApplications.product_id, productId), isNotNull(productApplications.application_id)));
      const [last] = await tx
        .select({ n: max(productApplications.sort_order) })
        .from(productApplications)
        .where(eq(productApplications.product_id, productId));
      return { ids: new Set(rows.map((r) => r.application_id!)), lastSortOrder: last?.n ?? -1 };
    },

    /** Locks the product row so two concurrent link requests cannot both add the same application. */
    async lockProduct(id: number, tx: Tx) {
      const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for("update");
      return rows.length > 0;
    },

    // reusable applications

    async application(id: number, tx: Tx = db) {
      const [row] = await tx.select(applicationColumns).from(applications).where(eq(applications.id, id));
      return row;
    },

    async applicationsByIds(ids: number[], tx: Tx = db) {
      if (ids.length === 0) return [];
      return tx
        .select(applicationColumns)
        .from(applications)
        .where(inArray(applications.id, ids))
        .orderBy(asc(applications.id));
    },

    async applicationNamed(name: string, exceptId?: number, tx: Tx = db) {
      const [row] = await tx
        .select(applicationColumns)
        .from(applications)
        .where(
          and(
            sql`lower(${applications.name}) = lower(${name})`,
            exceptId ? sql`${applications.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    async insertApplication(values: Required<ApplicationValues>, tx: Tx = db) {
      const [row] = await tx.insert(applications).values(values).returning(applicationColumns);
      return row;
    },

    async updateApplication(id: number, values: ApplicationValues, tx: Tx = db) {
      const [row] = await tx
        .update(applications)
        .set({ ...values, ...touched })
        .where(eq(applications.id, id))
        .returning(applicationColumns);
      return row;
    },

    async deleteApplication(id: number, tx: Tx = db) {
      const rows = await tx.delete(applications).where(eq(applications.id, id)).returning({ id: applications.id });
      return rows.length > 0;
    },
  };
}

export type CatalogTextsRepository = ReturnType<typeof createCatalogTextsRepository>;

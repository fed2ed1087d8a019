import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { accessories, products, relatedProducts } from "../../db/schema/index.ts";

const relatedColumns = {
  id: relatedProducts.id,
  product_id: relatedProducts.product_id,
  related_product_id: relatedProducts.related_product_id,
  relationship_type: relatedProducts.relationship_type,
};

/** Writes on accessory and related-product links. */
export function createCatalogLinksRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    /** Ids and SKUs of the given products that exist. */
    async productsByIds(ids: number[], tx: Tx = db) {
      if (ids.length === 0) return [];
      return tx.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.id, ids));
    },

    /** Serialises writes on one product's links (group checks then writes). */
    async lockProduct(id: number, tx: Tx) {
      const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for("update");
      return rows.length > 0;
    },

    // accessories

    async accessoryPair(mainId: number, accessoryId: number, tx: Tx = db) {
      const [row] = await tx
        .select({ id: accessories.id })
        .from(accessories)
        .where(and(eq(accessories.main_product_id, mainId), eq(accessories.accessory_product_id, accessoryId)));
      return row;
    },

    async insertAccessory(mainId: number, accessoryId: number, tx: Tx = db) {
      const [row] = await tx
        .insert(accessories)
        .values({ main_product_id: mainId, accessory_product_id: accessoryId })
        .onConflictDoNothing()
        .returning({ id: accessories.id });
      return row?.id;
    },

    /** The removed link's products (for the audit log), or undefined when there was none. */
    async deleteAccessory(id: number, tx: Tx = db) {
      const [row] = await tx.delete(accessories).where(eq(accessories.id, id)).returning({
        main_product_id: accessories.main_product_id,
        accessory_product_id: accessories.accessory_product_id,
      });
      return row;
    },

    // related products

    async relation(id: number, tx: Tx = db) {
      const [row] = await tx.select(relatedColumns).from(relatedProducts).where(eq(relatedProducts.id, id));
      return row;
    },

    async relationsOf(productId: number, tx: Tx = db) {
      return tx.select(relatedColumns).from(relatedProducts).where(eq(relatedProducts.product_id, productId));
    },

    /** Inserts the links that do not exist yet; returns the new ones. */
    async insertRelations(productId: number, relatedIds: number[], type: string, tx: Tx = db) {
      if (relatedIds.length === 0) return [];
      return tx
        .insert(relatedProducts)
        .values(
          relatedIds.map((related_product_id) => ({
            product_id: productId,
            related_product_id,
            relationship_type: type,
          })),
        )
        .onConflictDoNothing()
        .returning(relatedColumns);
    },

    async setRelationType(id: number, type: string, tx: Tx = db) {
      const [row] = await tx
        .update(relatedProducts)
        .set({ relationship_type: type, updated_at: sql`now()` })
        .where(eq(relatedProducts.id, id))
        .returning(relatedColumns);
      return row;
    },

    /** Every member of the product's group `from` gets type `to`; returns how many. */
    async renameGroup(productId: number, from: string, to: string, tx: Tx) {
      const rows = await tx
        .update(relatedProducts)
        .set({ relationship_type: to, updated_at: sql`now()` })
        .where(and(eq(relatedProducts.product_id, productId), eq(relatedProducts.relationship_type, from)))
        .returning({ id: relatedProducts.id });
      return rows.length;
    },

    async deleteRelations(productId: number, relatedIds: number[], type: string, tx: Tx) {
      if (relatedIds.length === 0) return 0;
      const rows = await tx
        .delete(relatedProducts)
        .where(
          and(
            eq(relatedProducts.product_id, productId),
            eq(relatedProducts.relationship_type, type),
            inArray(relatedProducts.related_product_id, relatedIds),
          ),
        )
        .returning({ id: relatedProducts.id });
      return rows.length;
    },

    async deleteRelation(id: number, tx: Tx = db) {
      const rows = await tx
        .delete(relatedProducts)
        .where(eq(relatedProducts.id, id))
        .returning({ id: relatedProducts.id });
      return rows.length > 0;
    },
  };
}

export type CatalogLinksRepository = ReturnType<typeof createCatalogLinksRepository>;

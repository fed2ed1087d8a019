import { and, asc, eq, inArray, isNull, like, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { catalogState, detachedDocuments, files, productDocuments, products } from "../../db/schema/index.ts";

/** A document with the facts of its stored file (name, type, size). */
export type DocumentRow = {
  id: number;
  product_id: number;
  file_id: string;
  title: string;
  type: string;
  sort_order: number;
  created_at: Date;
  file_name: string;
  content_type: string;
  size_bytes: number;
};

const columns = {
  id: productDocuments.id,
  product_id: productDocuments.product_id,
  file_id: productDocuments.file_id,
  title: productDocuments.title,
  type: productDocuments.type,
  sort_order: productDocuments.sort_order,
  created_at: productDocuments.created_at,
  file_name: files.original_name,
  content_type: files.mime_type,
  size_bytes: files.size_bytes,
};

/** Document bytes are stored as "<file id>/document.<ext>" (images never are). */
const DOCUMENT_KEY = "%/document.%";

export function createDocumentsRepository(db: Db) {
  const select = (tx: Tx) =>
    tx.select(columns).from(productDocuments).innerJoin(files, eq(files.id, productDocuments.file_id));

  return {
    /** A product's documents in the order staff attached them. */
    async listForProduct(productId: number, tx: Tx = db): Promise<DocumentRow[]> {
      return select(tx)
        .where(eq(productDocuments.product_id, productId))
        .orderBy(asc(productDocuments.sort_order), asc(productDocuments.id));
    },

    /** The documents of several products (active ones only), in each product's order. */
    async listForActiveProducts(productIds: number[], tx: Tx = db): Promise<DocumentRow[]> {
      if (!productIds.length) return [];
      return select(tx)
        .innerJoin(products, eq(products.id, productDocuments.product_id))
        .where(and(inArray(productDocuments.product_id, productIds), eq(products.is_active, true)))
        .orderBy(asc(productDocuments.product_id), asc(productDocuments.sort_order), asc(productDocuments.id));
    },

    async find(productId: number, documentId: number, tx: Tx = db): Promise<DocumentRow | undefined> {
      const [row] = await select(tx).where(
        and(eq(productDocuments.product_id, productId), eq(productDocuments.id, documentId)),
      );
      return row;
    },

    /** Whether the product exists (and is active, with `activeOnly`). */
    async productExists(productId: number, opts: { activeOnly?: boolean } = {}, tx: Tx = db) {
      const [row] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), opts.activeOnly ? eq(products.is_active, true) : undefined));
      return Boolean(row);
    },

    /** Holds the product's row so that two uploads count its documents one after the other; false if it is gone. */
    async lockProduct(productId: number, tx: Tx) {
      const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
      return Boolean(row);
    },

    async countForProduct(productId: number, tx: Tx = db) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(productDocuments)
        .where(eq(productDocuments.product_id, productId));
      return row?.n ?? 0;
    },

    /** Appends a document after the product's last one. */
    async insert(values: { product_id: number; file_id: string; title: string; type: string }, tx: Tx = db) {
      const [row] = await tx
        .insert(productDocuments)
        .values({
          ...values,
          sort_order: sql`(SELECT coalesce(max(${productDocuments.sort_order}), -1) + 1 FROM ${productDocuments} WHERE ${productDocuments.product_id} = ${values.product_id})`,
        })
        .returning({ id: productDocuments.id });
      return row.id;
    },

    async remove(productId: number, documentId: number, tx: Tx = db) {
      const [row] = await tx
        .delete(productDocuments)
        .where(and(eq(productDocuments.product_id, productId), eq(productDocuments.id, documentId)))
        .returning({ file_id: productDocuments.file_id, title: productDocuments.title, type: productDocuments.type });
      return row;
    },

    /**
     * The catalogue list is cached by catalogue version, bumped by triggers on the catalogue
     * tables; the 'Con ficha técnica' filter reads documents too, so their writes bump it here.
     */
    async bumpCatalogVersion(tx: Tx = db) {
      await tx
        .update(catalogState)
        .set({ version: sql`${catalogState.version} + 1`, changed_at: sql`now()` })
        .where(eq(catalogState.id, 1));
    },

    /**
     * Stored document files no document points at any more (their product was deleted, which
     * cascades to its documents but not to the files). Only older ones: a file younger than
     * `before` may belong to an upload whose document row is being written right now.
     */
    async orphanFileIds(before: Date, tx: Tx = db): Promise<string[]> {
      const rows = await tx
        .select({ id: files.id })
        .from(files)
        .leftJoin(productDocuments, eq(productDocuments.file_id, files.id))
        // Set aside by a wipe, waiting for an import (ADR 037): not an orphan.
        .leftJoin(detachedDocuments, eq(detachedDocuments.file_id, files.id))
        .where(
          and(
            like(files.storage_key, DOCUMENT_KEY),
            isNull(productDocuments.id),
            isNull(detachedDocuments.id),
            lt(files.created_at, before),
          ),
        );
      return rows.map((r) => r.id);
    },

    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

import { buffer } from "node:stream/consumers";
import {
  DATASHEET_TYPE,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  documentFields,
  documentUrl,
  type DocumentType,
  type ProductDocument,
} from "../../../contracts/documents.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { FilesService } from "../files/files.service.ts";
import type { DocumentRow, DocumentsRepository } from "./documents.repository.ts";
import { PDF_MIME, contentOfMime, downloadName, sniffDocument } from "./document-content.ts";

type Deps = {
  repo: DocumentsRepository;
  files: Pick<FilesService, "storeOriginal" | "openOriginal" | "discard">;
};

/** An upload younger than this may still be writing its document row: its file is not an orphan yet. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export type AttachInput = {
  productId: number;
  data: Buffer;
  filename: string;
  title: string;
  type: DocumentType | string;
  uploadedBy?: number | null;
};

const present = (row: DocumentRow): ProductDocument => ({
  id: row.id,
  product_id: row.product_id,
  title: row.title,
  type: row.type as DocumentType,
  file_name: row.file_name,
  content_type: row.content_type,
  size_bytes: row.size_bytes,
  url: documentUrl(row.product_id, row.id),
  created_at: row.created_at.toISOString(),
});

/** The first rule a set of fields breaks, as the 400 the routes answer. */
function checkedFields(input: { title: string; type: string }) {
  const parsed = documentFields.safeParse(input);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0].message);
  return parsed.data;
}

export function createDocumentsService({ repo, files }: Deps) {
  const productMissing = () => notFound(DOCUMENT_MESSAGES.productNotFound);

  return {
    /**
     * A product's documents, in order. Public callers see only an active product's (`activeOnly`);
     * import/export and staff read any product's.
     */
    async listForProduct(productId: number, opts: { activeOnly?: boolean } = {}): Promise<ProductDocument[]> {
      if (!(await repo.productExists(productId, opts))) throw productMissing();
      return (await repo.listForProduct(productId)).map(present);
    },

    /** The documents of a product its caller has just found visible (the product page, ADR 058). */
    async listOfFoundProduct(productId: number): Promise<ProductDocument[]> {
      return (await repo.listForProduct(productId)).map(present);
    },

    /**
     * Attaches a document from its bytes: checks title, type, size and content (PDF, ZIP or STEP
     * by magic bytes), stores the bytes, then the row. Used by the upload route and by import.
     */
    async attachFromBytes(input: AttachInput): Promise<ProductDocument> {
      const fields = checkedFields(input);
      if (input.data.length === 0) throw new AppError(400, DOCUMENT_MESSAGES.fileRequired);
      if (input.data.length > DOCUMENT_LIMITS.maxBytes) throw new AppError(413, DOCUMENT_MESSAGES.tooLarge);
      const content = sniffDocument(input.data);
      if (!content) throw new AppError(415, DOCUMENT_MESSAGES.unsupportedType);
      if (!(await repo.productExists(input.productId))) throw productMissing();

      const file = await files.storeOriginal({
        data: input.data,
        filename: downloadName(input.filename, content),
        mimeType: content.mime,
        ext: content.ext,
        uploadedBy: input.uploadedBy ?? null,
        storageMessage: DOCUMENT_MESSAGES.storageUnavailable,
      });
      try {
        const id = await repo.transaction(async (tx) => {
          if (!(await repo.lockProduct(input.productId, tx))) throw productMissing();
          if ((await repo.countForProduct(input.productId, tx)) >= DOCUMENT_LIMITS.perProduct)
            throw conflict(DOCUMENT_MESSAGES.tooMany);
          const id = await repo.insert({ product_id: input.productId, file_id: file.id, ...fields }, tx);
          await repo.bumpCatalogVersion(tx);
          await recordChange(tx, {
            action: "document_add",
            entity: "product",
            entityId: input.productId,
            summary: { document: fields.title, type: fields.type, file: file.original_name },
          });
          return id;
        });
        const row = await repo.find(input.productId, id);
        if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
        return present(row);
      } catch (err) {
        // No stored file without its document.
        await files.discard(file.id);
        throw err;
      }
    },

    async remove(productId: number, documentId: number) {
      const removed = await repo.transaction(async (tx) => {
        const row = await repo.remove(productId, documentId, tx);
        if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
        await repo.bumpCatalogVersion(tx);
        await recordChange(tx, {
          action: "document_delete",
          entity: "product",
          entityId: productId,
          summary: { document: row.title, type: row.type },
        });
        return row;
      });
      // After the commit: the document is gone for everyone; its bytes follow.
      await files.discard(removed.file_id);
      await this.removeOrphanFiles();
      return { id: documentId };
    },

    /** The bytes of a document to download, with the name and type it is served under. */
    async open(productId: number, documentId: number, opts: { activeOnly?: boolean } = {}) {
      if (!(await repo.productExists(productId, opts))) throw notFound(DOCUMENT_MESSAGES.notFound);
      const row = await repo.find(productId, documentId);
      const stored = row ? await files.openOriginal(row.file_id, DOCUMENT_MESSAGES.storageReadUnavailable) : null;
      if (!row || !stored) throw notFound(DOCUMENT_MESSAGES.notFound);
      const content = contentOfMime(row.content_type);
      return {
        stream: stored.stream,
        size: stored.size,
        contentType: row.content_type,
        fileName: content ? downloadName(row.file_name, content) : row.file_name,
      };
    },

    /** The documents of the given (active) products, grouped in the order of `productIds`. */
    async forProducts(productIds: number[]): Promise<ProductDocument[]> {
      const rows = await repo.listForActiveProducts(productIds);
      return productIds.flatMap((id) => rows.filter((r) => r.product_id === id).map(present));
    },

    /**
     * Each product's first datasheet that is a PDF, with its bytes, in the order of `productIds`
     * (a quote's 'Adjuntar fichas técnicas'). A file the storage cannot give back is left out.
     */
    async datasheetsOf(productIds: number[]): Promise<{ productId: number; title: string; pdf: Buffer }[]> {
      const rows = await repo.listForActiveProducts(productIds);
      const out: { productId: number; title: string; pdf: Buffer }[] = [];
      for (const id of productIds) {
        const sheet = rows.find((r) => r.product_id === id && r.type === DATASHEET_TYPE && r.content_type === PDF_MIME);
        const stored = sheet ? await files.openOriginal(sheet.file_id).catch(() => null) : null;
        if (!sheet || !stored) continue;
        out.push({ productId: id, title: sheet.title, pdf: await buffer(stored.stream) });
      }
      return out;
    },

    /**
     * Deleting a product removes its document rows (cascade) but not their stored files: this
     * sweeps those, and runs after every document removal so they do not pile up.
     */
    async removeOrphanFiles(now = Date.now()) {
      const ids = await repo.orphanFileIds(new Date(now - ORPHAN_GRACE_MS));
      for (const id of ids) await files.discard(id);
      return ids.length;
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

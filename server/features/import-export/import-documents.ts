import type { Readable } from "node:stream";
import { DOCUMENT_LIMITS } from "../../../contracts/documents.ts";
import { DOCUMENT_IMPORT_MESSAGES as M } from "../../../contracts/import-documents.ts";
import { AppError } from "../../lib/errors.ts";
import type { DocumentsService } from "../documents/documents.service.ts";
import { DocumentFetchError, fetchPublicDocument } from "./fetch-document.ts";
import type { DocumentImportRow } from "./parse-documents.ts";

/** Where a document's bytes come from: this site's own stored document, or a download. */
export type DocumentSource = (url: string) => Promise<{ data: Buffer; filename: string }>;

type Documents = Pick<DocumentsService, "listForProduct" | "attachFromBytes" | "open">;

const OWN_DOCUMENT_PATH = /^\/api\/products\/(\d+)\/documents\/(\d+)\/file$/;

async function readAll(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new DocumentFetchError(M.tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The export writes this site's download addresses: those are read from storage, without a
 * request to ourselves (the site may not reach its own public address). Everything else is a
 * download from a public address (fetchPublicDocument: SSRF checks, 20 MB).
 */
export function documentSource(
  publicUrl: string,
  documents: Pick<Documents, "open">,
  download: DocumentSource = fetchPublicDocument,
): DocumentSource {
  const ownOrigin = new URL(publicUrl).origin;
  return async (address) => {
    const url = new URL(address, publicUrl);
    const own = url.origin === ownOrigin ? OWN_DOCUMENT_PATH.exec(url.pathname) : null;
    if (!own) return download(address);
    try {
      const stored = await documents.open(Number(own[1]), Number(own[2]));
      return { data: await readAll(stored.stream, DOCUMENT_LIMITS.maxBytes), filename: stored.fileName };
    } catch (err) {
      if (err instanceof DocumentFetchError) throw err;
      // Deleted since the export (a wiped catalogue): the file is gone with it.
      throw new DocumentFetchError(M.httpStatus(404));
    }
  };
}

const sameDocument = (a: { title: string; type: string }, b: { title: string; type: string }) =>
  a.type === b.type && a.title.trim().toLowerCase() === b.title.trim().toLowerCase();

/**
 * Attaches the rows of 'Documentos' to the saved products, one at a time (each download is held in
 * memory, up to 20 MB). A product that already has a document with that title and type keeps it,
 * so importing a file again attaches nothing twice. A failed download or a refused file is a
 * warning naming the document: the products are already saved.
 */
export async function attachDocuments(
  rows: DocumentImportRow[],
  productIdOf: (sku: string) => number | undefined,
  deps: { documents: Documents; source: DocumentSource; uploadedBy?: number | null },
): Promise<{ attached: number; warnings: string[] }> {
  let attached = 0;
  const warnings: string[] = [];
  const existing = new Map<number, { title: string; type: string }[]>();
  for (const row of rows) {
    const productId = productIdOf(row.sku);
    if (productId === undefined) continue;
    if (!existing.has(productId)) existing.set(productId, await deps.documents.listForProduct(productId));
    const current = existing.get(productId)!;
    if (current.some((d) => sameDocument(d, row))) continue;
    try {
      const { data, filename } = await deps.source(row.url);
      const doc = await deps.documents.attachFromBytes({
        productId,
        data,
        filename,
        title: row.title,
        type: row.type,
        uploadedBy: deps.uploadedBy ?? null,
      });
      current.push(doc);
      attached++;
    } catch (err) {
      // Our own Spanish reasons (download, size, content, limits); nothing internal is shown.
      const why = err instanceof DocumentFetchError || err instanceof AppError ? err.message : M.unreachable;
      warnings.push(M.failed(row.sku, row.title, why));
    }
  }
  return { attached, warnings };
}

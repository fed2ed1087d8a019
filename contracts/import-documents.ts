import { DOCUMENT_LIMITS, DOCUMENT_TYPES, type DocumentType } from "./documents.ts";
import { DOCUMENTS_SHEET_NAME, EXPORT_SHEET_NAME, normalizeHeader } from "./import-export.ts";

/**
 * The 'Documentos' sheet of the export and the import (issue 14, ADR 012): one row per document,
 * keyed by the product's SKU, with the URL its bytes are downloaded from. Like images, a
 * document travels as a URL; unlike an image it is copied on import, because a document belongs to
 * its product (it is deleted with it).
 */
export const DOCUMENT_SHEET_COLUMNS = [
  { key: "sku", header: "SKU", aliases: ["sku", "codigo"] },
  { key: "title", header: "Título", aliases: ["titulo", "title", "nombre"] },
  { key: "type", header: "Tipo", aliases: ["tipo", "type"] },
  { key: "url", header: "URL", aliases: ["url", "enlace", "link", "archivo"] },
] as const;
export type DocumentSheetKey = (typeof DOCUMENT_SHEET_COLUMNS)[number]["key"];

export const DOCUMENT_HEADER_LOOKUP: ReadonlyMap<string, DocumentSheetKey> = new Map(
  DOCUMENT_SHEET_COLUMNS.flatMap((c) => [c.header, ...c.aliases].map((h) => [normalizeHeader(h), c.key] as const)),
);

/** 'Ficha técnica' or 'datasheet' (the label staff read, or the stored value) → the stored value. */
export function documentTypeFromCell(text: string): DocumentType | null {
  const wanted = normalizeHeader(text);
  return DOCUMENT_TYPES.find((t) => normalizeHeader(t.label) === wanted || t.value === wanted)?.value ?? null;
}

export const DOCUMENT_IMPORT_MESSAGES = {
  missingColumns: `La hoja «${DOCUMENTS_SHEET_NAME}» necesita las columnas «SKU», «Título», «Tipo» y «URL».`,
  skuRequired: "el SKU es obligatorio",
  titleRequired: "el título es obligatorio",
  typeInvalid: `el tipo debe ser uno de: ${DOCUMENT_TYPES.map((t) => t.label).join(", ")}`,
  urlInvalid: "la URL debe empezar por https:// o http://",
  notInProducts: (sku: string) => `el SKU «${sku}» no está en la hoja «${EXPORT_SHEET_NAME}»; este documento se omite`,
  toAttach: (n: number) =>
    `${n === 1 ? "1 documento" : `${n} documentos`} de la hoja «${DOCUMENTS_SHEET_NAME}» se ${n === 1 ? "descargará" : "descargarán"} al importar (salvo los que el producto ya tenga con ese título y tipo).`,
  // Download problems: the products are already saved, so these are warnings naming the document.
  failed: (sku: string, title: string, why: string) => `Documento «${title}» de ${sku}: ${why}`,
  notPublic: "la dirección no es pública (red interna o local)",
  unreachable: "no se pudo descargar",
  httpStatus: (status: number) => `el servidor respondió ${status}`,
  tooLarge: `supera ${DOCUMENT_LIMITS.maxBytes / 1024 / 1024} MB`,
  tooManyRedirects: "demasiadas redirecciones",
  timeout: "la descarga tardó demasiado",
} as const;

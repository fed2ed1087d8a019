// Without zod: the product page lists documents with these, and must not bring the schemas along.

/**
 * Documents staff attach to a product (issue 14, ADR 022). The value is what the database and
 * the API carry; the label is what customers and staff read.
 */
export const DOCUMENT_TYPES = [
  { value: "datasheet", label: "Ficha técnica" },
  { value: "manual", label: "Manual" },
  { value: "certificate", label: "Certificado" },
  { value: "cad", label: "CAD / STEP" },
  { value: "other", label: "Otro" },
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number]["value"];

/** The type the catalogue's 'Con ficha técnica' filter looks for. */
export const DATASHEET_TYPE: DocumentType = "datasheet";

export const documentTypeLabel = (type: string) => DOCUMENT_TYPES.find((t) => t.value === type)?.label ?? "Otro";

export const documentUrl = (productId: number, documentId: number) =>
  `/api/products/${productId}/documents/${documentId}/file`;

/** '850 KB', '1,4 MB': sizes as a customer reads them (es-EC decimal comma). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb.toLocaleString("es-EC", { maximumFractionDigits: mb < 10 ? 1 : 0 })} MB`;
}

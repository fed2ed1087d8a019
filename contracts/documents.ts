import { DOCUMENT_TYPES, type DocumentType } from "./document-types.ts";
import { z } from "./zod.ts";

export {
  DATASHEET_TYPE,
  DOCUMENT_TYPES,
  documentTypeLabel,
  documentUrl,
  formatFileSize,
  type DocumentType,
} from "./document-types.ts";

const TYPE_VALUES = DOCUMENT_TYPES.map((t) => t.value) as [DocumentType, ...DocumentType[]];

export const DOCUMENT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  titleMax: 150,
  /** Enough for every datasheet, manual and certificate of one product; a runaway script stops here. */
  perProduct: 30,
} as const;

/** What the file picker offers; the server decides by content, never by this list. */
export const ACCEPTED_DOCUMENT_EXTENSIONS = ".pdf,.zip,.step,.stp";

export const DOCUMENT_MESSAGES = {
  fileRequired: "Selecciona un archivo para subir",
  titleRequired: "El título del documento es requerido",
  titleTooLong: `El título no puede exceder ${DOCUMENT_LIMITS.titleMax} caracteres`,
  typeInvalid: "Selecciona un tipo de documento válido",
  unsupportedType: "Solo se permiten documentos PDF, ZIP o STEP (ISO 10303-21)",
  tooLarge: `El documento excede el tamaño máximo de ${DOCUMENT_LIMITS.maxBytes / 1024 / 1024} MB`,
  tooMany: `El producto ya tiene el máximo de ${DOCUMENT_LIMITS.perProduct} documentos`,
  productNotFound: "Producto no encontrado",
  notFound: "Documento no encontrado",
  uploaded: "Documento subido exitosamente",
  deleted: "Documento eliminado exitosamente",
  storageUnavailable:
    "No se pudo guardar el documento: el almacenamiento de archivos no responde. Intenta nuevamente en unos minutos.",
  storageReadUnavailable: "El documento no está disponible en este momento. Intenta nuevamente en unos minutos.",
} as const;

export const documentTitle = z
  .string({ error: DOCUMENT_MESSAGES.titleRequired })
  .trim()
  .min(1, DOCUMENT_MESSAGES.titleRequired)
  .max(DOCUMENT_LIMITS.titleMax, DOCUMENT_MESSAGES.titleTooLong);

export const documentType = z.enum(TYPE_VALUES, { error: DOCUMENT_MESSAGES.typeInvalid });

/** The text fields of an upload (the multipart `title` and `type`). */
export const documentFields = z.object({ title: documentTitle, type: documentType });
export type DocumentFields = z.infer<typeof documentFields>;

export const productDocument = z.object({
  id: z.number(),
  product_id: z.number(),
  title: z.string(),
  type: documentType,
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  /** Root-relative download address (answers with Content-Disposition: attachment). */
  url: z.string(),
  created_at: z.string(),
});
export type ProductDocument = z.infer<typeof productDocument>;

export type DocumentUploadErrors = Partial<Record<"file" | "title" | "type", string>>;

/**
 * What can be told before sending (the browser and the server apply the same rules); the content
 * check needs the bytes and is the server's.
 */
export function documentUploadErrors(input: { title: string; type: string; size: number | null }) {
  const errors: DocumentUploadErrors = {};
  if (input.size === null || input.size === 0) errors.file = DOCUMENT_MESSAGES.fileRequired;
  else if (input.size > DOCUMENT_LIMITS.maxBytes) errors.file = DOCUMENT_MESSAGES.tooLarge;
  const title = documentTitle.safeParse(input.title);
  if (!title.success) errors.title = title.error.issues[0].message;
  if (!documentType.safeParse(input.type).success) errors.type = DOCUMENT_MESSAGES.typeInvalid;
  return errors;
}

import { z } from "./zod.ts";

/** Resized copies every upload gets, by name (= target width in px, never upscaled). */
export const IMAGE_VARIANTS = [
  { name: "320", width: 320 },
  { name: "640", width: 640 },
  { name: "1200", width: 1200 },
] as const;
export type ImageVariantName = (typeof IMAGE_VARIANTS)[number]["name"];
/** The variant product cards and forms show. */
export const DEFAULT_VARIANT: ImageVariantName = "640";
/** Signed links may also name the untouched upload. */
export const SIGNABLE_VARIANTS = [...IMAGE_VARIANTS.map((v) => v.name), "original"] as const;

export const FILE_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  // A small file can still decode to a huge bitmap (decompression bomb): cap the pixels.
  maxPixels: 40_000_000,
  signedUrlSeconds: 60 * 60,
} as const;

export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const ACCEPTED_IMAGE_EXTENSIONS = ".jpg,.jpeg,.png,.webp,.gif";

export const FILE_MESSAGES = {
  fileRequired: "Selecciona una imagen para subir",
  unsupportedType: "Solo se permiten imágenes JPG, PNG, WebP o GIF",
  tooLarge: `La imagen excede el tamaño máximo de ${FILE_LIMITS.maxBytes / 1024 / 1024} MB`,
  tooManyPixels: `La imagen excede las dimensiones máximas permitidas (${FILE_LIMITS.maxPixels / 1_000_000} megapíxeles)`,
  corrupt: "La imagen está dañada o no se puede leer",
  notFound: "Archivo no encontrado",
  invalidId: "Identificador de archivo inválido",
  linkInvalid: "El enlace ha expirado o no es válido",
  uploaded: "Imagen subida exitosamente",
  deleted: "Imagen eliminada exitosamente",
  storageUnavailable:
    "No se pudo guardar la imagen: el almacenamiento de archivos no responde. Intenta nuevamente en unos minutos.",
  storageReadUnavailable: "La imagen no está disponible en este momento. Intenta nuevamente en unos minutos.",
} as const;

/** Where the web layer serves a stored variant (root-relative, so it works behind any host). */
export const uploadUrl = (id: string, variant: string) => `/uploads/${id}/${variant}.webp`;

export const fileIdParams = z.object({ id: z.uuid({ error: FILE_MESSAGES.invalidId }) });

export const uploadedVariant = z.object({ name: z.string(), url: z.string(), width: z.number(), height: z.number() });

export const uploadedImage = z.object({
  id: z.string(),
  url: z.string(),
  variants: z.array(uploadedVariant),
  width: z.number(),
  height: z.number(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

export const signedUrlQuery = z.object({
  variant: z.enum(SIGNABLE_VARIANTS, { error: "Variante inválida" }).default(DEFAULT_VARIANT),
});

export const signedUrl = z.object({ url: z.string(), expires_at: z.string() });
export type SignedUrl = z.infer<typeof signedUrl>;

/**
 * The public download's query. Kept loose on purpose: anything wrong with it is the same 403 as a
 * bad signature, rather than a validation error that tells a prober which part it got wrong.
 */
export const signedDownloadQuery = z.object({
  variant: z.string().max(20).optional(),
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});

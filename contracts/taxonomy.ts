import { z } from "./zod.ts";
import { INT32_MAX } from "./int32.ts";

/** Limits shared by the admin forms and the API. */
export const TAXONOMY_LIMITS = { name: 100, description: 2000, url: 500 } as const;

export const TAXONOMY_MESSAGES = {
  nameRequired: "El nombre es requerido",
  nameTooLong: `El nombre no puede exceder ${TAXONOMY_LIMITS.name} caracteres`,
  descriptionRequired: "La descripción es requerida",
  descriptionTooLong: `La descripción no puede exceder ${TAXONOMY_LIMITS.description} caracteres`,
  categoryRequired: "La categoría es requerida",
  categoryMissing: "La categoría seleccionada no existe",
  logoUrlInvalid: "El logo debe ser una URL válida (http:// o https://) o una ruta que empiece con /",
  websiteInvalid: "El sitio web debe ser una URL válida (http:// o https://)",
  urlTooLong: `La URL no puede exceder ${TAXONOMY_LIMITS.url} caracteres`,
  categoryNotFound: "Categoría no encontrada",
  subcategoryNotFound: "Subcategoría no encontrada",
  brandNotFound: "Marca no encontrada",
  categoryDuplicate: "Ya existe una categoría con ese nombre",
  subcategoryDuplicate: "Ya existe una subcategoría con ese nombre en esta categoría",
  brandDuplicate: "Ya existe una marca con ese nombre",
  categoryCreated: "Categoría creada exitosamente",
  categoryUpdated: "Categoría actualizada exitosamente",
  categoryDeleted: "Categoría eliminada exitosamente",
  subcategoryCreated: "Subcategoría creada exitosamente",
  subcategoryUpdated: "Subcategoría actualizada exitosamente",
  subcategoryDeleted: "Subcategoría eliminada exitosamente",
  brandCreated: "Marca creada exitosamente",
  brandUpdated: "Marca actualizada exitosamente",
  brandDeleted: "Marca eliminada exitosamente",
} as const;

const productsUse = (n: number, pronoun: "la" | "lo") =>
  n === 1 ? `1 producto ${pronoun} usa` : `${n} productos ${pronoun} usan`;

/** Why a delete (or a move) was refused: nothing cascades silently. */
export const TAXONOMY_IN_USE = {
  categoryProducts: (n: number) => `No se puede eliminar la categoría: ${productsUse(n, "la")}`,
  categorySubcategories: (n: number) =>
    `No se puede eliminar la categoría: tiene ${n} ${n === 1 ? "subcategoría" : "subcategorías"}`,
  subcategoryProducts: (n: number) => `No se puede eliminar la subcategoría: ${productsUse(n, "la")}`,
  subcategoryMove: (n: number) => `No se puede cambiar la categoría de la subcategoría: ${productsUse(n, "la")}`,
  brandProducts: (n: number) => `No se puede eliminar la marca: ${productsUse(n, "la")}`,
} as const;

/** A required text: null, absent or blank after trimming all answer with the same message. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong);

function isHttpUrl(v: string) {
  if (/\s/.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
// Root-relative only: "//host/x" would be protocol-relative, i.e. another site.
const ROOT_PATH = /^\/(?!\/)[^\s]*$/;

/** Optional URL-ish text: blank or null means "none" (stored as null). */
const optionalLink = (allowRootPath: boolean, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(TAXONOMY_LIMITS.url, TAXONOMY_MESSAGES.urlTooLong)
    .refine((v) => v === "" || isHttpUrl(v) || (allowRootPath && ROOT_PATH.test(v)), message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : v === undefined ? undefined : null));

const name = requiredText(TAXONOMY_MESSAGES.nameRequired, TAXONOMY_LIMITS.name, TAXONOMY_MESSAGES.nameTooLong);
const description = requiredText(
  TAXONOMY_MESSAGES.descriptionRequired,
  TAXONOMY_LIMITS.description,
  TAXONOMY_MESSAGES.descriptionTooLong,
);

// The admin form sends ids from a <select>, sometimes as strings.
const categoryId = z.coerce
  .number({ error: TAXONOMY_MESSAGES.categoryRequired })
  .int(TAXONOMY_MESSAGES.categoryRequired)
  .positive(TAXONOMY_MESSAGES.categoryRequired)
  .max(INT32_MAX, TAXONOMY_MESSAGES.categoryMissing);

// z.coerce turns null and "" into 0 and undefined into NaN: both must read "required".
const requiredCategoryId = z.preprocess((v) => (v === null || v === "" ? undefined : v), categoryId);

export const categoryCreate = z.object({ name, description });
export const categoryUpdate = categoryCreate.partial();
export type CategoryCreate = z.infer<typeof categoryCreate>;
export type CategoryUpdate = z.infer<typeof categoryUpdate>;

export const subcategoryCreate = z.object({ name, description, category_id: requiredCategoryId });
export const subcategoryUpdate = subcategoryCreate.partial();
export type SubcategoryCreate = z.infer<typeof subcategoryCreate>;
export type SubcategoryUpdate = z.infer<typeof subcategoryUpdate>;

export const brandCreate = z.object({
  name,
  description,
  logo_url: optionalLink(true, TAXONOMY_MESSAGES.logoUrlInvalid),
  website: optionalLink(false, TAXONOMY_MESSAGES.websiteInvalid),
});
export const brandUpdate = brandCreate.partial();
export type BrandCreate = z.infer<typeof brandCreate>;
export type BrandUpdate = z.infer<typeof brandUpdate>;

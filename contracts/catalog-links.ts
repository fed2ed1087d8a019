import { relatedLink } from "./catalog.ts";
import { INT32_MAX } from "./int32.ts";
import { z } from "./zod.ts";

/** Features, applications, accessories and related products (admin spec §5, §8). */
export const LINK_MESSAGES = {
  featureTextRequired: "El texto de la característica es requerido",
  applicationTextRequired: "El texto de la aplicación es requerido",
  applicationNameRequired: "El nombre de la aplicación es requerido",
  sortOrderInvalid: "El orden debe ser un número entero mayor o igual a 0",
  productRequired: "El producto es requerido",
  invalidId: "Identificador inválido",
  applicationIdsRequired: "Selecciona al menos una aplicación",
  featureNotFound: "Característica no encontrada",
  productApplicationNotFound: "Aplicación del producto no encontrada",
  applicationNotFound: "Aplicación no encontrada",
  applicationTaken: (name: string) => `Ya existe una aplicación con el nombre ${name}`,
  productNotFound: "Producto no encontrado",
  featureCreated: "Característica creada correctamente",
  featureUpdated: "Característica actualizada correctamente",
  featureDeleted: "Característica eliminada correctamente",
  featuresReplaced: "Características actualizadas correctamente",
  applicationCreated: "Aplicación creada correctamente",
  applicationUpdated: "Aplicación actualizada correctamente",
  applicationDeleted: "Aplicación eliminada correctamente",
  applicationsLinked: "Aplicaciones agregadas correctamente",
  accessoryIncomplete: "Datos incompletos para agregar accesorio",
  accessorySelf: "Un producto no puede ser accesorio de sí mismo",
  accessoryDuplicate: "Este accesorio ya está agregado",
  accessoryProductNotFound: "Producto accesorio no encontrado",
  accessoryNotFound: "Accesorio no encontrado",
  accessoryAdded: "Accesorio agregado correctamente",
  accessoryDeleted: "Accesorio eliminado correctamente",
  typeRequired: "El tipo de relación es requerido",
  typeTooShort: "El tipo de relación debe tener al menos 2 caracteres",
  typeTaken: "Este tipo de relación ya existe",
  newTypeRequired: "El nuevo tipo de relación es requerido",
  selectTypeAndProducts: "Selecciona un tipo de relación y al menos un producto",
  relatedIncomplete: "Datos incompletos para relacionar productos",
  relatedSelf: "Un producto no puede relacionarse consigo mismo",
  relatedDuplicate: "Este producto ya está relacionado",
  relatedInOtherGroup: (sku: string, type: string) => `El producto ${sku} ya está relacionado en el grupo "${type}"`,
  relatedProductNotFound: "Producto relacionado no encontrado",
  relationNotFound: "Relación no encontrada",
  groupNotFound: "Grupo de relación no encontrado",
  relatedAdded: "Producto relacionado agregado correctamente",
  relatedUpdated: "Producto relacionado actualizado correctamente",
  relatedDeleted: "Producto relacionado eliminado correctamente",
  groupUpdated: "Grupo actualizado correctamente",
} as const;

const M = LINK_MESSAGES;
export const RELATIONSHIP_TYPE_MIN = 2;

const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Máximo ${max} caracteres`);

/** sort_order (admin §5): integer ≥ 0, default 0; anything non-numeric becomes 0. */
export const sortOrder = z.preprocess(
  (v) => {
    if (typeof v === "number") return v;
    if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
    return 0;
  },
  z.number().int(M.sortOrderInvalid).min(0, M.sortOrderInvalid).max(INT32_MAX, M.sortOrderInvalid),
);

/**
 * sort_order of a new feature or application: blank (or left out) is "after the last one", so
 * items added one by one keep the order they were added in (issue 22: all got 0).
 */
export const newSortOrder = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
  sortOrder.optional(),
);

const id = (required: string) =>
  z.preprocess(
    (v) => (v === null || v === "" ? undefined : typeof v === "string" ? Number(v) : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? required : M.invalidId) })
      .int(M.invalidId)
      .positive(M.invalidId)
      .max(INT32_MAX, M.invalidId),
  );

/** Relationship type of a group (admin §5): required and at least two characters. */
export const relationshipType = (required: string = M.typeRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(RELATIONSHIP_TYPE_MIN, M.typeTooShort)
    .max(100, "Máximo 100 caracteres");

/** Does `type` name an existing group of the product, ignoring case and surrounding spaces? */
export const sameType = (a: string, b: string) => a.trim().toLocaleLowerCase("es") === b.trim().toLocaleLowerCase("es");

// ---------------------------------------------------------------- features and applications

export const featureText = text(M.featureTextRequired, 1000);
export const applicationText = text(M.applicationTextRequired, 1000);

/** One feature of a whole list (PUT /products/{id}/features): its order as given. */
export const featureInput = z.object({ feature_text: featureText, sort_order: sortOrder });
/** POST /products/{id}/features: without sort_order it goes after the last one. */
export const featureCreate = z.object({ feature_text: featureText, sort_order: newSortOrder });
/** POST /productFeatures. */
export const productFeatureCreate = featureCreate.extend({ product_id: id(M.productRequired) });
/** PUT /productFeatures/{id}: sort_order stays unless sent. */
export const featureUpdate = z.object({ feature_text: featureText.optional(), sort_order: sortOrder.optional() });
/** PUT /products/{id}/features: the product's whole ordered list, replaced in one transaction. */
export const featureListReplace = z.object({ features: z.array(featureInput).max(200, "Máximo 200 características") });

export const productApplicationCreate = z.object({
  product_id: id(M.productRequired),
  application_text: applicationText,
  sort_order: newSortOrder,
  application_id: id(M.invalidId).nullable().optional(),
});
export const productApplicationUpdate = z.object({
  application_text: applicationText.optional(),
  sort_order: sortOrder.optional(),
});

/** POST /products/{id}/applications: link reusable applications (idempotent per id). */
export const applicationLinkInput = z.object({
  applicationIds: z
    .array(id(M.invalidId), { error: M.applicationIdsRequired })
    .min(1, M.applicationIdsRequired)
    .max(200, "Máximo 200 aplicaciones"),
});

/** The reusable applications list (POST/PUT /applications); a blank description is stored as null. */
const applicationDescription = z
  .string({ error: "La descripción debe ser texto" })
  .trim()
  .max(2000, "Máximo 2000 caracteres")
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));
export const applicationCreate = z.object({
  name: text(M.applicationNameRequired, 200),
  description: applicationDescription.transform((v) => v ?? null),
});
export const applicationUpdate = z.object({
  name: text(M.applicationNameRequired, 200).optional(),
  description: applicationDescription,
});

// ---------------------------------------------------------------- accessories

/** POST /accessories. Missing ids answer the spec's 'Datos incompletos para agregar accesorio'. */
export const accessoryCreate = z
  .object({
    main_product_id: id(M.accessoryIncomplete),
    accessory_product_id: id(M.accessoryIncomplete),
  })
  .refine((b) => b.main_product_id !== b.accessory_product_id, {
    message: M.accessorySelf,
    path: ["accessory_product_id"],
  });

// ---------------------------------------------------------------- related products

/**
 * `newGroup: true` says the type starts a new group: it must then differ from every existing type
 * of the product (case-insensitively), or the answer is 409 'Este tipo de relación ya existe'.
 * Without it the product joins the group of that type (written as the group already spells it).
 */
const newGroup = z.boolean({ error: "newGroup debe ser verdadero o falso" }).optional();

export const relatedToProduct = z.object({
  related_product_id: id(M.relatedIncomplete),
  relationship_type: relationshipType(),
  newGroup,
});
export const relatedCreate = relatedToProduct
  .extend({ product_id: id(M.relatedIncomplete) })
  .refine((b) => b.product_id !== b.related_product_id, { message: M.relatedSelf, path: ["related_product_id"] });

export const relatedTypeUpdate = z.object({ relationship_type: relationshipType() });
/** PUT /products/{id}/related: change the type of one related product of the product. */
export const relatedOfProductUpdate = relatedTypeUpdate.extend({ related_product_id: id(M.relatedIncomplete) });

export const relatedMultiple = z.object({
  product_id: id(M.relatedIncomplete),
  relationship_type: relationshipType(),
  products: z
    .array(id(M.invalidId), { error: M.selectTypeAndProducts })
    .min(1, M.selectTypeAndProducts)
    .max(500, "Máximo 500 productos"),
  newGroup,
});

export const relatedMultipleResult = z.object({
  created: z.number(),
  skipped: z.number(),
  errors: z.array(z.object({ product_id: z.number(), error: z.string() })),
  relatedProducts: z.array(relatedLink),
});
export type RelatedMultipleResult = z.infer<typeof relatedMultipleResult>;

/**
 * PUT /products/{id}/related/groups: the group edit modal's save, all in one transaction —
 * rename `from` to `to` (every member), drop `remove`, add `add` (related product ids).
 */
export const relatedGroupSave = z.object({
  from: relationshipType(),
  to: relationshipType(M.newTypeRequired),
  remove: z.array(id(M.invalidId)).max(500).optional(),
  add: z.array(id(M.invalidId)).max(500).optional(),
});
export type RelatedGroupSave = z.infer<typeof relatedGroupSave>;

export const relatedGroupResult = z.object({
  renamed: z.number(),
  removed: z.number(),
  added: z.number(),
  relatedProducts: z.array(relatedLink),
});
export type RelatedGroupResult = z.infer<typeof relatedGroupResult>;

export const deletedId = z.object({ id: z.number() });

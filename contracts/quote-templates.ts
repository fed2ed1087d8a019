import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./text.ts";
import { z } from "./zod.ts";

/**
 * Quote templates (issue 25, ADR 050): 'Guardar como plantilla' keeps a version's lines (product
 * or free text, quantity, section, optional), sections and terms — never prices; 'Usar plantilla'
 * gives the lines back priced from the catalogue of that moment.
 */

export const TEMPLATE_RULES = { nameMin: 2, nameMax: 100, searchMax: 100 } as const;

export const TEMPLATE_MESSAGES = {
  nameMin: "El nombre de la plantilla debe tener al menos 2 caracteres",
  nameMax: "El nombre de la plantilla no puede exceder 100 caracteres",
  nameTaken: "Ya existe una plantilla con ese nombre",
  notFound: "Plantilla no encontrada",
  saved: "Plantilla guardada",
  renamed: "Plantilla renombrada",
  deleted: "Plantilla eliminada",
} as const;

export const SAVE_AS_TEMPLATE_LABEL = "Guardar como plantilla";
export const USE_TEMPLATE_LABEL = "Usar plantilla";

/** A template's line as stored: what to quote, not at what price. */
export type TemplateLine = {
  productId: number | null;
  sku: string | null;
  description: string;
  quantity: number;
  section: number | null;
  optional: boolean;
};
export type TemplateSection = { title: string; optional: boolean };

const name = z
  .string({ error: TEMPLATE_MESSAGES.nameMin })
  .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
  .trim()
  .min(TEMPLATE_RULES.nameMin, TEMPLATE_MESSAGES.nameMin)
  .max(TEMPLATE_RULES.nameMax, TEMPLATE_MESSAGES.nameMax);

/** POST /quotes/{quoteId}/template: 'Guardar como plantilla'. */
export const templateCreateBody = z.object({ name });
/** PUT /quotes/templates/{templateId}: rename (admins). */
export const templateRenameBody = z.object({ name });
export const templateListQuery = z.object({
  search: z.string().trim().max(TEMPLATE_RULES.searchMax).optional(),
});

export const templateSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  lineCount: z.number().int(),
  sections: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const templateView = templateSummary.extend({
  lines: z.array(
    z.object({
      productId: z.number().int().nullable(),
      sku: z.string().nullable(),
      description: z.string(),
      quantity: z.number().int(),
      section: z.number().int().nullable(),
      optional: z.boolean(),
    }),
  ),
  sectionList: z.array(z.object({ title: z.string(), optional: z.boolean() })),
  deliveryTime: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  notes: z.string().nullable(),
});

/**
 * 'Usar plantilla': what the editor puts in the draft (then saved with PUT /quotes/{id}). Prices,
 * IVA rates and descriptions of catalogue products are today's; a product since deleted comes
 * back as a free-text line to be priced.
 */
export const templateUseView = z.object({
  templateId: z.number().int(),
  name: z.string(),
  sections: z.array(z.object({ title: z.string(), optional: z.boolean() })),
  /** The shape of PUT /quotes/{id}'s lines (quoteLineInput), ready to save. */
  lines: z.array(
    z.object({
      productId: z.number().int().nullable(),
      sku: z.string().nullable(),
      description: z.string(),
      quantity: z.number().int(),
      /** Today's catalogue price; null: 'Precio a consultar' (or a free-text line). */
      unitPrice: z.string().nullable(),
      discountPercent: z.number(),
      ivaRate: z.number(),
      section: z.number().int().nullable(),
      optional: z.boolean(),
    }),
  ),
  deliveryTime: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TemplateUse = z.infer<typeof templateUseView>;

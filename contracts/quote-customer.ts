import { ID_RULES, ID_TYPES, identificationIssue, readIdentification, whenObject } from "./customer-id.ts";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./text.ts";
import { z } from "./zod.ts";

/**
 * The customer block of a quote version (issue 22): who the quote is made out to. It starts as
 * the request's customer; staff correct it on the draft; a sent version keeps its own.
 */

export const QUOTE_CUSTOMER_RULES = {
  nameMin: 2,
  nameMax: 100,
  companyMax: 100,
  addressMax: 300,
  attentionMax: 100,
} as const;

export const QUOTE_CUSTOMER_MESSAGES = {
  nameMin: "El nombre del cliente debe tener al menos 2 caracteres",
  nameMax: "El nombre del cliente no puede exceder 100 caracteres",
  companyMax: "El nombre de la empresa no puede exceder 100 caracteres",
  addressMax: "La dirección no puede exceder 300 caracteres",
  attentionMax: "'Atención' no puede exceder 100 caracteres",
} as const;

const text = (max: number, message: string) =>
  z
    .string({ error: "Debe ser texto" })
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .max(max, message);

const optional = (max: number, message: string) =>
  text(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** The block as staff send it; the identification follows the public form's rule (contracts/customer-id.ts). */
export const quoteCustomerInput = z
  .object({
    name: text(QUOTE_CUSTOMER_RULES.nameMax, QUOTE_CUSTOMER_MESSAGES.nameMax).min(
      QUOTE_CUSTOMER_RULES.nameMin,
      QUOTE_CUSTOMER_MESSAGES.nameMin,
    ),
    company: optional(QUOTE_CUSTOMER_RULES.companyMax, QUOTE_CUSTOMER_MESSAGES.companyMax),
    idType: z.string({ error: "Debe ser texto" }).max(40).nullish().describe(ID_TYPES.join(" | ")),
    idNumber: z.string({ error: "Debe ser texto" }).max(ID_RULES.numberMax).nullish(),
    address: optional(QUOTE_CUSTOMER_RULES.addressMax, QUOTE_CUSTOMER_MESSAGES.addressMax),
    attention: optional(QUOTE_CUSTOMER_RULES.attentionMax, QUOTE_CUSTOMER_MESSAGES.attentionMax),
  })
  .superRefine((c, ctx) => {
    const issue = identificationIssue(c, "idNumber");
    if (issue) ctx.addIssue({ code: "custom", ...issue });
  }, whenObject)
  .transform((c) => {
    const id = readIdentification(c.idType, c.idNumber);
    return { ...c, ...(id.ok ? id.value : { idType: null, idNumber: null }) };
  });
export type QuoteCustomerInput = z.input<typeof quoteCustomerInput>;
export type QuoteCustomer = z.output<typeof quoteCustomerInput>;

/** The block as the customer sees it (status page, PDF). */
export const quoteCustomerBlock = z.object({
  name: z.string(),
  company: z.string().nullable(),
  idType: z.enum(ID_TYPES).nullable(),
  idNumber: z.string().nullable(),
  address: z.string().nullable(),
  attention: z.string().nullable(),
});
export type QuoteCustomerBlock = z.infer<typeof quoteCustomerBlock>;

/** The block as staff see it: with the warning on a RUC whose check digit does not match (ADR 035). */
export const quoteCustomerView = quoteCustomerBlock.extend({ idWarning: z.string().nullable() });
export type QuoteCustomerView = z.infer<typeof quoteCustomerView>;

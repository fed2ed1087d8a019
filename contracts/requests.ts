import { FREE_TEXT_LIMITS, FREE_TEXT_MESSAGES } from "./free-text-lines.ts";
import { INT32_MAX } from "./int32.ts";
import { REQUEST_RULES, PHONE_CHARACTERS, PHONE_CHARACTERS_MESSAGE, QUANTITY_MAX_MESSAGE } from "./request-limits.ts";
import { PRICE_ON_REQUEST } from "./price-on-request.ts";
import { ID_RULES, identificationIssue, readIdentification, whenObject } from "./customer-id.ts";
import { RUC_MESSAGES } from "./ruc.ts";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./text.ts";
import { z } from "./zod.ts";

/**
 * Quotation requests, contact messages and services consultations (spec §3, §5, §8): every rule
 * with its exact Spanish message, written once for the browser forms and the server.
 */

export { REQUEST_RULES };

export const REQUEST_MESSAGES = {
  // §5 field rules
  nameMin: "El nombre debe tener al menos 2 caracteres",
  nameMax: "El nombre no puede exceder 100 caracteres",
  emailRequired: "El email es requerido",
  emailInvalid: "Por favor, ingresa un email válido",
  messageMin: "El mensaje debe tener al menos 10 caracteres",
  messageMax: "El mensaje no puede exceder 2000 caracteres",
  phoneMax: "El teléfono no puede exceder 20 caracteres",
  phoneCharacters: PHONE_CHARACTERS_MESSAGE,
  companyMax: "El nombre de la empresa no puede exceder 100 caracteres",
  serviceMax: "El nombre del servicio no puede exceder 200 caracteres",
  notesMax: "El mensaje adicional no puede exceder 2000 caracteres",
  customerInfoRequired: "Información del cliente es requerida",
  itemsRequired: "Debe incluir al menos un item en la cotización",
  itemsMax: "La cotización no puede exceder 100 items",
  productRequired: "Producto es requerido",
  quantityPositive: "Cantidad debe ser mayor a 0",
  quantityMax: QUANTITY_MAX_MESSAGE,
  pricePositive: "Precio debe ser mayor a 0",
  totalPositive: "El total debe ser mayor a 0",
  // §5 send-step checks
  contactRequired: "Nombre, email y mensaje son requeridos",
  quotationRequired: "Información del cliente e items son requeridos",
  customerRequired: "Nombre y email del cliente son requeridos",
  itemIncomplete: "Cada item debe tener producto, cantidad y precio",
  emptyCart: "No hay productos en la cotización",
  // §8 success defaults
  contactSent: "Mensaje enviado exitosamente. Te contactaremos pronto.",
  servicesSent: "Consulta de servicios enviada exitosamente. Te contactaremos pronto.",
  testSent: "Correo de prueba enviado exitosamente",
  quotationSent: "Cotización enviada exitosamente",
  // §8 failure defaults
  contactError: "Error enviando el mensaje",
  servicesError: "Error enviando la consulta de servicios",
  testError: "Error enviando correo de prueba",
  quotationError: "Error enviando la cotización",
  statusError: "Error verificando configuración de correo",
  serverError: "Error del servidor",
  connectionError: "Error de conexión. Verifica tu conexión a internet e intenta nuevamente.",
  unexpectedError: "Error inesperado. Intenta nuevamente.",
  // ours (not in the spec)
  tooManyRequests: "Has enviado demasiadas solicitudes. Espera unos minutos e intenta nuevamente.",
  invalidIdempotencyKey: "Clave de idempotencia inválida",
  productsUnavailable: "Algunos productos de la cotización ya no están disponibles",
  priceOnRequest: PRICE_ON_REQUEST,
} as const;

export const productNotFound = (id: number) => `El producto ${id} no existe en el catálogo`;
export const productInactive = (name: string) => `El producto "${name}" ya no está disponible`;

/** The spec's success message with the request's reference appended (shown in the toast). */
export function withReference(message: string, reference: string): string {
  return `${message.replace(/\.$/, "")}. Referencia: ${reference}`;
}

// ---------------------------------------------------------------- formatting (§5)

/**
 * The spec's "simple address shape", read strictly (issue 20): one plain ASCII address, dot-atoms
 * on both sides, nothing a mail library could read as a display name, comment, group or second
 * recipient ("a,b@x.co", "Foo<victim@x.co>", "<svg…>@x.co"). What nodemailer's address parser
 * reads back as exactly this one address is a superset of it; the server checks with the parser
 * too (server/features/mail/mail.address.ts), and a test keeps the two in agreement.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
export const EMAIL_SHAPE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${LABEL}$`);

export const trimText = (v: unknown): string => (typeof v === "string" ? v.trim() : "");
/** Empty optional fields become null (spec §5). */
export const optionalText = (v: unknown): string | null => trimText(v) || null;
export const formatEmail = (v: unknown): string => trimText(v).toLowerCase();
/** Quantity is a whole number (the fraction is dropped, as parseInt does). */
export const wholeQuantity = (v: unknown): number => Math.trunc(Number(v)) || 0;

/** Money as integer cents: exact sums, no float drift. */
export function toCents(value: number | string): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}
/** Integer cents to the decimal string the API and the database use ("1234.50"). */
export function centsToDecimal(cents: number | bigint): string {
  const c = BigInt(cents);
  const sign = c < 0n ? "-" : "";
  const abs = c < 0n ? -c : c;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}
/** Σ quantity × price in integer cents (BigInt, so large quotations stay exact). */
export function totalCents(lines: { quantity: number; priceCents: number }[]): bigint {
  return lines.reduce((sum, l) => sum + BigInt(l.quantity) * BigInt(l.priceCents), 0n);
}

// ---------------------------------------------------------------- field schemas

/** A string field whose absence (undefined/null) reports `missing`. */
const text = (missing: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? missing : "Debe ser texto") })
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);

const nameField = text(REQUEST_MESSAGES.nameMin)
  .trim()
  .min(REQUEST_RULES.nameMin, REQUEST_MESSAGES.nameMin)
  .max(REQUEST_RULES.nameMax, REQUEST_MESSAGES.nameMax);

const emailField = text(REQUEST_MESSAGES.emailRequired)
  .trim()
  .min(1, { error: REQUEST_MESSAGES.emailRequired, abort: true })
  .max(REQUEST_RULES.emailMax, REQUEST_MESSAGES.emailInvalid)
  .regex(EMAIL_SHAPE, REQUEST_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

/** Optional text: trimmed, at most `max`, empty → null. */
const optionalField = (max: number, message: string) =>
  z
    .string({ error: "Debe ser texto" })
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional phone: as optionalField, and only the characters of a number (issue 22). */
const phoneField = optionalField(REQUEST_RULES.phoneMax, REQUEST_MESSAGES.phoneMax).refine(
  (v) => v === null || PHONE_CHARACTERS.test(v),
  REQUEST_MESSAGES.phoneCharacters,
);

const messageField = text(REQUEST_MESSAGES.messageMin)
  .trim()
  .min(REQUEST_RULES.messageMin, REQUEST_MESSAGES.messageMin)
  .max(REQUEST_RULES.messageMax, REQUEST_MESSAGES.messageMax);

/**
 * Extra fields our own forms add; all optional, so a request with only the spec's payload stays
 * valid. `website` is a hidden honeypot (a person leaves it empty); `startedAt` is when the form
 * was shown (epoch ms); `idempotencyKey` is generated once per filled form so retries and double
 * clicks create one request.
 */
export const antiAbuseFields = {
  website: z.string().max(500).nullish(),
  startedAt: z.number().int().nonnegative().nullish(),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/, REQUEST_MESSAGES.invalidIdempotencyKey)
    .nullish(),
};
export type AntiAbuseFields = { website?: string | null; startedAt?: number | null; idempotencyKey?: string | null };

// ---------------------------------------------------------------- contact and services

export const contactMessageSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  company: optionalField(REQUEST_RULES.companyMax, REQUEST_MESSAGES.companyMax),
  message: messageField,
  ...antiAbuseFields,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const servicesConsultationSchema = contactMessageSchema.extend({
  service: optionalField(REQUEST_RULES.serviceMax, REQUEST_MESSAGES.serviceMax),
});
export type ServicesConsultationInput = z.input<typeof servicesConsultationSchema>;
export type ServicesConsultation = z.output<typeof servicesConsultationSchema>;

/** The send step's own presence check (spec §5); null when it passes. */
export function contactSendCheck(input: unknown): string | null {
  const v = (input ?? {}) as Record<string, unknown>;
  return trimText(v.name) && trimText(v.email) && trimText(v.message) ? null : REQUEST_MESSAGES.contactRequired;
}

// ---------------------------------------------------------------- quotation

/** Numbers may arrive as numeric strings from older carts; anything else fails with `message`. */
const positiveNumber = (message: string) => z.coerce.number({ error: message }).gt(0, message);

const quantityField = positiveNumber(REQUEST_MESSAGES.quantityPositive)
  .transform(wholeQuantity)
  .pipe(
    z.number().min(1, REQUEST_MESSAGES.quantityPositive).max(REQUEST_RULES.quantityMax, REQUEST_MESSAGES.quantityMax),
  );

const productItemSchema = z.object({
  productId: z.coerce
    .number({ error: REQUEST_MESSAGES.productRequired })
    .int(REQUEST_MESSAGES.productRequired)
    .positive(REQUEST_MESSAGES.productRequired)
    .max(INT32_MAX, REQUEST_MESSAGES.productRequired),
  productName: z.string().max(500).nullish(),
  quantity: quantityField,
  /** null: the product's price is on request ("Consultar"); the line travels without one. */
  price: positiveNumber(REQUEST_MESSAGES.pricePositive).nullable(),
  total: z.coerce.number().nullish(),
});

/**
 * A line that is not in the catalogue (ADR 021): a code and/or a description, a quantity, no
 * product. Whatever price or total is sent is ignored, as the catalogue has nothing to quote.
 */
const freeTextItemSchema = z
  .object({
    code: optionalField(FREE_TEXT_LIMITS.codeMax, FREE_TEXT_MESSAGES.codeMax),
    description: optionalField(FREE_TEXT_LIMITS.descriptionMax, FREE_TEXT_MESSAGES.descriptionMax),
    quantity: quantityField,
    price: z.unknown().optional(),
    total: z.unknown().optional(),
  })
  .refine((l) => l.code !== null || l.description !== null, {
    message: FREE_TEXT_MESSAGES.codeOrDescription,
    path: ["code"],
  })
  .transform((l) => ({
    productId: null,
    freeText: true as const,
    code: l.code,
    description: l.description,
    quantity: l.quantity,
    price: null,
    total: null,
  }));

type ProductItem = z.output<typeof productItemSchema> & { freeText?: false };
export type FreeTextItem = z.output<typeof freeTextItemSchema>;
export type QuotationItem = ProductItem | FreeTextItem;

/** A line without a product that carries a code or description key is a free-text line. */
export function isFreeTextInput(v: unknown): boolean {
  if (!v || typeof v !== "object") return false;
  const line = v as Record<string, unknown>;
  const noProduct = line.productId === undefined || line.productId === null || line.productId === "";
  return noProduct && ("code" in line || "description" in line);
}

/**
 * A catalogue line or a free-text line, each with its own rules and messages. Chosen by shape
 * rather than with z.union, whose error would name neither branch's rule.
 */
export const quotationItemSchema = z
  .unknown()
  .transform((v, ctx): QuotationItem => {
    const result = isFreeTextInput(v) ? freeTextItemSchema.safeParse(v) : productItemSchema.safeParse(v);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  })
  .describe(
    "Producto del catálogo {productId, productName, quantity, price (null: a consultar), total} o línea fuera " +
      "del catálogo {code, description, quantity} sin productId ni precio (ADR 021)",
  );

export const customerInfoSchema = z
  .object(
    {
      name: nameField,
      email: emailField,
      phone: phoneField,
      company: optionalField(REQUEST_RULES.companyMax, REQUEST_MESSAGES.companyMax),
      /**
       * The identification type (issue 25); absent: read from the number's length (13 → RUC,
       * 10 → cédula), as requests sent before the type existed.
       */
      idType: z
        .string({ error: "Debe ser texto" })
        .max(40)
        .nullish()
        .describe("ruc | cedula | pasaporte | consumidor_final"),
      /**
       * The identification number: RUC and cédula check digits verified (issue 11, ADR 035), a
       * passport as typed, consumidor final always 9999999999999.
       */
      ruc: z.string({ error: RUC_MESSAGES.invalid }).max(ID_RULES.numberMax, RUC_MESSAGES.length).nullish(),
    },
    { error: REQUEST_MESSAGES.customerInfoRequired },
  )
  .superRefine((c, ctx) => {
    const issue = identificationIssue(c, "ruc");
    if (issue) ctx.addIssue({ code: "custom", ...issue });
  }, whenObject)
  .transform((c) => {
    const id = readIdentification(c.idType, c.ruc);
    return { ...c, ...(id.ok ? { idType: id.value.idType, ruc: id.value.idNumber } : { idType: null, ruc: null }) };
  });

export const quotationRequestSchema = z
  .object({
    customerInfo: customerInfoSchema,
    items: z
      .array(quotationItemSchema, { error: REQUEST_MESSAGES.itemsRequired })
      .min(1, REQUEST_MESSAGES.itemsRequired)
      .max(REQUEST_RULES.itemsMax, REQUEST_MESSAGES.itemsMax),
    // Σ of the priced lines: must be > 0 when there is one; a basket of only price-on-request lines
    // has no total (0 or null).
    total: z.coerce
      .number({ error: REQUEST_MESSAGES.totalPositive })
      .nonnegative(REQUEST_MESSAGES.totalPositive)
      .nullish(),
    notes: optionalField(REQUEST_RULES.notesMax, REQUEST_MESSAGES.notesMax),
    status: z.literal("pending").nullish(),
    createdAt: z.string().max(100).nullish(),
    ...antiAbuseFields,
  })
  .superRefine((q, ctx) => {
    const priced = q.items.some((i) => i.price !== null);
    if (priced && !(Number(q.total) > 0))
      ctx.addIssue({ code: "custom", path: ["total"], message: REQUEST_MESSAGES.totalPositive });
  });
export type QuotationRequestInput = z.input<typeof quotationRequestSchema>;
export type QuotationRequest = z.output<typeof quotationRequestSchema>;

/** The send step's checks (spec §5), in the order the spec lists them; null when they pass. */
export function quotationSendCheck(input: unknown): string | null {
  const v = (input ?? {}) as Record<string, unknown>;
  const customer = v.customerInfo as Record<string, unknown> | null | undefined;
  if (!customer || typeof customer !== "object" || !v.items) return REQUEST_MESSAGES.quotationRequired;
  if (!trimText(customer.name) || !trimText(customer.email)) return REQUEST_MESSAGES.customerRequired;
  if (!EMAIL_SHAPE.test(trimText(customer.email))) return REQUEST_MESSAGES.emailInvalid;
  if (!Array.isArray(v.items) || v.items.length === 0) return REQUEST_MESSAGES.itemsRequired;
  for (const item of v.items as Record<string, unknown>[]) {
    if (!item || !item.quantity) return REQUEST_MESSAGES.itemIncomplete;
    // A free-text line has no product and no price, but something to tell what it is (ADR 021).
    if (isFreeTextInput(item)) {
      if (!trimText(item.code) && !trimText(item.description)) return REQUEST_MESSAGES.itemIncomplete;
      continue;
    }
    // A price of null is a stated "price on request"; a missing or zero price is incomplete.
    const priced = item.price !== null;
    if (!item.productId || (priced && !item.price)) return REQUEST_MESSAGES.itemIncomplete;
  }
  return null;
}

/**
 * A cart line as the browser keeps it (spec §3), enough to build the request; price null = on
 * request. `freeText` marks a line that is not in the catalogue: `sku` is then its code and
 * `description` the customer's text (ADR 021).
 */
export type CartLine = {
  id: number | string;
  name: string;
  price: number | string | null;
  quantity: number | string;
  freeText?: boolean;
  sku?: string | null;
  description?: string | null;
};

type RequestItem =
  | { productId: number; productName: string; quantity: number; price: number | null; total: number | null }
  | { productId: null; code: string | null; description: string | null; quantity: number; price: null; total: null };

function requestItem(line: CartLine): RequestItem {
  const quantity = wholeQuantity(line.quantity);
  if (line.freeText)
    return {
      productId: null,
      code: optionalText(line.sku),
      description: optionalText(line.description),
      quantity,
      price: null,
      total: null,
    };
  if (line.price === null)
    return { productId: Number(line.id), productName: line.name, quantity, price: null, total: null };
  const priceCents = toCents(line.price);
  return {
    productId: Number(line.id),
    productName: line.name,
    quantity,
    price: priceCents / 100,
    total: Number(centsToDecimal(BigInt(quantity) * BigInt(priceCents))),
  };
}

/**
 * The spec's formatted payload from the cart and the form: trimmed, email lowercased, empty
 * optionals null, whole quantities, decimal prices, total = Σ quantity × price (cents).
 */
export function buildQuotationRequest(
  cart: CartLine[],
  form: { name: string; email: string; phone?: string | null; company?: string | null; message?: string | null },
  extra: AntiAbuseFields = {},
  now: Date = new Date(),
) {
  const items = cart.map(requestItem);
  const priced = items.flatMap((i) =>
    i.price === null ? [] : [{ quantity: i.quantity, priceCents: toCents(i.price) }],
  );
  const total = totalCents(priced);
  return {
    customerInfo: {
      name: trimText(form.name),
      email: formatEmail(form.email),
      phone: optionalText(form.phone),
      company: optionalText(form.company),
    },
    items,
    total: Number(centsToDecimal(total)),
    notes: optionalText(form.message),
    status: "pending" as const,
    createdAt: now.toISOString(),
    ...extra,
  };
}

// ---------------------------------------------------------------- results

type Issue = { path: PropertyKey[]; message: string };
export type RequestValidation<T> =
  { success: true; data: T } | { success: false; error: string; details: { field: string; message: string }[] };

/** The first message of a failed parse (forms toast the first error), or null when it passed. */
export function firstError(result: { success: boolean; error?: { issues: Issue[] } }): string | null {
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? REQUEST_MESSAGES.unexpectedError;
}

function validate<T>(
  schema: z.ZodType<T>,
  input: unknown,
  sendCheck: (input: unknown) => string | null,
): RequestValidation<T> {
  const result = schema.safeParse(input);
  const sendError = sendCheck(input);
  if (result.success && !sendError) return { success: true, data: result.data };
  const details = (result.error?.issues ?? []).map((i) => ({ field: i.path.join("."), message: i.message }));
  return { success: false, error: sendError ?? details[0]?.message ?? REQUEST_MESSAGES.unexpectedError, details };
}

/**
 * The server's check of a request: the send step's message (what the spec's send step answers)
 * when it fails, otherwise the first field rule; `details` lists every field rule that failed.
 */
export const validateContactRequest = (input: unknown) => validate(contactMessageSchema, input, contactSendCheck);
export const validateServicesRequest = (input: unknown) =>
  validate(servicesConsultationSchema, input, contactSendCheck);
export const validateQuotationRequest = (input: unknown) => validate(quotationRequestSchema, input, quotationSendCheck);

// ---------------------------------------------------------------- API answers

export const REQUEST_TYPES = ["quotation", "contact", "services"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REFERENCE_PREFIX: Record<RequestType, string> = { quotation: "COT", contact: "MSG", services: "SRV" };

/** `data` of a successful send: the human reference and the stored row id. */
export const requestReceipt = z.object({
  reference: z.string(),
  id: z.number().int(),
  /** Quotations: the customer's status page (/cotizacion/estado/{token}), absolute. */
  statusUrl: z.string().optional(),
});
export type RequestReceipt = z.infer<typeof requestReceipt>;

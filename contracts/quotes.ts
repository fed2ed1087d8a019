import { IVA_MESSAGES, isIvaRate } from "./iva.ts";
import { INT32_MAX } from "./int32.ts";
import { quoteTotals, centsToDecimalString, decimalToCents, subtotalLabel, type TotalsLine } from "./quote-totals.ts";
import { quoteCustomerInput, quoteCustomerView } from "./quote-customer.ts";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./text.ts";
import { z } from "./zod.ts";

export * from "./quote-totals.ts";

/** Formal quotes (issue 11): editor and status-page rules with their Spanish messages, once. */

export const QUOTE_RULES = {
  linesMax: 300,
  descriptionMax: 500,
  skuMax: 100,
  termsMax: 500,
  notesMax: 2000,
  quantityMax: 100_000,
  validityDaysMax: 365,
  nameMin: 2,
  nameMax: 100,
  purchaseOrderMax: 60,
  reasonMin: 3,
  reasonMax: 1000,
  messageMax: 2000,
  sectionsMax: 50,
  sectionTitleMax: 120,
  approvalNoteMax: 1000,
} as const;

export const QUOTE_STATUSES = ["draft", "sent", "accepted", "rejected", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Borrador",
  sent: "Enviada",
  accepted: "Aceptada",
  rejected: "Rechazada",
  expired: "Vencida",
};

export const QUOTE_MESSAGES = {
  descriptionRequired: "La descripción es requerida",
  descriptionMax: "La descripción no puede exceder 500 caracteres",
  skuMax: "El SKU no puede exceder 100 caracteres",
  quantityInvalid: "La cantidad debe ser un número entero entre 1 y 100000",
  priceInvalid: "El precio debe ser un importe válido con hasta 2 decimales",
  discountInvalid: "El descuento debe estar entre 0 y 100 %",
  ivaInvalid: IVA_MESSAGES.invalid,
  linesMax: "La cotización no puede exceder 300 líneas",
  linesRequired: "La cotización debe tener al menos una línea",
  termsMax: "El texto no puede exceder 500 caracteres",
  notesMax: "Las notas no pueden exceder 2000 caracteres",
  dateInvalid: "La fecha de validez no es válida",
  validityDaysInvalid: "La validez debe ser un número entero de días entre 1 y 365",
  notDraft: "Solo se pueden editar cotizaciones en borrador",
  unpricedLines: "Hay líneas sin precio: asigna un precio a cada 'Precio a consultar' antes de enviar",
  pastValidity: "La fecha de validez ya pasó: elige una fecha futura antes de enviar",
  notFound: "Cotización no encontrada",
  requestNotFound: "Solicitud de cotización no encontrada",
  statusNotFound: "No encontramos esta cotización. Revisa el enlace que recibiste por correo.",
  nameMin: "El nombre debe tener al menos 2 caracteres",
  nameMax: "El nombre no puede exceder 100 caracteres",
  purchaseOrderMax: "La orden de compra no puede exceder 60 caracteres",
  reasonMin: "Cuéntanos el motivo (al menos 3 caracteres)",
  reasonMax: "El motivo no puede exceder 1000 caracteres",
  messageRequired: "Escribe un mensaje",
  messageMax: "El mensaje no puede exceder 2000 caracteres",
  noQuoteYet: "Todavía no hay una cotización enviada para esta solicitud",
  expired: "Esta cotización venció y ya no se puede aceptar. Escríbenos para pedir una cotización actualizada.",
  notLatest: "Solo se puede aceptar la última versión de la cotización",
  alreadyDecided: "Esta cotización ya fue respondida",
  acceptedNeedsConfirmation:
    "El cliente ya aceptó la versión anterior: al enviar esta versión esa aceptación queda sin efecto y tendrá que aceptar de nuevo. Confirma el envío para continuar.",
  created: "Borrador de cotización creado",
  saved: "Cotización guardada",
  sent: "Cotización enviada al cliente",
  accepted: "¡Gracias! Registramos la aceptación de la cotización.",
  rejected: "Registramos tu respuesta. Gracias por avisarnos.",
  messageSent: "Mensaje enviado",
  settingsSaved: "Valores predeterminados guardados",
  previewNotDraft: "La vista previa es solo para borradores: la versión enviada tiene su PDF",
  sectionTitleRequired: "El título de la sección es requerido",
  sectionTitleMax: "El título de la sección no puede exceder 120 caracteres",
  sectionsMax: "La cotización no puede tener más de 50 secciones",
  sectionMissing: "La línea apunta a una sección que no existe",
  optionalChoiceInvalid: "Solo se pueden elegir las líneas opcionales de esta versión",
  // Approval of large discounts (ADR 051).
  approvalNeeded: (limit: number) =>
    `El descuento supera el ${String(limit).replace(".", ",")} %: un administrador debe aprobar esta cotización antes de enviarla. Usa 'Solicitar aprobación'.`,
  approvalPending: "La cotización espera la aprobación de un administrador: no se puede enviar todavía.",
  approvalNotNeeded: "Esta cotización no necesita aprobación: ya se puede enviar.",
  approvalAlreadyPending: "La aprobación ya fue solicitada: un administrador la revisará.",
  approvalNotPending: "Esta cotización no tiene una solicitud de aprobación pendiente.",
  approvalNoteRequired: "Escribe una nota para quien preparó la cotización",
  approvalNoteMax: "La nota no puede exceder 1000 caracteres",
  approvalRequested: "Aprobación solicitada",
  approved: "Cotización aprobada: ya se puede enviar",
  approvalReturned: "Cotización devuelta con tu nota",
} as const;

/** 'Por aprobar (N)': the dashboard's count of quotes waiting for an admin (ADR 051). */
export const approvalsLabel = (n: number) => `Por aprobar (${n})`;
export const REQUEST_APPROVAL_LABEL = "Solicitar aprobación";

const text = (max: number, maxMessage: string) =>
  z
    .string({ error: "Debe ser texto" })
    .refine((v) => !hasControlCharacters(v.replace(/[\r\n\t]/g, "")), CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .max(max, maxMessage);

/** Optional text: empty → null. */
const optionalText = (max: number, maxMessage: string) =>
  text(max, maxMessage)
    .nullish()
    .transform((v) => (v ? v : null));

/** Money on the wire: a decimal string or number with at most two decimals, as "1234.50". */
export const moneyInput = z
  .union([z.string(), z.number()], { error: QUOTE_MESSAGES.priceInvalid })
  .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), QUOTE_MESSAGES.priceInvalid)
  .transform((v) => centsToDecimalString(decimalToCents(v)));

export const quoteLineInput = z.object({
  productId: z.number().int().positive().max(INT32_MAX).nullish(),
  sku: optionalText(QUOTE_RULES.skuMax, QUOTE_MESSAGES.skuMax),
  description: text(QUOTE_RULES.descriptionMax, QUOTE_MESSAGES.descriptionMax).min(
    1,
    QUOTE_MESSAGES.descriptionRequired,
  ),
  quantity: z.coerce
    .number({ error: QUOTE_MESSAGES.quantityInvalid })
    .int(QUOTE_MESSAGES.quantityInvalid)
    .min(1, QUOTE_MESSAGES.quantityInvalid)
    .max(QUOTE_RULES.quantityMax, QUOTE_MESSAGES.quantityInvalid),
  /** null: still 'Precio a consultar'; the draft saves, the send refuses. */
  unitPrice: moneyInput.nullable(),
  discountPercent: z.coerce
    .number({ error: QUOTE_MESSAGES.discountInvalid })
    .min(0, QUOTE_MESSAGES.discountInvalid)
    .max(100, QUOTE_MESSAGES.discountInvalid)
    .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), QUOTE_MESSAGES.discountInvalid)
    .default(0),
  /** Absent: the product's own rate, else the configured IVA_RATE (ADR 045). */
  ivaRate: z.coerce
    .number({ error: QUOTE_MESSAGES.ivaInvalid })
    .refine(isIvaRate, QUOTE_MESSAGES.ivaInvalid)
    .optional(),
  /** The section (its index in `sections`); absent or null: before any section. */
  section: z
    .number()
    .int()
    .min(0)
    .max(QUOTE_RULES.sectionsMax - 1)
    .nullish(),
  /** Shown with its price, not in the total unless the customer chooses it (ADR 049). */
  optional: z.boolean().optional(),
});
export type QuoteLineInput = z.output<typeof quoteLineInput>;

const isoDate = z
  .string({ error: QUOTE_MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, QUOTE_MESSAGES.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), QUOTE_MESSAGES.dateInvalid);

const termsFields = {
  deliveryTime: optionalText(QUOTE_RULES.termsMax, QUOTE_MESSAGES.termsMax),
  paymentTerms: optionalText(QUOTE_RULES.termsMax, QUOTE_MESSAGES.termsMax),
  notes: optionalText(QUOTE_RULES.notesMax, QUOTE_MESSAGES.notesMax),
};

export const quoteSectionInput = z.object({
  title: text(QUOTE_RULES.sectionTitleMax, QUOTE_MESSAGES.sectionTitleMax).min(1, QUOTE_MESSAGES.sectionTitleRequired),
  /** Every line of an optional section is optional. */
  optional: z.boolean().default(false),
});
export type QuoteSectionInput = z.output<typeof quoteSectionInput>;

/** PUT /quotes/{id}: the whole draft (lines replace the stored ones). */
export const quoteUpdateBody = z.object({
  /** Section titles in order; lines point at them by index. Absent: the stored sections stay. */
  sections: z.array(quoteSectionInput).max(QUOTE_RULES.sectionsMax, QUOTE_MESSAGES.sectionsMax).optional(),
  lines: z
    .array(quoteLineInput)
    .min(1, QUOTE_MESSAGES.linesRequired)
    .max(QUOTE_RULES.linesMax, QUOTE_MESSAGES.linesMax),
  validUntil: isoDate.optional(),
  ...termsFields,
  /** The version's customer block (issue 22); absent: the stored one stays. */
  customer: quoteCustomerInput.optional(),
  /** 'Adjuntar fichas técnicas'; absent keeps what the draft had. */
  attachDatasheets: z.boolean().optional(),
});
export type QuoteUpdate = z.output<typeof quoteUpdateBody>;

export const quoteCreateBody = z
  .object({ from: z.enum(["request", "latest"]).optional() })
  .nullish()
  .describe(
    "from: 'latest' (default) copies the latest version when there is one; 'request' starts from the request's lines",
  );

/** Days a new draft stays valid; absent or null: QUOTE_VALIDITY_DAYS from the configuration. */
const validityDays = z.coerce
  .number({ error: QUOTE_MESSAGES.validityDaysInvalid })
  .int(QUOTE_MESSAGES.validityDaysInvalid)
  .min(1, QUOTE_MESSAGES.validityDaysInvalid)
  .max(QUOTE_RULES.validityDaysMax, QUOTE_MESSAGES.validityDaysInvalid)
  .nullish()
  .transform((v) => v ?? null);

export const quoteSettingsBody = z.object({ validityDays, ...termsFields });
export type QuoteSettings = z.output<typeof quoteSettingsBody>;
export const quoteSettingsView = z.object({
  /** The days new drafts get (the stored default, else the configured one). */
  validityDays: z.number().int(),
  /** IVA_RATE from the configuration (set by decree, not in the panel): the rate of a new line. */
  ivaRate: z.number(),
  deliveryTime: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  notes: z.string().nullable(),
});

export const acceptBody = z.object({
  name: text(QUOTE_RULES.nameMax, QUOTE_MESSAGES.nameMax).min(QUOTE_RULES.nameMin, QUOTE_MESSAGES.nameMin),
  purchaseOrder: optionalText(QUOTE_RULES.purchaseOrderMax, QUOTE_MESSAGES.purchaseOrderMax),
  /** The version the customer was looking at: accepting a superseded one is refused (409). */
  version: z.number().int().positive().optional(),
  /** The optional lines (positions) the customer ticked; the rest stay out of the total. */
  optionalLines: z.array(z.number().int().positive()).max(QUOTE_RULES.linesMax).optional(),
});
export const rejectBody = z.object({
  reason: text(QUOTE_RULES.reasonMax, QUOTE_MESSAGES.reasonMax).min(QUOTE_RULES.reasonMin, QUOTE_MESSAGES.reasonMin),
});
export const messageBody = z.object({
  text: text(QUOTE_RULES.messageMax, QUOTE_MESSAGES.messageMax).min(1, QUOTE_MESSAGES.messageRequired),
});

/** Any text: a malformed token is a 404 like any other wrong one, decided by the service. */
export const tokenParams = z.object({ token: z.string().max(200) });
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

// ---------------------------------------------------------------- answers

export const quoteLine = z.object({
  id: z.number().int(),
  position: z.number().int(),
  productId: z.number().int().nullable(),
  sku: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string().nullable(),
  discountPercent: z.string(),
  /** Frozen with the version: copied from the product (or IVA_RATE) when the line was made. */
  ivaRate: z.number(),
  lineTotal: z.string().nullable(),
  /** The position of the line's section in `sections`; null: before any section. */
  section: z.number().int().nullable(),
  /** Shown with its price, not in `totals` (the customer may choose it). */
  optional: z.boolean(),
});

export const quoteSectionView = z.object({
  position: z.number().int(),
  title: z.string(),
  optional: z.boolean(),
  /** Σ of the section's lines in the total (after discounts, before IVA). */
  subtotal: z.string(),
  /** Σ of its optional lines (not in the total). */
  optionalSubtotal: z.string(),
});

export const quoteTotalsView = z.object({
  subtotal: z.string(),
  discountTotal: z.string(),
  net: z.string(),
  byRate: z.array(z.object({ rate: z.number(), label: z.string(), base: z.string(), iva: z.string() })),
  ivaTotal: z.string(),
  total: z.string(),
  unpricedLines: z.number().int(),
});

export const quoteView = z.object({
  id: z.number().int(),
  quotationId: z.number().int(),
  reference: z.string(),
  version: z.number().int().nullable(),
  /** 'COT-2026-000123 v2'; a draft reads 'COT-2026-000123 (borrador)'. */
  label: z.string(),
  status: z.enum(QUOTE_STATUSES),
  validUntil: z.string(),
  deliveryTime: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  notes: z.string().nullable(),
  /** Who this version is made out to (issue 22); frozen once sent. */
  customer: quoteCustomerView,
  /** The PDF the customer gets carries the quoted products' datasheets after the quote. */
  attachDatasheets: z.boolean(),
  sentAt: z.string().nullable(),
  acceptedBy: z.string().nullable(),
  purchaseOrder: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(quoteLine),
  sections: z.array(quoteSectionView),
  /** Without the optional lines. */
  totals: quoteTotalsView,
  /** The optional lines (positions) the customer chose when accepting; null until accepted. */
  acceptedOptionalLines: z.array(z.number().int()).nullable(),
  /** The totals of what was accepted (optional lines chosen counted in); null until accepted. */
  acceptedTotals: quoteTotalsView.nullable(),
  approval: z.object({
    /** Some line's (or the overall) discount exceeds QUOTE_APPROVAL_DISCOUNT (0: never). */
    discountExceeds: z.boolean(),
    largestDiscount: z.number(),
    limit: z.number(),
    status: z.enum(["pending", "approved", "returned"]).nullable(),
    note: z.string().nullable(),
    requestedBy: z.string().nullable(),
    requestedAt: z.string().nullable(),
    decidedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
  }),
});
export type QuoteView = z.infer<typeof quoteView>;

export const quoteSummary = quoteView.omit({ lines: true });

/** 'Enviar al cliente'; over an accepted version it needs the explicit confirmation. */
export const quoteSendBody = z
  .object({ setAsideAcceptance: z.boolean().optional() })
  .nullish()
  .transform((b) => ({ setAsideAcceptance: b?.setAsideAcceptance === true }));
export type QuoteSendInput = z.input<typeof quoteSendBody>;

export const threadMessage = z.object({
  id: z.number().int(),
  author: z.enum(["customer", "staff"]),
  // acceptance_set_aside: staff sent a new version over an accepted one (the timeline keeps it).
  kind: z.enum(["message", "accepted", "rejected", "acceptance_set_aside"]),
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});

/** Totals of stored lines (decimal strings) as the API shows them; optional lines are left out. */
export function totalsView(
  lines: {
    quantity: number;
    unitPrice: string | null;
    discountPercent: string | number;
    ivaRate: number;
    optional?: boolean;
  }[],
) {
  const input: TotalsLine[] = lines.map((l) => ({
    quantity: l.quantity,
    unitPriceCents: l.unitPrice === null ? null : decimalToCents(l.unitPrice),
    discountPercent: Number(l.discountPercent),
    ivaRate: l.ivaRate,
    optional: l.optional,
  }));
  return totalsDecimals(quoteTotals(input));
}

/** Cent totals as the API gives them (decimal strings). */
export function totalsDecimals(t: ReturnType<typeof quoteTotals>) {
  const s = centsToDecimalString;
  return {
    subtotal: s(t.subtotal),
    discountTotal: s(t.discountTotal),
    net: s(t.net),
    byRate: t.byRate.map((r) => ({
      rate: r.rate,
      label: subtotalLabel(r.rate),
      base: s(r.baseCents),
      iva: s(r.ivaCents),
    })),
    ivaTotal: s(t.ivaTotal),
    total: s(t.total),
    unpricedLines: t.unpricedLines,
  };
}

export const approvalNoteBody = z
  .object({ note: optionalText(QUOTE_RULES.approvalNoteMax, QUOTE_MESSAGES.approvalNoteMax) })
  .nullish()
  .transform((b) => ({ note: b?.note ?? null }));
export const approvalReturnBody = z.object({
  note: text(QUOTE_RULES.approvalNoteMax, QUOTE_MESSAGES.approvalNoteMax).min(1, QUOTE_MESSAGES.approvalNoteRequired),
});

/** GET /quotes/approvals: the dashboard's 'Por aprobar (N)' and the list behind it. */
export const approvalsView = z.object({
  count: z.number().int(),
  label: z.string(),
  quotes: z.array(
    z.object({
      quoteId: z.number().int(),
      quotationId: z.number().int(),
      reference: z.string(),
      customerName: z.string(),
      requestedBy: z.string().nullable(),
      requestedAt: z.string(),
      note: z.string().nullable(),
      largestDiscount: z.number(),
      total: z.string(),
    }),
  ),
});

/** Printed on every quote PDF: a quote is not a tax document (the SRI's comprobante de venta). */
export const NOT_A_SALES_DOCUMENT = "Este documento es una cotización y no constituye comprobante de venta.";

/** The customer's status page (no account: the token is the key). */
export const statusPath = (token: string) => `/cotizacion/estado/${token}`;

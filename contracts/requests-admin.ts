import { ID_TYPES } from "./id-types.ts";
import { idParam } from "./envelope.ts";
import { z } from "./zod.ts";
import { REQUEST_TYPES } from "./requests.ts";
import { SPAM_REASONS } from "./spam-flags.ts";

/** The admin 'Solicitudes' inbox and the mail status/test calls: API shapes and labels. */

export const REQUEST_STATUSES = ["nueva", "en_proceso", "cotizada", "cerrada"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABEL: Record<RequestStatus, string> = {
  nueva: "Nueva",
  en_proceso: "En proceso",
  cotizada: "Cotizada",
  cerrada: "Cerrada",
};
/**
 * What became of a request's quote (issue 22): its latest sent version accepted, rejected or
 * lapsed. Shown instead of 'Cotizada' and filterable; a quote still open has none.
 */
export const QUOTE_OUTCOMES = ["aceptada", "rechazada", "vencida"] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];
export const QUOTE_OUTCOME_LABEL: Record<QuoteOutcome, string> = {
  aceptada: "Aceptada",
  rechazada: "Rechazada",
  vencida: "Vencida",
};
export const REQUEST_TYPE_LABEL = { quotation: "Cotización", contact: "Contacto", services: "Servicios" } as const;

// Why a request looked automated (ADR 013, 029): kept free of zod for the panel's shell.
export { SPAM_LABEL, SPAM_REASONS, SPAM_REASON_LABEL, SPAM_RETENTION_DAYS, type SpamReason } from "./spam-flags.ts";

export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const INBOX_MESSAGES = {
  invalidType: "Tipo de solicitud inválido",
  invalidStatus: "Estado inválido",
  invalidOutcome: "Resultado de cotización inválido",
  requestNotFound: "Solicitud no encontrada",
  noteMax: "La nota interna no puede exceder 2000 caracteres",
  nothingToUpdate: "Indica el estado o la nota interna",
  updated: "Solicitud actualizada",
  resent: "Notificación reenviada",
  nothingToResend: "No hay correos fallidos o pendientes para reenviar",
  invalidFormat: "Formato de exportación inválido",
  markedGenuine: "Solicitud marcada como genuina. Se enviarán las notificaciones.",
  deleted: "Solicitud eliminada",
  onlySpamDeletable: "Solo se pueden eliminar solicitudes marcadas como posible spam",
} as const;

export const requestType = z.enum(REQUEST_TYPES, { error: INBOX_MESSAGES.invalidType });
export const requestStatus = z.enum(REQUEST_STATUSES, { error: INBOX_MESSAGES.invalidStatus });
export const quoteOutcome = z.enum(QUOTE_OUTCOMES, { error: INBOX_MESSAGES.invalidOutcome });

export const requestListQuery = z.object({
  type: requestType.optional(),
  status: requestStatus.optional(),
  outcome: quoteOutcome.optional().describe("Solo las cotizaciones aceptadas, rechazadas o vencidas"),
  search: z.string().trim().max(200).optional(),
  /** true: only the requests flagged as possible spam; otherwise only the genuine ones. */
  spam: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true")
    .describe("true: solo las marcadas como posible spam; sin él, solo las genuinas"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;

export const requestExportQuery = requestListQuery.omit({ page: true, perPage: true }).extend({
  format: z.enum(["csv", "xlsx"], { error: INBOX_MESSAGES.invalidFormat }).default("csv"),
});
export type RequestExportQuery = z.infer<typeof requestExportQuery>;

export const requestParams = z.object({
  type: requestType,
  id: idParam,
});

export const requestSummary = z.object({
  type: requestType,
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  service: z.string().nullable(),
  status: z.string(),
  /** The latest sent quote's outcome; null while it is open, without a quote and for messages. */
  outcome: quoteOutcome.nullable(),
  /** Decimal string; null for messages. */
  total: z.string().nullable(),
  itemCount: z.number().int().nullable(),
  /** Lines whose price is on request, left out of `total` (ADR 014); null for messages. */
  onRequestCount: z.number().int().nullable(),
  /** First characters of the message or the notes. */
  preview: z.string().nullable(),
  /** Worst state of the request's mails: failed > pending > sent; 'none' without mails. */
  mailStatus: z.enum(["none", ...MAIL_STATUSES]),
  /** Held back as possible spam: stored, but no mail until marked genuine. */
  spam: z.boolean(),
  /** Why it was flagged; still listed after it was marked genuine. */
  spamReasons: z.array(z.enum(SPAM_REASONS)),
  createdAt: z.string(),
});
export type RequestSummary = z.infer<typeof requestSummary>;

export const requestList = z.object({
  requests: z.array(requestSummary),
  pagination: z.object({
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const requestItem = z.object({
  productId: z.number().int().nullable(),
  productName: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  /** Decimal strings; both null on a price-on-request line (ADR 014) and on a free-text line. */
  unitPrice: z.string().nullable(),
  lineTotal: z.string().nullable(),
  priceOnRequest: z.boolean(),
  /**
   * Not in the catalogue (ADR 021): no productId, `sku` is the code the customer typed,
   * `productName` their description (else the code).
   */
  freeText: z.boolean(),
  description: z.string().nullable(),
  /** Out of stock when requested (issue 22, ADR 030): 'Sin stock — plazo de entrega a confirmar'. */
  outOfStock: z.boolean(),
});

export const mailDelivery = z.object({
  id: z.number().int(),
  purpose: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  messageId: z.string().nullable(),
  createdAt: z.string(),
});
export type MailDelivery = z.infer<typeof mailDelivery>;

export const requestDetail = requestSummary.extend({
  /** The quotation's identification number (issue 11); null when not given and for messages. */
  ruc: z.string().nullable(),
  /** Its type (issue 25): RUC, cédula, pasaporte or consumidor final. */
  idType: z.enum(ID_TYPES).nullable(),
  /** Staff-only note on that RUC, e.g. check digits the SRI rules do not confirm (ADR 035). */
  rucWarning: z.string().nullable(),
  message: z.string().nullable(),
  notes: z.string().nullable(),
  internalNote: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  updatedAt: z.string(),
  markedGenuineAt: z.string().nullable(),
  items: z.array(requestItem),
  mails: z.array(mailDelivery),
});
export type RequestDetail = z.infer<typeof requestDetail>;

export const requestUpdateBody = z
  .object({
    status: requestStatus.optional(),
    internalNote: z.string().trim().max(2000, INBOX_MESSAGES.noteMax).nullish(),
  })
  .refine((b) => b.status !== undefined || b.internalNote !== undefined, INBOX_MESSAGES.nothingToUpdate);

const countsByType = z.object({
  quotation: z.number().int(),
  contact: z.number().int(),
  services: z.number().int(),
  total: z.number().int(),
});
/**
 * `new` and `all` count genuine requests only; `spam` the flagged ones awaiting review;
 * `customerEvents` the customers' messages, acceptances and rejections staff have not opened yet.
 */
export const requestCounts = z.object({
  new: countsByType,
  all: countsByType,
  spam: z.number().int(),
  customerEvents: z.number().int(),
});
export type RequestCounts = z.infer<typeof requestCounts>;

export const mailStatusData = z.object({
  configured: z.boolean(),
  transport: z.enum(["smtp", "file"]),
  /** SMTP host:port without credentials, or null for the file transport. */
  host: z.string().nullable(),
  mailDir: z.string().nullable(),
  from: z.string(),
  salesEmail: z.string(),
  workerRunning: z.boolean(),
  outbox: z.object({ pending: z.number().int(), failed: z.number().int(), sent: z.number().int() }),
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
});
export type MailStatusData = z.infer<typeof mailStatusData>;

export const mailTestData = z.object({ id: z.number().int(), status: z.string(), messageId: z.string().nullable() });

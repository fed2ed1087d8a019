import { quoteCustomerBlock } from "./quote-customer.ts";
import { quoteLine, quoteSectionView, quoteTotalsView, threadMessage } from "./quotes.ts";
import { z } from "./zod.ts";

/** What the customer's status page shows: only what belongs to that one request. */

export const STATUS_STEPS = ["recibida", "en_revision", "cotizada", "aceptada", "rechazada", "vencida"] as const;
export type StatusStep = (typeof STATUS_STEPS)[number];

export const STATUS_STEP_LABELS: Record<StatusStep, string> = {
  recibida: "Recibida",
  en_revision: "En revisión",
  cotizada: "Cotizada",
  aceptada: "Aceptada",
  rechazada: "Rechazada",
  vencida: "Vencida",
};

export const customerQuote = z.object({
  version: z.number().int(),
  label: z.string(),
  status: z.enum(["sent", "accepted", "rejected", "expired"]),
  sentAt: z.string(),
  validUntil: z.string(),
  deliveryTime: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  notes: z.string().nullable(),
  /** The version's customer block, as its PDF prints it (no staff warning). */
  customer: quoteCustomerBlock,
  acceptedBy: z.string().nullable(),
  purchaseOrder: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** `position` names a line when the customer chooses optional ones (acceptBody.optionalLines). */
  lines: z.array(quoteLine.omit({ id: true, productId: true })),
  sections: z.array(quoteSectionView),
  /** Without the optional lines: recompute with choiceTotals(lines, ticked) as the customer ticks. */
  totals: quoteTotalsView,
  acceptedOptionalLines: z.array(z.number().int()).nullable(),
  acceptedTotals: quoteTotalsView.nullable(),
  pdfUrl: z.string(),
});

export const quoteStatusView = z.object({
  reference: z.string(),
  createdAt: z.string(),
  step: z.enum(STATUS_STEPS),
  timeline: z.array(
    z.object({ step: z.enum(STATUS_STEPS), label: z.string(), done: z.boolean(), at: z.string().nullable() }),
  ),
  customer: z.object({ name: z.string(), company: z.string().nullable() }),
  requestedLines: z.array(
    z.object({
      productName: z.string(),
      sku: z.string().nullable(),
      quantity: z.number().int(),
      /** Decimal strings as requested (issue 22: prices shown as on the PDF); null when on request. */
      unitPrice: z.string().nullable(),
      lineTotal: z.string().nullable(),
      priceOnRequest: z.boolean(),
    }),
  ),
  quote: customerQuote.nullable(),
  /** Earlier versions, still readable (their PDFs), newest first. */
  earlierVersions: z.array(
    z.object({
      version: z.number().int(),
      label: z.string(),
      status: z.string(),
      sentAt: z.string(),
      pdfUrl: z.string(),
    }),
  ),
  /** The latest version is 'sent' and still within its validity. */
  canAccept: z.boolean(),
  /** Shown instead of the accept button when the quote cannot be accepted any more. */
  notice: z.string().nullable(),
  messages: z.array(threadMessage),
  /** The quoted products' documents (datasheets, manuals…), to download beside the quote (issue 25). */
  documents: z.array(z.object({ sku: z.string().nullable(), title: z.string(), type: z.string(), url: z.string() })),
});
export type QuoteStatusView = z.infer<typeof quoteStatusView>;

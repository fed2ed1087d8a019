import {
  centsToDecimalString,
  decimalToCents,
  lineAmounts,
  quoteTotals,
  totalsView,
  type QuoteLineInput,
  type QuoteView,
} from "../../../contracts/quotes.ts";
import { customerView } from "./quote-customer.ts";
import type { QuoteLineRow, QuoteRow } from "./quotes.repository.ts";

/** Stored lines from the editor's input: each line's total rounded to the cent (contracts/quote-totals.ts). */
export function linesForStorage(input: QuoteLineInput[], defaultIvaRate: number) {
  return input.map((l, n) => {
    const ivaRate = l.ivaRate ?? defaultIvaRate;
    const amounts = lineAmounts({
      quantity: l.quantity,
      unitPriceCents: l.unitPrice === null ? null : decimalToCents(l.unitPrice),
      discountPercent: l.discountPercent,
      ivaRate,
    });
    return {
      position: n + 1,
      product_id: l.productId ?? null,
      sku: l.sku,
      description: l.description,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      discount_percent: String(l.discountPercent),
      iva_rate: ivaRate,
      line_total: amounts ? centsToDecimalString(amounts.net) : null,
    };
  });
}

/** The quote's stored sums (what the dashboard adds up in SQL). */
export function storedTotals(
  lines: { quantity: number; unit_price: string | null; discount_percent: string; iva_rate: number }[],
) {
  const t = quoteTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      unitPriceCents: l.unit_price === null ? null : decimalToCents(l.unit_price),
      discountPercent: Number(l.discount_percent),
      ivaRate: l.iva_rate,
    })),
  );
  return {
    subtotal: centsToDecimalString(t.subtotal),
    discount_total: centsToDecimalString(t.discountTotal),
    iva_total: centsToDecimalString(t.ivaTotal),
    total: centsToDecimalString(t.total),
  };
}

export const quoteLabel = (reference: string, version: number | null) =>
  version === null ? `${reference} (borrador)` : `${reference} v${version}`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toQuoteView(q: QuoteRow, lines: QuoteLineRow[], reference: string): QuoteView {
  const view = lines.map((l) => ({
    id: l.id,
    position: l.position,
    productId: l.product_id,
    sku: l.sku,
    description: l.description,
    quantity: l.quantity,
    unitPrice: l.unit_price,
    discountPercent: Number(l.discount_percent).toString(),
    ivaRate: l.iva_rate,
    lineTotal: l.line_total,
  }));
  return {
    id: q.id,
    quotationId: q.quotation_id,
    reference,
    version: q.version,
    label: quoteLabel(reference, q.version),
    status: q.status as QuoteView["status"],
    validUntil: q.valid_until,
    deliveryTime: q.delivery_time,
    paymentTerms: q.payment_terms,
    notes: q.notes,
    customer: customerView(q),
    attachDatasheets: q.attach_datasheets,
    sentAt: iso(q.sent_at),
    acceptedBy: q.accepted_by,
    purchaseOrder: q.purchase_order,
    rejectedReason: q.rejected_reason,
    decidedAt: iso(q.decided_at),
    createdAt: iso(q.created_at)!,
    updatedAt: iso(q.updated_at)!,
    lines: view,
    totals: totalsView(view),
  };
}

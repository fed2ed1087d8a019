import {
  QUOTE_MESSAGES,
  centsToDecimalString,
  choiceTotals,
  largestDiscount,
  sectionSubtotals,
  totalsDecimals,
  decimalToCents,
  lineAmounts,
  quoteTotals,
  totalsView,
  type QuoteLineInput,
  type QuoteSectionInput,
  type QuoteView,
} from "../../../contracts/quotes.ts";
import { unprocessable } from "../../lib/errors.ts";
import { customerView } from "./quote-customer.ts";
import type { QuoteLineRow, QuoteRow, QuoteSectionRow } from "./quotes.repository.ts";

type LineIn = Omit<QuoteLineInput, "optional" | "section"> & { section?: number | null; optional?: boolean };

/**
 * Lines in the order they print (ADR 049): those before any section first, then each section's in
 * the sections' order, each group keeping the order staff gave. A line of an optional section is
 * optional. A line pointing past the sections is refused.
 */
export function groupLines<T extends LineIn>(lines: T[], sections: { optional: boolean }[]): T[] {
  const bad = lines.flatMap((l, n) =>
    l.section != null && l.section >= sections.length
      ? [{ field: `lines.${n}.section`, message: QUOTE_MESSAGES.sectionMissing }]
      : [],
  );
  if (bad.length) throw unprocessable(bad[0].message, bad);
  const key = (l: T) => (l.section == null ? -1 : l.section);
  return lines
    .map((l, n) => ({ l, n }))
    .sort((a, b) => key(a.l) - key(b.l) || a.n - b.n)
    .map(({ l }) => ({
      ...l,
      section: l.section ?? null,
      optional: Boolean(l.optional) || (l.section != null && sections[l.section].optional),
    }));
}

export const sectionsForStorage = (sections: QuoteSectionInput[]) =>
  sections.map((s, n) => ({ position: n, title: s.title, optional: s.optional }));

/** Stored lines from the editor's input: each line's total rounded to the cent (contracts/quote-totals.ts). */
export function linesForStorage(input: LineIn[], defaultIvaRate: number) {
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
      section: l.section ?? null,
      optional: Boolean(l.optional),
    };
  });
}

/**
 * The quote's stored sums (what the dashboard adds up in SQL): optional lines left out, except
 * those in `chosen` (positions: the customer's choice, stored with the acceptance).
 */
export function storedTotals(
  lines: {
    position?: number;
    quantity: number;
    unit_price: string | null;
    discount_percent: string;
    iva_rate: number;
    optional?: boolean;
  }[],
  chosen: number[] = [],
) {
  const picked = new Set(chosen);
  const t = quoteTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      unitPriceCents: l.unit_price === null ? null : decimalToCents(l.unit_price),
      discountPercent: Number(l.discount_percent),
      ivaRate: l.iva_rate,
      optional: Boolean(l.optional) && !(l.position !== undefined && picked.has(l.position)),
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

/** What a view needs besides the quote and its lines: sections, the approval limit, people's names. */
export type ViewExtras = {
  sections: QuoteSectionRow[];
  approvalLimit: number;
  names?: Map<number, string>;
};

export function toQuoteView(
  q: QuoteRow,
  lines: QuoteLineRow[],
  reference: string,
  extras: ViewExtras = { sections: [], approvalLimit: 0 },
): QuoteView {
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
    section: l.section,
    optional: l.optional,
  }));
  const s = centsToDecimalString;
  const name = (id: number | null) => (id === null ? null : (extras.names?.get(id) ?? null));
  const largest = largestDiscount(view);
  const chosen = q.accepted_optional_lines;
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
    sections: sectionSubtotals(extras.sections, view).map((x) => ({
      position: x.position,
      title: x.title,
      optional: x.optional,
      subtotal: s(x.subtotalCents),
      optionalSubtotal: s(x.optionalCents),
    })),
    totals: totalsView(view),
    acceptedOptionalLines: q.status === "accepted" ? (chosen ?? []) : null,
    acceptedTotals: q.status === "accepted" ? totalsDecimals(choiceTotals(view, chosen ?? [])) : null,
    approval: {
      discountExceeds: extras.approvalLimit > 0 && largest > extras.approvalLimit,
      largestDiscount: largest,
      limit: extras.approvalLimit,
      status: q.approval_status as QuoteView["approval"]["status"],
      note: q.approval_note,
      requestedBy: name(q.approval_requested_by),
      requestedAt: iso(q.approval_requested_at),
      decidedBy: name(q.approval_decided_by),
      decidedAt: iso(q.approval_decided_at),
    },
  };
}

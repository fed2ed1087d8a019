import { parseIvaRate, rateText } from "../../../../contracts/iva.ts";
import { decimalToCents, quoteTotals, type QuoteTotalsCents } from "../../../../contracts/quote-totals.ts";
import type { QuoteView } from "../../../../contracts/quotes.ts";

/**
 * The editor's working copy of a draft: what staff type, kept as text so nothing they typed is
 * lost to a parse, and turned into the API's body only on save.
 */
export type DraftLine = {
  key: string;
  productId: number | null;
  sku: string;
  description: string;
  quantity: string;
  /** Empty: still 'Precio a consultar'. */
  unitPrice: string;
  discountPercent: string;
  ivaRate: string;
};

export type DraftTerms = {
  validUntil: string;
  deliveryTime: string;
  paymentTerms: string;
  notes: string;
  /** 'Adjuntar fichas técnicas' (issue 25). */
  attachDatasheets: boolean;
};
/** The version's customer block as typed (issue 22); idType '' = none chosen. */
export type DraftCustomer = {
  name: string;
  company: string;
  idType: string;
  idNumber: string;
  address: string;
  attention: string;
};
export type Draft = { lines: DraftLine[]; terms: DraftTerms; customer: DraftCustomer };

let seq = 0;
export const newKey = () => `l${++seq}`;

/** '1.250,50' or '1250.50' → '1250.50'; anything else is returned trimmed for the contract to refuse. */
export function normalizeDecimal(text: string): string {
  const t = text.trim().replace(/\s/g, "").replace(/^\$/, "");
  return t.includes(",") ? t.replace(/\./g, "").replace(",", ".") : t;
}

/** Shown in an input: '1250.50' → '1250,50' (how es-EC writes it). */
const toInput = (decimal: string) => decimal.replace(".", ",");

export function draftFromQuote(q: QuoteView): Draft {
  return {
    lines: q.lines.map((l) => ({
      key: newKey(),
      productId: l.productId,
      sku: l.sku ?? "",
      description: l.description,
      quantity: String(l.quantity),
      unitPrice: l.unitPrice === null ? "" : toInput(l.unitPrice),
      discountPercent: toInput(l.discountPercent),
      ivaRate: rateText(l.ivaRate),
    })),
    terms: {
      validUntil: q.validUntil,
      deliveryTime: q.deliveryTime ?? "",
      paymentTerms: q.paymentTerms ?? "",
      attachDatasheets: q.attachDatasheets === true,
      notes: q.notes ?? "",
    },
    customer: draftCustomer(q.customer),
  };
}

export function draftCustomer(c: QuoteView["customer"]): DraftCustomer {
  return {
    name: c.name,
    company: c.company ?? "",
    idType: c.idType ?? "",
    idNumber: c.idNumber ?? "",
    address: c.address ?? "",
    attention: c.attention ?? "",
  };
}

export function blankLine(defaultIvaRate: number, over: Partial<DraftLine> = {}): DraftLine {
  return {
    key: newKey(),
    productId: null,
    sku: "",
    description: "",
    quantity: "1",
    unitPrice: "",
    discountPercent: "0",
    ivaRate: rateText(defaultIvaRate),
    ...over,
  };
}

const priceCents = (text: string): bigint | null => {
  const v = normalizeDecimal(text);
  return /^\d{1,10}(\.\d{1,2})?$/.test(v) ? decimalToCents(v) : null;
};

/** Live totals as staff type (integer cents, contracts/quote-totals.ts); unreadable prices count as unpriced. */
export function draftTotals(lines: DraftLine[]): QuoteTotalsCents {
  return quoteTotals(
    lines.map((l) => ({
      quantity: /^\d+$/.test(l.quantity.trim()) ? Number(l.quantity.trim()) : 0,
      unitPriceCents: priceCents(l.unitPrice),
      discountPercent: Number(normalizeDecimal(l.discountPercent)) || 0,
      ivaRate: parseIvaRate(l.ivaRate) ?? 0,
    })),
  );
}

/** One line's amount after discount, or null while it has no readable price. */
export function lineTotalCents(line: DraftLine): bigint | null {
  const t = draftTotals([line]);
  return t.unpricedLines ? null : t.net;
}

/** The body of PUT /quotes/{id}, still unchecked: the contract's schema decides (and words the error). */
export function draftBody(d: Draft) {
  return {
    lines: d.lines.map((l) => ({
      productId: l.productId,
      sku: l.sku.trim() || null,
      description: l.description,
      quantity: l.quantity.trim(),
      unitPrice: l.unitPrice.trim() === "" ? null : normalizeDecimal(l.unitPrice),
      discountPercent: normalizeDecimal(l.discountPercent) || "0",
      // Empty: the product's rate or IVA_RATE (the contract would read '' as 0 %); '12,5' is sent as 12.5.
      ivaRate: l.ivaRate.trim() === "" ? undefined : (parseIvaRate(l.ivaRate) ?? l.ivaRate.trim()),
    })),
    validUntil: d.terms.validUntil,
    deliveryTime: d.terms.deliveryTime,
    paymentTerms: d.terms.paymentTerms,
    // A draft recovered from before the option existed has none: off.
    attachDatasheets: d.terms.attachDatasheets === true,
    notes: d.terms.notes,
    customer: {
      name: d.customer.name,
      company: d.customer.company,
      idType: d.customer.idType || null,
      idNumber: d.customer.idNumber,
      address: d.customer.address,
      attention: d.customer.attention,
    },
  };
}

/** Positions (0-based) of lines still without a price: each must be priced before sending. */
export const unpricedLines = (lines: DraftLine[]) => lines.flatMap((l, n) => (l.unitPrice.trim() === "" ? [n] : []));

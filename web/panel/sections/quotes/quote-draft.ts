import { parseIvaRate, rateText } from "../../../../contracts/iva.ts";
import {
  decimalToCents,
  quoteTotals,
  sectionSubtotals,
  type QuoteTotalsCents,
  type SectionSubtotal,
} from "../../../../contracts/quote-totals.ts";
import type { TemplateUse } from "../../../../contracts/quote-templates.ts";
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
  /** The key of the line's section; null: before any section (ADR 049). */
  section: string | null;
  /** 'Opcional': shown with its price, left out of the total. */
  optional: boolean;
};

/** A section title the lines are grouped under; an optional section makes all its lines optional. */
export type DraftSection = { key: string; title: string; optional: boolean };

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
export type Draft = { lines: DraftLine[]; sections: DraftSection[]; terms: DraftTerms; customer: DraftCustomer };

let seq = 0;
export const newKey = () => `l${++seq}`;
export const newSectionKey = () => `s${++seq}`;

/** '1.250,50' or '1250.50' → '1250.50'; anything else is returned trimmed for the contract to refuse. */
export function normalizeDecimal(text: string): string {
  const t = text.trim().replace(/\s/g, "").replace(/^\$/, "");
  return t.includes(",") ? t.replace(/\./g, "").replace(",", ".") : t;
}

/** Shown in an input: '1250.50' → '1250,50' (how es-EC writes it). */
const toInput = (decimal: string) => decimal.replace(".", ",");

export function draftFromQuote(q: QuoteView): Draft {
  const sections = (q.sections ?? []).map((s) => ({ key: newSectionKey(), title: s.title, optional: s.optional }));
  const keyAt = new Map((q.sections ?? []).map((s, n) => [s.position, sections[n].key]));
  return {
    sections,
    lines: q.lines.map((l) => ({
      key: newKey(),
      productId: l.productId,
      sku: l.sku ?? "",
      description: l.description,
      quantity: String(l.quantity),
      unitPrice: l.unitPrice === null ? "" : toInput(l.unitPrice),
      discountPercent: toInput(l.discountPercent),
      ivaRate: rateText(l.ivaRate),
      section: l.section === null || l.section === undefined ? null : (keyAt.get(l.section) ?? null),
      optional: l.optional === true,
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

/**
 * 'Usar plantilla' (ADR 050): the template's sections and lines, priced as the catalogue is today,
 * replace the draft's; its terms replace the draft's where it has them. The customer block and the
 * validity stay; nothing is saved until staff save.
 */
export function applyTemplate(d: Draft, t: TemplateUse): Draft {
  const sections = t.sections.map((s) => ({ key: newSectionKey(), title: s.title, optional: s.optional }));
  return {
    ...d,
    sections,
    lines: t.lines.map((l) => ({
      key: newKey(),
      productId: l.productId,
      sku: l.sku ?? "",
      description: l.description,
      quantity: String(l.quantity),
      unitPrice: l.unitPrice === null ? "" : toInput(l.unitPrice),
      discountPercent: toInput(String(l.discountPercent)),
      ivaRate: rateText(l.ivaRate),
      section: l.section === null ? null : (sections[l.section]?.key ?? null),
      optional: l.optional,
    })),
    terms: {
      ...d.terms,
      deliveryTime: t.deliveryTime ?? d.terms.deliveryTime,
      paymentTerms: t.paymentTerms ?? d.terms.paymentTerms,
      notes: t.notes ?? d.terms.notes,
    },
  };
}

/**
 * A working copy as kept in storage: one kept before sections existed comes back with none, each
 * line before any section and not optional.
 */
export function withSections(d: Draft): Draft {
  const sections = Array.isArray(d.sections) ? d.sections : [];
  return {
    ...d,
    sections,
    lines: d.lines.map((l) => ({ ...l, section: l.section ?? null, optional: l.optional === true })),
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
    section: null,
    optional: false,
    ...over,
  };
}

const priceCents = (text: string): bigint | null => {
  const v = normalizeDecimal(text);
  return /^\d{1,10}(\.\d{1,2})?$/.test(v) ? decimalToCents(v) : null;
};

const quantityOf = (l: DraftLine) => (/^\d+$/.test(l.quantity.trim()) ? Number(l.quantity.trim()) : 0);
const discountOf = (l: DraftLine) => Number(normalizeDecimal(l.discountPercent)) || 0;

/** A line is left out of the total when it, or its whole section, is marked 'Opcional'. */
export function isOptional(line: DraftLine, sections: DraftSection[] = []): boolean {
  return line.optional || (line.section !== null && sections.some((s) => s.key === line.section && s.optional));
}

/**
 * Live totals as staff type (integer cents, contracts/quote-totals.ts); unreadable prices count as
 * unpriced; optional lines (or lines of an optional section) are left out, as on the PDF.
 */
export function draftTotals(lines: DraftLine[], sections: DraftSection[] = []): QuoteTotalsCents {
  return quoteTotals(
    lines.map((l) => ({
      quantity: quantityOf(l),
      unitPriceCents: priceCents(l.unitPrice),
      discountPercent: discountOf(l),
      ivaRate: parseIvaRate(l.ivaRate) ?? 0,
      optional: isOptional(l, sections),
    })),
  );
}

/** One line's amount after discount (optional or not), or null while it has no readable price. */
export function lineTotalCents(line: DraftLine): bigint | null {
  const t = draftTotals([{ ...line, optional: false, section: null }]);
  return t.unpricedLines ? null : t.net;
}

/**
 * The lines in the order they are shown, saved and printed: those before any section first, then
 * each section's lines in section order (the server stores them grouped the same way).
 */
export function orderedLines(d: Pick<Draft, "lines" | "sections">): DraftLine[] {
  const known = new Set(d.sections.map((s) => s.key));
  const head = d.lines.filter((l) => l.section === null || !known.has(l.section));
  return [...head, ...d.sections.flatMap((s) => d.lines.filter((l) => l.section === s.key))];
}

/** Each section's subtotal and its optional lines' sum (contracts' `sectionSubtotals`), in order. */
export function draftSectionSubtotals(d: Pick<Draft, "lines" | "sections">): (SectionSubtotal & { key: string })[] {
  const index = new Map(d.sections.map((s, n) => [s.key, n]));
  const shown = d.lines.map((l, n) => {
    const cents = priceCents(l.unitPrice);
    return {
      position: n + 1,
      quantity: quantityOf(l),
      unitPrice: cents === null ? null : normalizeDecimal(l.unitPrice),
      discountPercent: discountOf(l),
      ivaRate: parseIvaRate(l.ivaRate) ?? 0,
      section: l.section === null ? null : (index.get(l.section) ?? null),
      optional: isOptional(l, d.sections),
    };
  });
  const subtotals = sectionSubtotals(
    d.sections.map((s, n) => ({ position: n, title: s.title, optional: s.optional })),
    shown,
  );
  return subtotals.map((s, n) => ({ ...s, key: d.sections[n].key }));
}

/** Moves a line up (-1) or down (+1) among the lines of its own group; at the edge nothing moves. */
export function moveLine(d: Draft, key: string, step: -1 | 1): Draft {
  const lines = orderedLines(d);
  const at = lines.findIndex((l) => l.key === key);
  if (at < 0) return d;
  const group = lines.filter((l) => l.section === lines[at].section);
  const inGroup = group.findIndex((l) => l.key === key);
  const other = group[inGroup + step];
  if (!other) return d;
  const j = lines.findIndex((l) => l.key === other.key);
  const next = [...lines];
  [next[at], next[j]] = [next[j], next[at]];
  return { ...d, lines: next };
}

/** Moves a section (with its lines) up (-1) or down (+1). */
export function moveSection(d: Draft, key: string, step: -1 | 1): Draft {
  const at = d.sections.findIndex((s) => s.key === key);
  const to = at + step;
  if (at < 0 || to < 0 || to >= d.sections.length) return d;
  const sections = [...d.sections];
  [sections[at], sections[to]] = [sections[to], sections[at]];
  return { ...d, sections, lines: orderedLines({ lines: d.lines, sections }) };
}

/** Removes a section; its lines stay, moved before any section. */
export function removeSection(d: Draft, key: string): Draft {
  return {
    ...d,
    sections: d.sections.filter((s) => s.key !== key),
    lines: d.lines.map((l) => (l.section === key ? { ...l, section: null } : l)),
  };
}

/** A line put in another section (null: none) goes last in that group. */
export function assignSection(d: Draft, key: string, section: string | null): Draft {
  const line = d.lines.find((l) => l.key === key);
  if (!line) return d;
  return { ...d, lines: [...d.lines.filter((l) => l.key !== key), { ...line, section }] };
}

/** The body of PUT /quotes/{id}, still unchecked: the contract's schema decides (and words the error). */
export function draftBody(d: Draft) {
  const sections = d.sections ?? [];
  const index = new Map(sections.map((s, n) => [s.key, n]));
  return {
    sections: sections.map((s) => ({ title: s.title, optional: s.optional })),
    lines: orderedLines({ lines: d.lines, sections }).map((l) => ({
      productId: l.productId,
      sku: l.sku.trim() || null,
      description: l.description,
      quantity: l.quantity.trim(),
      unitPrice: l.unitPrice.trim() === "" ? null : normalizeDecimal(l.unitPrice),
      discountPercent: normalizeDecimal(l.discountPercent) || "0",
      // Empty: the product's rate or IVA_RATE (the contract would read '' as 0 %); '12,5' is sent as 12.5.
      ivaRate: l.ivaRate.trim() === "" ? undefined : (parseIvaRate(l.ivaRate) ?? l.ivaRate.trim()),
      section: l.section === null ? null : (index.get(l.section) ?? null),
      optional: l.optional === true,
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

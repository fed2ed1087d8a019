// Plain arithmetic, free of zod, so the quote editor can recompute totals as staff type.
import { rateText } from "./iva.ts";

/**
 * Quote totals in integer cents (BigInt: 100,000 units × a large price stays exact), the way an
 * Ecuadorian invoice reads them: each line rounded to the cent on its own (qty × unit × (1 − d%)),
 * then 'Subtotal 0%' and 'Subtotal 15%' (the taxable base per IVA rate), IVA per rate rounded once
 * on its base (rates in hundredths of a percent, so 12.5 % is exact), total = bases + IVA.
 */

export type TotalsLine = {
  quantity: number;
  /** null: not priced yet (a 'Precio a consultar' line); counted apart and left out of the sums. */
  unitPriceCents: bigint | number | null;
  /** 0–100 with up to two decimals. */
  discountPercent: number;
  /** Percent with up to two decimals, e.g. 15, 5 or 0 (contracts/iva.ts). */
  ivaRate: number;
  /** An optional line not chosen: shown with its price, left out of every sum (ADR 049). */
  optional?: boolean;
};

export type RateBase = { rate: number; baseCents: bigint; ivaCents: bigint };

export type QuoteTotalsCents = {
  /** Σ qty × unit, before discounts. */
  subtotal: bigint;
  discountTotal: bigint;
  /** Σ line totals (after discounts, before IVA). */
  net: bigint;
  byRate: RateBase[];
  ivaTotal: bigint;
  total: bigint;
  unpricedLines: number;
};

/** Hundredths of a percent, so 2.5 % is exactly 250. */
const basisPoints = (percent: number) => BigInt(Math.round(percent * 100));

/** Half-up division of non-negative integers. */
const divRound = (n: bigint, d: bigint) => (n + d / 2n) / d;

export function lineAmounts(line: TotalsLine): { gross: bigint; net: bigint } | null {
  if (line.unitPriceCents === null) return null;
  const gross = BigInt(line.quantity) * BigInt(line.unitPriceCents);
  const net = divRound(gross * (10_000n - basisPoints(line.discountPercent)), 10_000n);
  return { gross, net };
}

export function quoteTotals(lines: TotalsLine[]): QuoteTotalsCents {
  let subtotal = 0n;
  let net = 0n;
  let unpricedLines = 0;
  const bases = new Map<number, bigint>();
  for (const line of lines) {
    if (line.optional) continue;
    const a = lineAmounts(line);
    if (!a) {
      unpricedLines++;
      continue;
    }
    subtotal += a.gross;
    net += a.net;
    bases.set(line.ivaRate, (bases.get(line.ivaRate) ?? 0n) + a.net);
  }
  const byRate = [...bases.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, baseCents]) => ({ rate, baseCents, ivaCents: divRound(baseCents * basisPoints(rate), 10_000n) }));
  const ivaTotal = byRate.reduce((s, r) => s + r.ivaCents, 0n);
  return { subtotal, discountTotal: subtotal - net, net, byRate, ivaTotal, total: net + ivaTotal, unpricedLines };
}

/** "1234.5" / "1234.50" / 1234.5 → 123450n (exact: read as text, never through a float sum). */
export function decimalToCents(value: string | number): bigint {
  const s = typeof value === "number" ? value.toFixed(2) : value.trim();
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) throw new Error(`importe inválido: ${value}`);
  const cents = BigInt(m[2]) * 100n + BigInt((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

export function centsToDecimalString(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** es-EC money as the site shows it: '$1.234,50' (exact for any size). */
export function formatMoneyCents(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  const whole = String(abs / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}$${whole},${String(abs % 100n).padStart(2, "0")}`;
}

/** Labels as Ecuadorian invoices print them: 'Subtotal 15%', 'IVA 15%', 'Subtotal 12,5%'. */
export const subtotalLabel = (rate: number) => `Subtotal ${rateText(rate)}%`;
export const ivaLabel = (rate: number) => `IVA ${rateText(rate)}%`;
/** A line's rate as the tables show it: '15 %', '12,5 %'. */
export const formatRate = (rate: number) => `${rateText(rate)} %`;
/** Discount as the PDF and editor show it: '2,5 %'. */
export const formatPercent = (p: number) => `${String(p).replace(".", ",")} %`;

export type TotalsRow = {
  kind: "subtotal" | "discount" | "base" | "iva" | "total";
  label: string;
  cents: bigint;
  /** The IVA rate of a 'base' or 'iva' row. */
  rate?: number;
};

/**
 * The totals block, once for the editor, the PDF and the status page: 'Subtotal', 'Descuento'
 * (when there is one), 'Subtotal 0%' always (SRI forms print it even at zero), one base per taxed
 * rate, one IVA line per taxed rate ('IVA' at zero when nothing is taxed), 'Total'. Only the
 * version's own rates appear, so a PDF rebuilt after a decree shows what was sent.
 */
export function totalsRows(t: QuoteTotalsCents): TotalsRow[] {
  const zero = t.byRate.find((r) => r.rate === 0);
  const taxed = t.byRate.filter((r) => r.rate > 0);
  return [
    { kind: "subtotal", label: "Subtotal", cents: t.subtotal },
    // Negative: it is taken off the subtotal.
    ...(t.discountTotal !== 0n ? [{ kind: "discount" as const, label: "Descuento", cents: -t.discountTotal }] : []),
    { kind: "base", label: subtotalLabel(0), cents: zero?.baseCents ?? 0n, rate: 0 },
    ...taxed.map((r) => ({ kind: "base" as const, label: subtotalLabel(r.rate), cents: r.baseCents, rate: r.rate })),
    ...(taxed.length
      ? taxed.map((r) => ({ kind: "iva" as const, label: ivaLabel(r.rate), cents: r.ivaCents, rate: r.rate }))
      : [{ kind: "iva" as const, label: "IVA", cents: 0n }]),
    { kind: "total", label: "Total", cents: t.total },
  ];
}

/** Stored totals as the API gives them (decimal strings), back in cents for totalsRows. */
export type TotalsDecimals = {
  subtotal: string;
  discountTotal: string;
  net: string;
  byRate: { rate: number; base: string; iva: string }[];
  ivaTotal: string;
  total: string;
  unpricedLines: number;
};

export function totalsCents(t: TotalsDecimals): QuoteTotalsCents {
  return {
    subtotal: decimalToCents(t.subtotal),
    discountTotal: decimalToCents(t.discountTotal),
    net: decimalToCents(t.net),
    byRate: t.byRate.map((r) => ({ rate: r.rate, baseCents: decimalToCents(r.base), ivaCents: decimalToCents(r.iva) })),
    ivaTotal: decimalToCents(t.ivaTotal),
    total: decimalToCents(t.total),
    unpricedLines: t.unpricedLines,
  };
}

// ---------------------------------------------------------------- sections and optional lines (ADR 049)

/** A line as the API shows it (decimal strings), with what sections and the customer's choice need. */
export type ShownLine = {
  position: number;
  quantity: number;
  unitPrice: string | null;
  discountPercent: string | number;
  ivaRate: number;
  lineTotal?: string | null;
  /** The section's position in the version; null: before any section. */
  section?: number | null;
  optional?: boolean;
};

/**
 * Totals with the optional lines the customer chose counted in (the others left out): the status
 * page recomputes it as the customer ticks, the server stores it with the acceptance.
 */
export function choiceTotals(lines: ShownLine[], chosen: Iterable<number> = []): QuoteTotalsCents {
  const picked = new Set(chosen);
  return quoteTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      unitPriceCents: l.unitPrice === null ? null : decimalToCents(l.unitPrice),
      discountPercent: Number(l.discountPercent),
      ivaRate: l.ivaRate,
      optional: Boolean(l.optional) && !picked.has(l.position),
    })),
  );
}

/** Positions of the optional lines among `chosen` that are not optional lines of the version (refused). */
export function invalidChoice(lines: ShownLine[], chosen: number[]): number[] {
  const optional = new Set(lines.filter((l) => l.optional).map((l) => l.position));
  return chosen.filter((p) => !optional.has(p));
}

export type SectionSubtotal = {
  position: number;
  title: string;
  optional: boolean;
  /** Σ of the section's lines that count in the total (after discounts, before IVA). */
  subtotalCents: bigint;
  /** Σ of its optional lines (shown with their price, not in the total). */
  optionalCents: bigint;
};

/** One subtotal per section, in the version's order (lines' own totals, so they add up to 'Subtotal' less discounts). */
export function sectionSubtotals(
  sections: { position: number; title: string; optional: boolean }[],
  lines: ShownLine[],
): SectionSubtotal[] {
  return sections.map((s) => {
    let subtotalCents = 0n;
    let optionalCents = 0n;
    for (const l of lines) {
      if (l.section !== s.position) continue;
      const a = lineAmounts({
        quantity: l.quantity,
        unitPriceCents: l.unitPrice === null ? null : decimalToCents(l.unitPrice),
        discountPercent: Number(l.discountPercent),
        ivaRate: l.ivaRate,
      });
      if (!a) continue;
      if (l.optional) optionalCents += a.net;
      else subtotalCents += a.net;
    }
    return { position: s.position, title: s.title, optional: s.optional, subtotalCents, optionalCents };
  });
}

/** Largest discount of a quote in percent: any line's, or the overall one (discount ÷ subtotal). */
export function largestDiscount(lines: ShownLine[]): number {
  const t = choiceTotals(
    lines,
    lines.map((l) => l.position),
  );
  const overall = t.subtotal === 0n ? 0 : Number((t.discountTotal * 10_000n) / t.subtotal) / 100;
  return Math.max(overall, ...lines.map((l) => Number(l.discountPercent)), 0);
}

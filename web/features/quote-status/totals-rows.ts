import type { QuoteStatusView } from "../../../contracts/quote-status.ts";

type Totals = NonNullable<QuoteStatusView["quote"]>["totals"];
export type TotalsRow = { label: string; amount: string; strong?: boolean };

/**
 * The totals block as Ecuadorian invoices print it: 'Subtotal 0%' always (SRI forms show it even
 * at zero), one base and one IVA line per taxed rate, then the total. Amounts stay decimal strings.
 */
export function totalsRows(t: Totals): TotalsRow[] {
  const zero = t.byRate.find((r) => r.rate === 0);
  const taxed = t.byRate.filter((r) => r.rate > 0);
  return [
    { label: "Subtotal", amount: t.subtotal },
    ...(Number(t.discountTotal) > 0 ? [{ label: "Descuento", amount: `-${t.discountTotal}` }] : []),
    { label: "Subtotal 0%", amount: zero?.base ?? "0.00" },
    ...taxed.map((r) => ({ label: r.label, amount: r.base })),
    ...(taxed.length > 1
      ? taxed.map((r) => ({ label: `IVA ${r.rate}%`, amount: r.iva }))
      : [{ label: taxed[0] ? `IVA ${taxed[0].rate}%` : "IVA", amount: t.ivaTotal }]),
    { label: "Total", amount: t.total, strong: true },
  ];
}

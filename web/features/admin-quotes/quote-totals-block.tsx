import { ivaLabel, subtotalLabel, type QuoteTotalsCents } from "../../../contracts/quote-totals.ts";
import { money } from "./quote-labels.tsx";

/**
 * The invoice-style totals: 'Subtotal 0%' always shown (Ecuadorian invoices print it even when
 * empty), then one base and one IVA row per taxed rate, total.
 */
export function QuoteTotalsBlock({ totals, defaultIvaRate }: { totals: QuoteTotalsCents; defaultIvaRate: number }) {
  const byRate = new Map(totals.byRate.map((r) => [r.rate, r]));
  const rates = [...new Set([0, defaultIvaRate, ...byRate.keys()])].sort((a, b) => a - b);
  const row = (label: string, cents: bigint, testId?: string, strong = false) => (
    <div key={label} className={`flex justify-between gap-4 ${strong ? "text-base font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {money(cents)}
      </dd>
    </div>
  );
  return (
    <dl className="ml-auto w-full max-w-xs space-y-1 text-sm" data-testid="quote-totals">
      {row("Subtotal", totals.subtotal)}
      {row("Descuento", totals.discountTotal)}
      {rates.map((r) => row(subtotalLabel(r), byRate.get(r)?.baseCents ?? 0n))}
      {rates.filter((r) => r > 0).map((r) => row(ivaLabel(r), byRate.get(r)?.ivaCents ?? 0n))}
      <div className="border-t border-slate-200 pt-1 dark:border-slate-700">
        {row("Total", totals.total, "quote-total", true)}
      </div>
      {totals.unpricedLines > 0 && (
        <p className="text-xs text-amber-700 dark:text-amber-300">
          {totals.unpricedLines === 1
            ? "1 línea sin precio no está sumada."
            : `${totals.unpricedLines} líneas sin precio no están sumadas.`}
        </p>
      )}
    </dl>
  );
}

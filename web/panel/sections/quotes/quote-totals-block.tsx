import { totalsRows, type QuoteTotalsCents } from "../../../../contracts/quote-totals.ts";
import { formatCents } from "../../../lib/format.ts";

/**
 * The invoice-style totals, row for row as the PDF and the status page print them
 * (contracts/quote-totals.ts `totalsRows`): one base and one IVA line per rate, then the total.
 */
export function QuoteTotalsBlock({ totals }: { totals: QuoteTotalsCents }) {
  return (
    <dl className="ml-auto w-full max-w-xs space-y-1 text-sm" data-testid="quote-totals">
      {totalsRows(totals).map((r) => {
        const strong = r.kind === "total";
        return (
          <div
            key={r.label}
            className={`flex justify-between gap-4 ${strong ? "border-t border-slate-200 pt-1 text-base font-semibold dark:border-slate-700" : ""}`}
          >
            <dt>{r.label}</dt>
            <dd className="tabular-nums" data-testid={strong ? "quote-total" : undefined}>
              {formatCents(r.cents)}
            </dd>
          </div>
        );
      })}
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

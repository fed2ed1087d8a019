import { PRICE_ON_REQUEST } from "../../../contracts/price-on-request.ts";
import type { QuoteStatusView } from "../../../contracts/quote-status.ts";

/** The lines as the customer asked for them; prices belong to the quote, not to the request. */
export function RequestedLines({ lines }: { lines: QuoteStatusView["requestedLines"] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="status-requested-lines">
      {lines.map((l, i) => (
        <li key={i} className="flex items-start justify-between gap-3 py-2 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-white">{l.productName}</p>
            {l.sku && <p className="text-xs text-slate-600 dark:text-slate-400">SKU: {l.sku}</p>}
            {l.priceOnRequest && <p className="text-xs text-slate-700 dark:text-slate-300">{PRICE_ON_REQUEST}</p>}
          </div>
          <p className="shrink-0 tabular-nums">Cantidad: {l.quantity}</p>
        </li>
      ))}
    </ul>
  );
}

import { PRICE_ON_REQUEST } from "../../../../contracts/price-on-request.ts";
import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";
import { formatPrice } from "../../../lib/format.ts";

/**
 * The lines as the customer asked for them, with the catalogue prices they were sent with (unit
 * and line total, as on the PDF); a price-on-request line says so instead. The quote's own
 * prices are in its panel.
 */
export function RequestedLines({ lines }: { lines: QuoteStatusView["requestedLines"] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="status-requested-lines">
      {lines.map((l, i) => (
        <li key={i} className="flex items-start justify-between gap-3 py-2 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-white">{l.productName}</p>
            {l.sku && <p className="text-xs text-slate-600 dark:text-slate-400">SKU: {l.sku}</p>}
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="status-requested-unit">
              {l.quantity} × {l.unitPrice === null ? PRICE_ON_REQUEST : formatPrice(l.unitPrice)}
            </p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums" data-testid="status-requested-total">
            {l.unitPrice === null || l.lineTotal === null ? PRICE_ON_REQUEST : formatPrice(l.lineTotal)}
          </p>
        </li>
      ))}
    </ul>
  );
}

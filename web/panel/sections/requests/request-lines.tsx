import { OUT_OF_STOCK_LABEL } from "../../../../contracts/stock.ts";
import type { RequestDetail } from "../../../../contracts/requests-admin.ts";
import { FREE_TEXT_MESSAGES } from "../../../../contracts/free-text-lines.ts";
import { REQUEST_MESSAGES } from "../../../../contracts/requests.ts";
import { formatPrice } from "../../../lib/format.ts";

/**
 * A quotation request's lines as the customer sent them, with the request's total. A line not in
 * the catalogue (ADR 021) shows the code under SKU and the customer's description, marked.
 */
export function RequestLines({ request }: { request: RequestDetail }) {
  if (request.type !== "quotation") return null;
  return (
    <section aria-labelledby="request-items-title">
      <h3 id="request-items-title" className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        Productos ({request.items.length})
      </h3>
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table
          className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700"
          data-testid="request-items"
        >
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th className="px-3 py-2">SKU</th>
              <th className="px-3 py-2">Producto</th>
              <th className="px-3 py-2 text-right">Cantidad</th>
              <th className="px-3 py-2 text-right">Precio unitario</th>
              <th className="px-3 py-2 text-right">Total</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {request.items.map((item, i) => (
              <tr key={i} data-free-text={item.freeText || undefined}>
                <td className="px-3 py-2 font-mono text-xs">{item.sku ?? "—"}</td>
                <td className="px-3 py-2">
                  {item.productName}
                  {item.freeText && (
                    <span
                      className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200"
                      data-testid="request-item-free-text"
                    >
                      {FREE_TEXT_MESSAGES.notInCatalogueLabel}
                    </span>
                  )}
                  {item.outOfStock && (
                    <span
                      className="ml-2 inline-block rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-900 dark:bg-red-900/40 dark:text-red-200"
                      data-testid="request-item-out-of-stock"
                    >
                      {OUT_OF_STOCK_LABEL}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
                {item.priceOnRequest ? (
                  <td colSpan={2} className="px-3 py-2 text-right font-medium text-amber-700 dark:text-amber-300">
                    {REQUEST_MESSAGES.priceOnRequest}
                  </td>
                ) : (
                  <>
                    <td className="px-3 py-2 text-right tabular-nums">{formatPrice(item.unitPrice)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatPrice(item.lineTotal)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <td colSpan={4} className="px-3 py-2 text-right">
                Total
              </td>
              <td className="px-3 py-2 text-right tabular-nums" data-testid="request-total">
                {formatPrice(request.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

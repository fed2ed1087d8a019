import { ArrowLeft, ClipboardList, Info } from "lucide-react";
import { Link } from "react-router";
import { PRICE_ON_REQUEST, priceOnRequestNote } from "../../../../contracts/price-on-request.ts";
import { buttonClass } from "../../../ui/button.tsx";
import { formatPrice } from "../../../lib/format.ts";
import { ivaNote } from "../../../lib/iva.ts";
import { paths } from "../../../lib/paths.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { useBasket } from "./basket-provider.tsx";
import { ClearBasketButton } from "./clear-basket-button.tsx";
import { FreeTextLine } from "./free-text-line.tsx";
import { BasketRequestForm } from "./basket-request-form.tsx";
import { BasketLine } from "./basket-line.tsx";

const secondary = buttonClass("quiet");

function EmptyQuote() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <ClipboardList size={48} aria-hidden className="text-slate-400" />
      <p className="mt-4 text-lg font-semibold">Tu cotización está vacía</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Agrega productos desde el catálogo para solicitar tu cotización.
      </p>
      <Link
        to={paths.catalog()}
        className="mt-6 inline-flex items-center gap-2 rounded-lg bg-primary-600 px-5 py-2.5 font-semibold text-white hover:bg-primary-700"
      >
        Ver Productos
      </Link>
    </div>
  );
}

/** The basket (spec §2 Quotation): lines, clear all, the estimated total and the contact form. */
export function BasketPage() {
  const { items, loaded } = useBasket();

  // The basket is read from this browser's storage after hydration, so the server sends no lines.
  // The area they take is reserved from the start (taller than the rest of a phone's screen), so
  // the footer never jumps down as they arrive (issue 22: CLS 0.17 → 0).
  return (
    <div className="min-h-[70svh]" data-testid="quote-basket-area">
      {!loaded ? (
        <p role="status" className="py-16 text-center text-slate-600 dark:text-slate-300">
          Cargando cotización...
        </p>
      ) : items.length === 0 ? (
        <EmptyQuote />
      ) : (
        <Basket />
      )}
    </div>
  );
}

/** The lines, the estimated total and the contact form. */
function Basket() {
  const { items, total, onRequestCount, removeItem, updateQuantity, clearCart } = useBasket();
  const allOnRequest = onRequestCount === items.length;
  const root = useRootData();
  const phone = root?.company.phone ?? "";
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="cotizacion-productos">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="cotizacion-productos" className="text-lg font-semibold">
            {/* Lines, not units: 3 products × 10 read 'Productos (3)' (issue 22). */}
            Productos ({items.length})
          </h2>
          <ClearBasketButton lineCount={items.length} onClear={clearCart} />
        </div>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-surface-dark">
          {items.map((item) => {
            const Line = item.freeText ? FreeTextLine : BasketLine;
            return (
              <Line
                key={item.id}
                item={item}
                onQuantity={(q) => (q < 1 ? removeItem(item.id) : updateQuantity(item.id, q))}
                onRemove={() => removeItem(item.id)}
              />
            );
          })}
        </ul>
        <Link to={paths.catalog()} className={`${secondary} mt-4`}>
          <ArrowLeft size={16} aria-hidden /> Agregar más productos
        </Link>
      </section>

      <aside aria-label="Resumen y datos de contacto" className="space-y-6">
        <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-surface-dark">
          <div className="flex items-baseline justify-between">
            <h2 className="text-lg font-semibold">Total Estimado</h2>{" "}
            <p className="text-2xl font-bold text-primary-700 dark:text-primary-300" data-testid="quote-total">
              {allOnRequest ? PRICE_ON_REQUEST : formatPrice(total)}
            </p>
          </div>
          {onRequestCount > 0 && !allOnRequest && (
            <p
              className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-200"
              data-testid="quote-on-request-note"
            >
              {priceOnRequestNote(onRequestCount)}
            </p>
          )}
          {root && !allOnRequest && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="quote-iva-note">
              {ivaNote(root.company.pricesIncludeIva)}
            </p>
          )}
          <p className="mt-3 flex gap-2 text-xs text-slate-600 dark:text-slate-400">
            <Info size={14} aria-hidden className="mt-0.5 shrink-0" />
            Los precios son referenciales y pueden variar. Te enviaremos la cotización final con precios y
            disponibilidad confirmados.
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-surface-dark">
          <h2 className="mb-4 text-lg font-semibold">Datos de contacto</h2>
          <BasketRequestForm phone={phone} />
        </div>
      </aside>
    </div>
  );
}

import { FileQuestion } from "lucide-react";
import { FREE_TEXT_MESSAGES } from "../../../../contracts/free-text-lines.ts";
import { PRICE_ON_REQUEST } from "../../../../contracts/price-on-request.ts";
import type { BasketItem } from "./basket-state.ts";
import { LineQuantity } from "./line-quantity.tsx";
import { RemoveLineButton } from "./remove-line-button.tsx";

type Props = {
  item: BasketItem;
  /** Below 1 the page removes the line, as for a product line. */
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

/**
 * A basket line the catalogue does not hold (ADR 021): the code and the customer's description,
 * marked as such, with its quantity; the salesperson prices it.
 */
export function FreeTextLine({ item, onQuantity, onRemove }: Props) {
  const label = item.sku ?? item.name;
  return (
    <li
      data-testid="quote-free-text-line"
      data-line-id={item.id}
      className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center"
    >
      <div
        aria-hidden
        className="flex aspect-[4/3] w-24 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400 dark:bg-slate-900"
      >
        <FileQuestion size={32} />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="break-words font-semibold text-slate-900 dark:text-white">{item.name}</h3>
        {item.sku && item.description && (
          <p className="mt-1 break-all font-mono text-xs text-slate-600 dark:text-slate-400">{item.sku}</p>
        )}
        <p className="mt-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
          {FREE_TEXT_MESSAGES.notInCatalogue}
        </p>
      </div>
      <LineQuantity name={label} quantity={item.quantity} onQuantity={onQuantity} />
      <p
        className="font-semibold text-slate-700 sm:w-36 sm:text-right dark:text-slate-200"
        data-testid="quote-line-total"
      >
        {PRICE_ON_REQUEST}
      </p>
      <RemoveLineButton name={label} onRemove={onRemove} />
    </li>
  );
}

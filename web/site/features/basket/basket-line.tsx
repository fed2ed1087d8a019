import { Link } from "react-router";
import { PreviousPrice } from "../../../ui/previous-price.tsx";
import { ProductImage } from "../../../ui/product-image.tsx";
import { StockBadge } from "../../../ui/stock-badge.tsx";
import { PRICE_ON_REQUEST } from "../../../../contracts/price-on-request.ts";
import { formatPrice } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { stockState } from "../../../lib/stock-state.ts";
import { lineCents, type BasketItem } from "./basket-state.ts";
import { LineQuantity } from "./line-quantity.tsx";
import { RemoveLineButton } from "./remove-line-button.tsx";

type Props = {
  item: BasketItem;
  /** Below 1 the page removes the line (spec §4); the store itself never goes under 1. */
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

/** One basket line: image, name, brand, category, stock, − field +, line total, unit price 'c/u', remove. */
export function BasketLine({ item, onQuantity, onRemove }: Props) {
  const stock = stockState(item.stockQuantity, item.stockText);
  return (
    <li
      data-testid="quote-line"
      data-product-id={item.id}
      className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center"
    >
      <Link to={paths.product(item.id)} tabIndex={-1} aria-hidden className="shrink-0">
        <ProductImage
          src={item.image}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className="aspect-[4/3] w-24 rounded-lg bg-white object-contain dark:bg-slate-900"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900 dark:text-white">
          <Link to={paths.product(item.id)} className="hover:text-primary-700 dark:hover:text-primary-300">
            {item.name}
          </Link>
        </h3>
        <p className="mt-1 text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
          {[item.brand, item.category].filter(Boolean).join(" · ")}
        </p>
        {stock && (
          <div className="mt-2">
            <StockBadge state={stock} />
          </div>
        )}
      </div>
      <LineQuantity name={item.name} quantity={item.quantity} onQuantity={onQuantity} />
      <div className="text-right sm:w-36">
        {item.price === null ? (
          <p className="font-semibold text-slate-700 dark:text-slate-200" data-testid="quote-line-total">
            {PRICE_ON_REQUEST}
          </p>
        ) : (
          <>
            <p className="font-bold text-primary-700 dark:text-primary-300" data-testid="quote-line-total">
              {formatPrice(lineCents(item) / 100)}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              <PreviousPrice original={item.originalPrice} current={item.price} size="sm" />{" "}
              <span data-testid="quote-unit-price">{formatPrice(item.price)} c/u</span>
            </p>
          </>
        )}
      </div>
      <RemoveLineButton name={item.name} onRemove={onRemove} />
    </li>
  );
}

/**
 * PreviousPrice — the price before a discount, struck through next to the current one
 * ('Precio original… se muestra tachado', admin form). Nothing unless it is higher than the
 * current numeric price: a "previous" price at or below it would be no discount at all.
 *
 *   <PreviousPrice original={p.original_price} current={p.price_amount} size="lg" />
 */
import { formatPrice, toNumber } from "../lib/format.ts";

type Size = "sm" | "md" | "lg";
const SIZE: Record<Size, string> = { sm: "text-xs", md: "text-sm", lg: "text-lg" };

/** The previous price to show, or null when there is no real discount to show. */
export function previousPrice(
  original: string | number | null | undefined,
  current: string | number | null | undefined,
): number | null {
  if (original === null || original === undefined || current === null || current === undefined) return null;
  if (String(original).trim() === "" || String(current).trim() === "") return null;
  const before = toNumber(original);
  const now = toNumber(current);
  return now > 0 && before > now ? before : null;
}

export function PreviousPrice({
  original,
  current,
  size = "md",
}: {
  original: string | number | null | undefined;
  current: string | number | null | undefined;
  size?: Size;
}) {
  const before = previousPrice(original, current);
  if (before === null) return null;
  return (
    <s className={`${SIZE[size]} font-medium text-slate-600 dark:text-slate-400`} data-testid="previous-price">
      <span className="sr-only">Precio anterior: </span>
      {formatPrice(before)}
    </s>
  );
}

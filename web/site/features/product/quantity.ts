/** Detail-page quantity (spec §5): a whole number, at least 1; anything not a number becomes 1. */
export const MIN_QUANTITY = 1;

export function parseQuantity(value: unknown): number {
  const n =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.trunc(n));
}

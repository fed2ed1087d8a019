const money = new Intl.NumberFormat("es-EC", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number from a price or quantity that may arrive as text; 0 when missing or not a number. */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** '$' and two decimals with Ecuadorian grouping: 1234.5 → '$1.234,50'; missing → '$0,00'. */
export function formatPrice(value: unknown): string {
  return `$${money.format(toNumber(value))}`;
}

/**
 * What a product shows as its price: staff may type free text ("Consultar") instead of a number;
 * that text is shown as is.
 */
export function displayPrice(price: string | null | undefined, amount?: string | null): string {
  if (amount !== null && amount !== undefined && amount !== "") return formatPrice(amount);
  const text = price?.trim();
  if (text && !Number.isFinite(Number(text))) return text;
  return formatPrice(text);
}

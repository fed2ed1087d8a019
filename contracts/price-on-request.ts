// Plain constants, free of zod, so the basket can import them without the validator.

/**
 * A product whose price staff wrote as text ("Consultar") has no price: it travels through the
 * basket, the request, the emails and the inbox as a line without one (ADR 014).
 */
export const PRICE_ON_REQUEST = "Precio a consultar";

/** Under the estimated total when some lines are left out of it. */
export function priceOnRequestNote(count: number): string {
  return count === 1
    ? "1 producto con precio a consultar no está incluido en el total."
    : `${count} productos con precio a consultar no están incluidos en el total.`;
}

// Plain functions, free of zod, so the public pages can import them without the validator.

/**
 * Whether a product has run out, from its stock quantity (the number read from what staff typed,
 * ADR 001). Only a number at or below zero says "none left". Free text ("Disponible", "Bajo
 * pedido") has no number and an empty stock says nothing: both count as available, because the
 * spec disables adding to the quotation only "when stock is 0" and a customer must never be turned
 * away by a blank cell. The catalogue repository's `outOfStock` is the same rule in SQL.
 */
export function isOutOfStock(quantity: number | null | undefined): boolean {
  return typeof quantity === "number" && quantity <= 0;
}

/**
 * One rule everywhere (issue 22, ADR 030): a product out of stock is a sale with a lead time, so
 * it can be added from its card, its page and a parts list, and says so wherever it is shown
 * (card, page, basket line, both mails, the panel's inbox).
 */
export const OUT_OF_STOCK_LABEL = "Sin stock — plazo de entrega a confirmar";

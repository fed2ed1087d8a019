import { formatPrice } from "../../lib/format.ts";
import type { CartItem } from "../cart/cart-state.ts";

/**
 * The basket as a WhatsApp message (issue 4): one line per product with SKU and quantity, the
 * estimated total, and the quotation's reference when it was saved first.
 */
export function quoteWhatsAppText(items: CartItem[], total: number, reference?: string | null): string {
  const lines = items.map((i) => {
    const sku = i.sku ? ` (SKU: ${i.sku})` : "";
    return `• ${i.name}${sku} — Cantidad: ${i.quantity}`;
  });
  return [
    reference
      ? `Hola, acabo de enviar la cotización ${reference} y quisiera continuar por este medio:`
      : "Hola, quisiera solicitar una cotización de los siguientes productos:",
    "",
    ...lines,
    "",
    `Total estimado: ${formatPrice(total)}`,
  ].join("\n");
}

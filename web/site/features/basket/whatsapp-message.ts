import { FREE_TEXT_MESSAGES } from "../../../../contracts/free-text-lines.ts";
import { PRICE_ON_REQUEST, priceOnRequestNote } from "../../../../contracts/price-on-request.ts";
import { formatPrice } from "../../../lib/format.ts";
import { priceOnRequestCount, type BasketItem } from "./basket-state.ts";

/**
 * The basket as a WhatsApp message (issue 4): one line per product with SKU and quantity (a line
 * not in the catalogue with its code and mark, ADR 021), the
 * estimated total, and the quotation's reference and status link when it was saved first (the
 * issue asks for the link in the chat too, where the customer finds it again).
 */
export function quoteWhatsAppText(
  items: BasketItem[],
  total: number,
  reference?: string | null,
  statusUrl?: string | null,
): string {
  const lines = items.map((i) => {
    if (i.freeText) {
      const code = i.sku && i.description ? ` (código: ${i.sku})` : "";
      return `• ${i.name}${code} — ${FREE_TEXT_MESSAGES.notInCatalogue} — Cantidad: ${i.quantity} — ${PRICE_ON_REQUEST}`;
    }
    const sku = i.sku ? ` (SKU: ${i.sku})` : "";
    const onRequest = i.price === null ? ` — ${PRICE_ON_REQUEST}` : "";
    return `• ${i.name}${sku} — Cantidad: ${i.quantity}${onRequest}`;
  });
  const onRequestCount = priceOnRequestCount(items);
  const totalLines =
    onRequestCount === items.length
      ? [`Total estimado: ${PRICE_ON_REQUEST}`]
      : [`Total estimado: ${formatPrice(total)}`, ...(onRequestCount ? [priceOnRequestNote(onRequestCount)] : [])];
  return [
    reference
      ? `Hola, acabo de enviar la cotización ${reference} y quisiera continuar por este medio:`
      : "Hola, quisiera solicitar una cotización de los siguientes productos:",
    "",
    ...lines,
    "",
    ...totalLines,
    ...(reference && statusUrl ? ["", `Estado de la cotización: ${statusUrl}`] : []),
  ].join("\n");
}

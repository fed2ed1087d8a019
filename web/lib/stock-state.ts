import { OUT_OF_STOCK_LABEL, isOutOfStock } from "../../contracts/stock.ts";

export type StockTone = "in" | "order" | "out";
export type StockState = { label: string; tone: StockTone };

/**
 * What a card or basket line says about stock. A number decides ('En stock' / 'Sin stock', the
 * same rule as adding to the basket); without one, staff's own words ("Disponible") are shown as
 * they are, and a blank stock reads 'Bajo pedido'. `text` undefined means the caller does not
 * have the text at all: then nothing is claimed rather than a guess.
 */
export function stockState(quantity: number | null | undefined, text?: string | null): StockState | null {
  if (typeof quantity === "number")
    return isOutOfStock(quantity) ? { label: OUT_OF_STOCK_LABEL, tone: "out" } : { label: "En stock", tone: "in" };
  if (text === undefined) return null;
  const words = text?.trim();
  return { label: words || "Bajo pedido", tone: words ? toneOfWords(words) : "order" };
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
const SAYS_OUT = /\b(agotad[oa]s?|sin (stock|existencias?)|no disponible|descontinuad[oa])\b/;
const SAYS_IN = /\b(disponibles?|en (stock|existencia|bodega)|entrega inmediata|inmediat[oa])\b/;

/**
 * The colour staff's words deserve: 'Disponible' is green like 'En stock' (issue 22: it was
 * warning amber), 'Agotado' red like 'Sin stock'; anything else ('Bajo pedido', '2 semanas')
 * stays amber. Only the colour: adding to the basket still follows the number alone.
 */
function toneOfWords(words: string): StockTone {
  const text = fold(words);
  if (SAYS_OUT.test(text)) return "out";
  return SAYS_IN.test(text) ? "in" : "order";
}

import { isOutOfStock } from "../../contracts/stock.ts";

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
    return isOutOfStock(quantity) ? { label: "Sin stock", tone: "out" } : { label: "En stock", tone: "in" };
  if (text === undefined) return null;
  const words = text?.trim();
  return { label: words || "Bajo pedido", tone: "order" };
}

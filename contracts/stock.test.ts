import { describe, expect, it } from "vitest";
import { parseInteger } from "./typed-number.ts";
import { OUT_OF_STOCK_LABEL, isOutOfStock } from "./stock.ts";

/** Stock as staff type it, read the way the form and the import store it (text → quantity). */
const typed = (text: string) => parseInteger(text);

describe("isOutOfStock", () => {
  it("only a number at or below zero is out of stock", () => {
    expect(isOutOfStock(typed("0"))).toBe(true);
    expect(isOutOfStock(typed("-1"))).toBe(true);
    expect(isOutOfStock(typed("5"))).toBe(false);
    expect(isOutOfStock(typed("1.000"))).toBe(false);
  });

  it("free text and an empty stock count as available", () => {
    for (const text of ["Disponible", "Bajo pedido", "Consultar", ""]) {
      expect(isOutOfStock(typed(text)), text).toBe(false);
    }
    expect(isOutOfStock(null)).toBe(false);
    expect(isOutOfStock(undefined)).toBe(false);
  });
});

describe("OUT_OF_STOCK_LABEL (issue 22)", () => {
  it("says the lead time is to be confirmed, not that it cannot be quoted", () => {
    expect(OUT_OF_STOCK_LABEL).toBe("Sin stock — plazo de entrega a confirmar");
  });
});

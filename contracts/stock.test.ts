import { describe, expect, it } from "vitest";
import { parseInteger } from "./typed-number.ts";
import { canAddToQuote, isOutOfStock } from "./stock.ts";

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

describe("canAddToQuote", () => {
  it("is the opposite of out of stock, for any product shape", () => {
    expect(canAddToQuote({ stock_quantity: 0 })).toBe(false);
    expect(canAddToQuote({ stock_quantity: -3 })).toBe(false);
    expect(canAddToQuote({ stock_quantity: 2 })).toBe(true);
    expect(canAddToQuote({ stock_quantity: null })).toBe(true);
    expect(canAddToQuote({})).toBe(true);
  });
});

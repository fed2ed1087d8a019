import { describe, expect, it } from "vitest";
import { moveActive, suggestionOptions } from "./suggestion-options.ts";

describe("search box options", () => {
  it("lists products (price or 'Precio a consultar'), then categories, then brands, with links", () => {
    const options = suggestionOptions(
      {
        products: [
          { id: 7, name: "Variador", sku: "CFW500", price: "120.00", price_amount: "120.00", main_image: null },
          { id: 8, name: "Variador grande", sku: "CFW11", price: "Consultar", price_amount: null, main_image: null },
        ],
        categories: [{ id: 3, name: "Variadores" }],
        brands: [{ id: 5, name: "WEG" }],
      },
      "s",
    );
    expect(options.map((o) => [o.id, o.group, o.href, o.price])).toEqual([
      ["s-p7", "Productos", "/producto/7", "$120,00"],
      ["s-p8", "Productos", "/producto/8", "Precio a consultar"],
      ["s-c3", "Categorías", "/productos?category=3", undefined],
      ["s-b5", "Marcas", "/productos?brand=5", undefined],
    ]);
  });

  it("walks the options with the arrows, wrapping round", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(-1, 0, "ArrowDown")).toBe(-1);
  });
});

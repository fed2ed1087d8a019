import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./products-api.ts";
import { parseProductsQuery, productsQueryString } from "./products-query.ts";

describe("products tab URL", () => {
  it("reads the plain tab URL as no filters, page 1 and no open form", () => {
    expect(parseProductsQuery("")).toEqual({ filters: NO_FILTERS, page: 1, editing: null });
    expect(productsQueryString(parseProductsQuery(""))).toBe("");
  });

  it("round-trips filters, page and the product being edited", () => {
    const state = {
      filters: { search: "variador ñ", brand: "3", category: "7", stock: "out" as const },
      page: 4,
      editing: 12,
    };
    expect(parseProductsQuery(productsQueryString(state))).toEqual(state);
    expect(parseProductsQuery(productsQueryString({ ...state, editing: "new" })).editing).toBe("new");
  });

  it("ignores values a hand-edited URL may carry", () => {
    const parsed = parseProductsQuery("?pagina=-2&stock=todo&producto=abc");
    expect(parsed).toEqual({ filters: NO_FILTERS, page: 1, editing: null });
  });
});

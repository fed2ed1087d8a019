import { describe, expect, it } from "vitest";
import { displayPrice, formatPrice, toNumber } from "./format.ts";

describe("formatPrice", () => {
  it("shows a dollar sign, two decimals and es-EC grouping", () => {
    expect(formatPrice(1234.5)).toBe("$1.234,50");
    expect(formatPrice("1250.00")).toBe("$1.250,00");
    expect(formatPrice(0.1 + 0.2)).toBe("$0,30");
    expect(formatPrice(1_000_000)).toBe("$1.000.000,00");
  });

  it("falls back to zero for missing or non-numeric values", () => {
    for (const v of [null, undefined, "", "  ", "abc", Number.NaN, Infinity, {}]) {
      expect(formatPrice(v)).toBe("$0,00");
    }
  });
});

describe("toNumber", () => {
  it("parses numeric text and keeps numbers", () => {
    expect(toNumber("12.5")).toBe(12.5);
    expect(toNumber(" 3 ")).toBe(3);
    expect(toNumber(7)).toBe(7);
    expect(toNumber("x")).toBe(0);
    expect(toNumber(undefined)).toBe(0);
  });
});

describe("displayPrice", () => {
  it("prefers the numeric amount, else shows free text as typed", () => {
    expect(displayPrice("1250.00", "1250.00")).toBe("$1.250,00");
    expect(displayPrice("Consultar", null)).toBe("Consultar");
    expect(displayPrice("99.9", null)).toBe("$99,90");
    expect(displayPrice(null, null)).toBe("$0,00");
  });
});

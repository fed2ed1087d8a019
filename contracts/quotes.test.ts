import { describe, expect, it } from "vitest";
import { QUOTE_MESSAGES, formatMoneyCents, quoteLineInput, quoteTotals, totalsView } from "./quotes.ts";

describe("quote totals in integer cents", () => {
  it("rounds each line on its own, then sums bases per IVA rate", () => {
    // 3 × 0.35 × (1 − 10 %) = 0.945 → 0.95 (half up, per line); twice → 1.90, not round(1.89) = 1.89
    const line = { quantity: 3, unitPriceCents: 35, discountPercent: 10, ivaRate: 15 };
    const t = quoteTotals([line, line]);
    expect(t.subtotal).toBe(210n);
    expect(t.net).toBe(190n);
    expect(t.discountTotal).toBe(20n);
    expect(t.byRate).toEqual([{ rate: 15, baseCents: 190n, ivaCents: 29n }]); // 28.5 → 29
    expect(t.total).toBe(219n);
  });

  it("splits 'Subtotal 0%' and 'Subtotal 15%' and leaves unpriced lines out", () => {
    const v = totalsView([
      { quantity: 2, unitPrice: "1250.50", discountPercent: "0", ivaRate: 15 },
      { quantity: 10, unitPrice: "19.99", discountPercent: "2.5", ivaRate: 0 },
      { quantity: 1, unitPrice: null, discountPercent: "0", ivaRate: 15 },
    ]);
    expect(v.byRate).toEqual([
      { rate: 0, label: "Subtotal 0%", base: "194.90", iva: "0.00" }, // 199.90 × 0.975 = 194.9025
      { rate: 15, label: "Subtotal 15%", base: "2501.00", iva: "375.15" },
    ]);
    expect(v).toMatchObject({
      subtotal: "2700.90",
      discountTotal: "5.00",
      ivaTotal: "375.15",
      total: "3071.05",
      unpricedLines: 1,
    });
  });

  it("stays exact where floats drift (0.1 + 0.2) and for very large quotes", () => {
    const t = quoteTotals([
      { quantity: 1, unitPriceCents: 10, discountPercent: 0, ivaRate: 0 },
      { quantity: 1, unitPriceCents: 20, discountPercent: 0, ivaRate: 0 },
      { quantity: 100_000, unitPriceCents: 999_999_999_999, discountPercent: 0, ivaRate: 15 },
    ]);
    expect(t.net).toBe(99_999_999_999_900_030n);
  });

  it("formats es-EC money", () => {
    expect(formatMoneyCents(123456789n)).toBe("$1.234.567,89");
    expect(formatMoneyCents(5n)).toBe("$0,05");
  });

  it("validates lines with Spanish messages", () => {
    const bad = quoteLineInput.safeParse({ description: "", quantity: 0, unitPrice: "12.345", discountPercent: 120 });
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        QUOTE_MESSAGES.descriptionRequired,
        QUOTE_MESSAGES.quantityInvalid,
        QUOTE_MESSAGES.priceInvalid,
        QUOTE_MESSAGES.discountInvalid,
      ]),
    );
    expect(
      quoteLineInput.parse({ description: "Cable", quantity: "3", unitPrice: 4.5, discountPercent: 0 }).unitPrice,
    ).toBe("4.50");
  });
});

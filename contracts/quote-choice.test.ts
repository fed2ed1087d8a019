import { describe, expect, it } from "vitest";
import {
  centsToDecimalString,
  choiceTotals,
  invalidChoice,
  largestDiscount,
  sectionSubtotals,
  totalsRows,
  type ShownLine,
} from "./quote-totals.ts";

/** Optional lines, the customer's choice and section subtotals in integer cents (ADR 049). */

const lines: ShownLine[] = [
  { position: 1, quantity: 3, unitPrice: "0.35", discountPercent: "10", ivaRate: 15, section: 0 },
  { position: 2, quantity: 1, unitPrice: "100.00", discountPercent: "0", ivaRate: 0, section: 0, optional: true },
  { position: 3, quantity: 2, unitPrice: "19.99", discountPercent: "2.5", ivaRate: 5, section: 1, optional: true },
  { position: 4, quantity: 1, unitPrice: null, discountPercent: "0", ivaRate: 15, section: 1 },
];
const d = centsToDecimalString;

describe("choiceTotals / sectionSubtotals / largestDiscount", () => {
  it("leaves unchosen optional lines out of every row, per rate", () => {
    const rows = totalsRows(choiceTotals(lines)).map((r) => `${r.label} ${d(r.cents)}`);
    expect(rows).toEqual([
      "Subtotal 1.05",
      "Descuento -0.10",
      "Subtotal 0% 0.00",
      "Subtotal 15% 0.95",
      "IVA 15% 0.14",
      "Total 1.09",
    ]);
  });

  it("counts a chosen optional line in at its own rate", () => {
    const t = choiceTotals(lines, [2, 3]);
    // 19.99 × 2 = 39.98 − 2.5 % = 38.98 (half-up), 5 % IVA = 1.95
    expect(t.byRate.map((r) => [r.rate, d(r.baseCents), d(r.ivaCents)])).toEqual([
      [0, "100.00", "0.00"],
      [5, "38.98", "1.95"],
      [15, "0.95", "0.14"],
    ]);
    expect(d(t.total)).toBe("142.02"); // 139.93 + 1.95 + 0.14
    expect(t.unpricedLines).toBe(1);
  });

  it("tells which chosen positions are not optional lines", () => {
    expect(invalidChoice(lines, [2, 1, 9])).toEqual([1, 9]);
  });

  it("gives each section the lines in the total and its optional lines apart", () => {
    const s = sectionSubtotals(
      [
        { position: 0, title: "Tablero principal", optional: false },
        { position: 1, title: "Repuestos", optional: false },
      ],
      lines,
    );
    expect(s.map((x) => [x.title, d(x.subtotalCents), d(x.optionalCents)])).toEqual([
      ["Tablero principal", "0.95", "100.00"],
      ["Repuestos", "0.00", "38.98"],
    ]);
  });

  it("the largest discount is any line's or the overall one", () => {
    expect(largestDiscount(lines)).toBe(10);
    expect(largestDiscount([])).toBe(0);
  });
});

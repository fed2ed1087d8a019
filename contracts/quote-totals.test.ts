import { describe, expect, it } from "vitest";
import { isIvaRate, parseIvaRate, rateText } from "./iva.ts";
import { formatMoneyCents, quoteTotals, totalsCents, totalsRows, type TotalsLine } from "./quote-totals.ts";
import { totalsView } from "./quotes.ts";

const rows = (lines: TotalsLine[]) =>
  totalsRows(quoteTotals(lines)).map((r) => `${r.label} ${formatMoneyCents(r.cents)}`);

describe("totalsRows: the one totals block of the editor, the PDF and the status page", () => {
  it("gives one subtotal and one IVA line per rate, 0 % first, then the total", () => {
    expect(
      rows([
        { quantity: 2, unitPriceCents: 10_000, discountPercent: 0, ivaRate: 15 },
        { quantity: 1, unitPriceCents: 5_000, discountPercent: 0, ivaRate: 0 },
        { quantity: 4, unitPriceCents: 2_500, discountPercent: 0, ivaRate: 5 },
        { quantity: 1, unitPriceCents: 3_000, discountPercent: 0, ivaRate: 0 },
      ]),
    ).toEqual([
      "Subtotal $380,00",
      "Subtotal 0% $80,00",
      "Subtotal 5% $100,00",
      "Subtotal 15% $200,00",
      "IVA 5% $5,00",
      "IVA 15% $30,00",
      "Total $415,00",
    ]);
  });

  it("always prints 'Subtotal 0%', shows a discount as taken off, and an untaxed quote's IVA at zero", () => {
    expect(rows([{ quantity: 1, unitPriceCents: 10_000, discountPercent: 10, ivaRate: 15 }])).toEqual([
      "Subtotal $100,00",
      "Descuento -$10,00",
      "Subtotal 0% $0,00",
      "Subtotal 15% $90,00",
      "IVA 15% $13,50",
      "Total $103,50",
    ]);
    expect(rows([{ quantity: 3, unitPriceCents: 1_000, discountPercent: 0, ivaRate: 0 }])).toEqual([
      "Subtotal $30,00",
      "Subtotal 0% $30,00",
      "IVA $0,00",
      "Total $30,00",
    ]);
  });

  it("reads the API's decimal totals back into the same rows", () => {
    const lines = [
      { quantity: 2, unitPrice: "1250.50", discountPercent: "0", ivaRate: 15 },
      { quantity: 1, unitPrice: "80.00", discountPercent: "0", ivaRate: 0 },
    ];
    const fromView = totalsRows(totalsCents(totalsView(lines)));
    const direct = totalsRows(
      quoteTotals([
        { quantity: 2, unitPriceCents: 125_050, discountPercent: 0, ivaRate: 15 },
        { quantity: 1, unitPriceCents: 8_000, discountPercent: 0, ivaRate: 0 },
      ]),
    );
    expect(fromView).toEqual(direct);
  });

  it("taxes a rate with decimals exactly (hundredths of a percent), labelled the es-EC way", () => {
    const t = quoteTotals([{ quantity: 1, unitPriceCents: 1_001, discountPercent: 0, ivaRate: 12.5 }]);
    // 10.01 × 12.5 % = 1.25125 → 1.25
    expect(t.byRate).toEqual([{ rate: 12.5, baseCents: 1_001n, ivaCents: 125n }]);
    expect(totalsRows(t).map((r) => r.label)).toContain("Subtotal 12,5%");
    expect(totalsRows(t).map((r) => r.label)).toContain("IVA 12,5%");
  });
});

describe("IVA rates as staff type them", () => {
  it("reads a percentage from 0 to 100 with up to two decimals", () => {
    expect(["15", "15 %", "15%", " 0 ", "5", "12,5", "12.5", "100", "7,25"].map(parseIvaRate)).toEqual([
      15, 15, 15, 0, 5, 12.5, 12.5, 100, 7.25,
    ]);
    for (const bad of ["", "quince", "-5", "101", "12,345", "0.15.", "1e2", "15 %%"])
      expect(parseIvaRate(bad), bad).toBeNull();
  });

  it("checks numbers the same way, and writes them with a decimal comma", () => {
    expect([15, 0, 5, 12.5, 0.29, 100].every(isIvaRate)).toBe(true);
    expect([-1, 100.01, 12.345, Number.NaN].some(isIvaRate)).toBe(false);
    expect([15, 12.5, 0].map(rateText)).toEqual(["15", "12,5", "0"]);
  });
});

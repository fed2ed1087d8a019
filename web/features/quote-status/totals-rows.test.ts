import { describe, expect, it } from "vitest";
import { totalsRows } from "./totals-rows.ts";

const base = { subtotal: "100.00", discountTotal: "0.00", net: "100.00", unpricedLines: 0 };

describe("totalsRows", () => {
  it("always prints 'Subtotal 0%', the taxed base and its IVA", () => {
    const rows = totalsRows({
      ...base,
      byRate: [{ rate: 15, label: "Subtotal 15%", base: "100.00", iva: "15.00" }],
      ivaTotal: "15.00",
      total: "115.00",
    });
    expect(rows.map((r) => [r.label, r.amount])).toEqual([
      ["Subtotal", "100.00"],
      ["Subtotal 0%", "0.00"],
      ["Subtotal 15%", "100.00"],
      ["IVA 15%", "15.00"],
      ["Total", "115.00"],
    ]);
  });

  it("shows a discount as a negative line and each rate's IVA when there are several", () => {
    const rows = totalsRows({
      ...base,
      subtotal: "120.00",
      discountTotal: "20.00",
      byRate: [
        { rate: 0, label: "Subtotal 0%", base: "30.00", iva: "0.00" },
        { rate: 5, label: "Subtotal 5%", base: "20.00", iva: "1.00" },
        { rate: 15, label: "Subtotal 15%", base: "50.00", iva: "7.50" },
      ],
      ivaTotal: "8.50",
      total: "108.50",
    });
    expect(rows.map((r) => r.label)).toEqual([
      "Subtotal",
      "Descuento",
      "Subtotal 0%",
      "Subtotal 5%",
      "Subtotal 15%",
      "IVA 5%",
      "IVA 15%",
      "Total",
    ]);
    expect(rows[1].amount).toBe("-20.00");
  });
});

import { describe, expect, it } from "vitest";
import { formatMoneyCents } from "../../../../contracts/quote-totals.ts";
import {
  acceptedTotalsRows,
  chosenState,
  groupLines,
  liveTotalsRows,
  optionalPositions,
  toggleChoice,
  type StatusLine,
} from "./quote-choice.ts";

const line = (position: number, over: Partial<StatusLine> = {}): StatusLine => ({
  position,
  sku: null,
  description: `Línea ${position}`,
  quantity: 1,
  unitPrice: "100.00",
  discountPercent: "0",
  ivaRate: 15,
  lineTotal: "100.00",
  section: null,
  optional: false,
  ...over,
});

const section = (position: number, title: string, optional = false) => ({
  position,
  title,
  optional,
  subtotal: "0.00",
  optionalSubtotal: "0.00",
});

const total = (rows: ReturnType<typeof liveTotalsRows>) =>
  formatMoneyCents(rows.find((r) => r.kind === "total")!.cents);

describe("the customer's choice of optional lines (ADR 049)", () => {
  const lines = [
    line(1),
    line(2, { section: 0 }),
    line(3, { section: 1, optional: true, unitPrice: "50.00", ivaRate: 0, lineTotal: "50.00" }),
    line(4, { section: 1 }),
  ];
  const sections = [section(0, "Tablero principal"), section(1, "Repuestos")];

  it("groups the lines under their sections, loose lines first", () => {
    const groups = groupLines({ lines, sections });
    expect(groups.map((g) => [g.section?.title ?? null, g.lines.map((l) => l.position)])).toEqual([
      [null, [1]],
      ["Tablero principal", [2]],
      ["Repuestos", [3, 4]],
    ]);
    expect(groupLines({ lines: [line(1, { section: 0 })], sections: [section(0, "Único")] })).toHaveLength(1);
  });

  it("leaves an optional line out of the total until it is ticked, with a base per rate", () => {
    expect(optionalPositions(lines)).toEqual([3]);
    const none = liveTotalsRows(lines, []);
    expect(total(none)).toBe("$345,00");
    expect(none.find((r) => r.label === "Subtotal 0%")?.cents).toBe(0n);
    const ticked = liveTotalsRows(lines, [3]);
    expect(total(ticked)).toBe("$395,00");
    expect(ticked.find((r) => r.label === "Subtotal 0%")?.cents).toBe(5000n);
    expect(ticked.find((r) => r.label === "IVA 15%")?.cents).toBe(4500n);
  });

  it("keeps the ticked positions sorted and unique", () => {
    expect(toggleChoice([5], [3], true)).toEqual([3, 5]);
    expect(toggleChoice([3, 5], [3], true)).toEqual([3, 5]);
    expect(toggleChoice([3, 5], [3], false)).toEqual([5]);
    // A whole optional section at once.
    expect(toggleChoice([3], [3, 4, 6], true)).toEqual([3, 4, 6]);
    expect(toggleChoice([1, 3, 4], [3, 4], false)).toEqual([1]);
  });

  it("after acceptance says which optional lines were chosen and the accepted totals", () => {
    expect(chosenState({ acceptedOptionalLines: null }, lines[2])).toBeNull();
    expect(chosenState({ acceptedOptionalLines: [3] }, lines[2])).toBe(true);
    expect(chosenState({ acceptedOptionalLines: [] }, lines[2])).toBe(false);
    expect(chosenState({ acceptedOptionalLines: [] }, lines[0])).toBeNull();
    expect(acceptedTotalsRows({ acceptedTotals: null })).toBeNull();
    const rows = acceptedTotalsRows({
      acceptedTotals: {
        subtotal: "350.00",
        discountTotal: "0.00",
        net: "350.00",
        byRate: [
          { rate: 0, label: "0%", base: "50.00", iva: "0.00" },
          { rate: 15, label: "15%", base: "300.00", iva: "45.00" },
        ],
        ivaTotal: "45.00",
        total: "395.00",
        unpricedLines: 0,
      },
    });
    expect(rows && total(rows)).toBe("$395,00");
  });
});

import { describe, expect, it } from "vitest";
import { packStrings, StringColumn, StringNumbers, stringAt } from "./search-index-strings.ts";

describe("strings of the search index's build (ADR 054)", () => {
  it("numbers distinct strings in the order first seen, through every growth of the table", () => {
    const numbers = new StringNumbers();
    const words = Array.from({ length: 20_000 }, (_, i) => (i % 3 ? `lexema${i}` : `señal${i}ñ`));
    words.push("x".repeat(3000), "");
    const first = words.map((w) => numbers.numberOf(w));
    expect(first).toEqual(words.map((_, i) => i));
    expect(words.map((w) => numbers.numberOf(w))).toEqual(first);
    expect(numbers.size).toBe(words.length);
    expect(words.map((_, i) => numbers.textOf(i))).toEqual(words);
  });

  it("lays out a column filled in any slot order as packStrings lays out the values in slot order", () => {
    const values = ["Variador ACS580", null, "Relé de control", "ñandú", null, "x".repeat(5000), ""];
    const column = new StringColumn(values.length);
    for (const slot of [5, 2, 0, 6, 3, 1, 4]) column.set(slot, values[slot]);
    expect(values.map((_, slot) => column.at(slot))).toEqual(values);
    const packed = column.pack();
    expect(packed).toEqual(packStrings(values));
    expect(values.map((_, i) => stringAt(packed, i))).toEqual(values);
  });
});

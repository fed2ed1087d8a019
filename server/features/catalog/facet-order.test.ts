import { describe, expect, it } from "vitest";
import { compareLabels } from "./facet-order.ts";
import { slugify } from "./slug.ts";

describe("compareLabels", () => {
  it("orders numeric values by their number, then text by Spanish collation", () => {
    const labels = ["11", "Trifásica", "7.5", "400V", "0.75", "7.25", "alimentación", "230V", "Ábaco"];
    expect([...labels].sort(compareLabels)).toEqual([
      "0.75",
      "7.25",
      "7.5",
      "11",
      "230V",
      "400V",
      "Ábaco",
      "alimentación",
      "Trifásica",
    ]);
  });
});

describe("slugify", () => {
  it("strips accents and joins words with hyphens", () => {
    expect(slugify("Módulo de Señal S7-1200 (24 V)")).toBe("modulo-de-senal-s7-1200-24-v");
    expect(slugify("¿?")).toBe("");
  });
});

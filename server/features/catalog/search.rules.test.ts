import { describe, expect, it } from "vitest";
import {
  editDistance,
  normaliseCode,
  planSearch,
  searchesAnything,
  typoBudget,
  type Analysis,
  type SearchLookups,
} from "./search.ts";

const lookups = (analysis: Partial<Analysis> = {}): SearchLookups => ({
  synonyms: async () => [],
  analyse: async () => ({ known: new Set(), inCatalogue: new Set(), candidates: new Map(), ...analysis }),
  named: async (terms) => terms.map(() => ({ brands: [], categories: [], subcategories: [] })),
  technicalValues: async () => ({ potencia: [], voltaje: [], corriente: [] }),
});

describe("search rules", () => {
  it("counts an adjacent swap as one typo", () => {
    expect(editDistance("varaidor", "variador")).toBe(1);
    expect(editDistance("variadr", "variador")).toBe(1);
    expect(editDistance("bomba", "bomba")).toBe(0);
    expect(editDistance("tenperaturs", "temperatura")).toBe(2);
    expect(editDistance("temperxxxra", "temperatura")).toBe(3);
  });

  it("allows one typo from 5 letters and two from 9", () => {
    expect([4, 5, 8, 9, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it("normalises order codes without separators or case", () => {
    expect(normaliseCode("6es7 214-1ag40/0.xb0")).toBe("6ES72141AG400XB0");
  });

  it("turns * into a prefix pattern and needs 2 characters besides it", async () => {
    const none = lookups();
    expect((await planSearch("6ES7214*", none)).wildcard).toBe("6ES7214%");
    expect((await planSearch("6es7*0xb0", none)).wildcard).toBe("6ES7%0XB0%");
    expect(searchesAnything(await planSearch("*", none))).toBe(false);
    expect(searchesAnything(await planSearch("6*", none))).toBe(false);
  });

  it("takes * after letters only as a word prefix", async () => {
    const plan = await planSearch("varia*", lookups());
    expect(plan.wildcard).toBeNull();
    expect(plan.terms).toEqual([expect.objectContaining({ kind: "word", any: [[{ lexeme: "vari", prefix: true }]] })]);
  });

  it("never corrects a word with a digit", async () => {
    const analysis = lookups({ candidates: new Map([["6es7216", [{ word: "6es7215", lexeme: "6es7215" }]]]) });
    const plan = await planSearch("6ES7216", analysis);
    expect(plan.terms).toEqual([
      expect.objectContaining({ kind: "code", any: [[{ lexeme: "6es7216", prefix: true }]], code: "6ES7216" }),
    ]);
    expect(plan.corrected).toBeNull();
  });
});

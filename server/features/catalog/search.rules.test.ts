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

  it("measures as the textbook matrix does, words long and short, one after another", () => {
    // The optimal string alignment distance over a full matrix, as it was computed before its rows were reused.
    const reference = (a: string, b: string) => {
      const m = Array.from({ length: a.length + 1 }, (_, i) => [i]);
      for (let j = 1; j <= b.length; j++) m[0][j] = j;
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          let d = Math.min(m[i - 1][j] + 1, m[i][j - 1] + 1, m[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, m[i - 2][j - 2] + 1);
          m[i][j] = d;
        }
      return m[a.length][b.length];
    };
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const word = () =>
      Array.from({ length: Math.floor(random() * 40) }, () => "aeiorsntlcdé"[Math.floor(random() * 12)]).join("");
    for (let i = 0; i < 2000; i++) {
      const [a, b] = [word(), word()];
      expect(editDistance(a, b), `${a} ${b}`).toBe(reference(a, b));
    }
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

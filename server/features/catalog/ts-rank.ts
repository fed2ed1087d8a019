/**
 * PostgreSQL's `ts_rank(vector, 'a' | 'b' | …, 1)` recomputed from a tsvector's text, so the
 * in-memory search index (ADR 027) orders a tier exactly as the database does. It follows
 * calc_rank_or and the log-length normalisation of src/backend/utils/adt/tsrank.c, in the C code's
 * float (32-bit) arithmetic: the database compares float4 ranks, and ties fall to the next key.
 */

const f = Math.fround;
/** The default weights of D, C, B and A, as float4. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1)];
const WEIGHT_A = 3;
const WEIGHT_INDEX: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** One lexeme of a document, as the index keeps it. */
export type VectorEntry = {
  lexeme: string;
  /** A position weighs A (the name, series or codes). */
  inName: boolean;
  /** What the lexeme adds to the rank when the query holds it (before the division by π²/6). */
  contribution: number;
};
/** The entries and cnt_length: every position, or 1 for an entry without positions. */
export type ParsedVector = { entries: VectorEntry[]; length: number };

/** calc_rank_or's per-entry sum over the weights of its positions, in position order, as float4. */
export function entryContribution(weights: number[]): number {
  const positions = weights.length ? weights : [0];
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  positions.forEach((weight, j) => {
    const w = WEIGHTS[weight];
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  });
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
}

const ENTRY = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

/** `'lexeme':1A,5C 'other':2` → its entries and length. */
export function parseTsvector(text: string): ParsedVector {
  const entries: VectorEntry[] = [];
  let length = 0;
  for (const m of text.matchAll(ENTRY)) {
    const weights = m[2] ? m[2].split(",").map((p) => WEIGHT_INDEX[p.replace(/[0-9]/g, "") || "D"]) : [];
    const lexeme = m[1].replace(/''/g, "'").replace(/\\(.)/g, "$1");
    entries.push({ lexeme, inName: weights.includes(WEIGHT_A), contribution: entryContribution(weights) });
    length += Math.max(1, weights.length);
  }
  return { entries, length };
}

/** Adds one held lexeme's contribution to a running rank (lexemes in the query's order). */
export const addContribution = (res: number, contribution: number) => f(res + contribution / 1.64493406685);

/** The length normalisation of ts_rank's method 1: log2(cnt_length + 1). */
export const lengthNorm = (length: number) => Math.log(length + 1) / Math.log(2);

/** The running rank over `size` distinct query lexemes, divided by the document's lengthNorm. */
export function finishRank(res: number, size: number, norm: number): number {
  if (size > 0) res = f(res / size);
  if (res < 0) res = f(1e-20);
  return norm > 0 ? f(res / norm) : res;
}

/** Byte order of ASCII lexemes, as tsCompareString sorts a query's operands. */
export const byLexeme = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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

const QUOTE = 39; // '
const COLON = 58; // :
const COMMA = 44; // ,
const SPACE = 32;
const BACKSLASH = 92;

/**
 * Walks `'lexeme':1A,5C 'other':2` entry by entry, with each entry's part of calc_rank_or (the sum
 * over the weights of its positions, in position order, before the division by π²/6), without
 * building objects (the index reads
 * millions of entries), and answers cnt_length: every position, or 1 for an entry without any.
 */
export function forEachEntry(text: string, visit: (lexeme: string, inName: boolean, contribution: number) => void) {
  let length = 0;
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) !== QUOTE) {
      i++;
      continue;
    }
    let lexeme = "";
    let from = ++i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === QUOTE && text.charCodeAt(i + 1) === QUOTE) {
        lexeme += `${text.slice(from, i)}'`;
        from = i += 2;
      } else if (c === BACKSLASH) {
        lexeme += text.slice(from, i) + text[i + 1];
        from = i += 2;
      } else if (c === QUOTE || Number.isNaN(c)) break;
      else i++;
    }
    lexeme += text.slice(from, i++);
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    let j = 0;
    let inName = false;
    if (text.charCodeAt(i) === COLON) {
      for (i++; i < text.length && text.charCodeAt(i) !== SPACE; j++) {
        while (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
        const letter = text.charCodeAt(i);
        const weighted = letter >= 65 && letter <= 68; // A 3, B 2, C 1, D 0 (D is never printed)
        const weight = weighted ? 68 - letter : 0;
        if (weighted) i++;
        if (text.charCodeAt(i) === COMMA) i++;
        inName ||= weight === WEIGHT_A;
        const w = WEIGHTS[weight];
        resj = f(resj + f(w / ((j + 1) * (j + 1))));
        if (w > wjm) [wjm, jm] = [w, j];
      }
    }
    if (j === 0) {
      resj = WEIGHTS[0];
      wjm = WEIGHTS[0];
    }
    length += Math.max(1, j);
    visit(lexeme, inName, f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))));
  }
  return length;
}

/** What one held lexeme adds to a running rank: its contribution over π²/6, as calc_rank_or divides it. */
export const rankStep = (contribution: number) => contribution / 1.64493406685;

/**
 * Adds one held lexeme's contribution to a running rank (lexemes in the query's order). A
 * Float32Array cell holding `res + rankStep(contribution)` is the same float4.
 */
export const addContribution = (res: number, contribution: number) => f(res + rankStep(contribution));

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

/**
 * The catalogue search's rules, free of SQL (ADR 015): how a query splits into order codes and
 * words, which typos are corrected, and what is suggested. search.repository.ts turns the plan
 * into SQL; the database folds and stems each word exactly as it folded the catalogue.
 */

const MAX_SEARCH_WORDS = 10;
/** 'a-b-c-…' is one word but many tokens: bound the SQL a query can build. */
const MAX_TOKENS = 20;
/** Shorter codes would match half the catalogue by prefix. */
const MIN_CODE_LENGTH = 3;

/** Brands, categories and subcategories whose name holds a term. */
export type NamedIds = { brands: number[]; categories: number[]; subcategories: number[] };
export type TextTerm = { kind: "text"; lexeme: string; prefix: boolean; named: NamedIds };
/** A word with a digit: matched exactly or as an order-code prefix, never corrected. */
export type CodeTerm = { kind: "code"; lexemes: string[]; code: string };
export type SearchTerm = TextTerm | CodeTerm;

export type SearchPlan = {
  /** The whole query as a normalised order code, matched exactly or as a prefix. */
  code: string | null;
  /** A LIKE pattern over normalised codes when the query used the `*` wildcard. */
  wildcard: string | null;
  /** Every term must match (name, description, codes, series, brand, category, subcategory). */
  terms: SearchTerm[];
  /** The query with its typos corrected, when a correction was searched for. */
  corrected: string | null;
  /** The closest known words, offered when nothing matches. */
  closest: string | null;
};

/** What the database says about one folded token of a query word. */
export type TokenAnalysis = {
  word: number;
  token: string;
  /** The Spanish stem, null for a stop word. */
  lexeme: string | null;
  /** Some catalogue word has this stem. */
  known: boolean;
  /** Dictionary words sharing trigrams with an unknown token, most similar first. */
  candidates: { word: string; lexeme: string }[];
};

export type SearchLookups = {
  /** `typingLast`: the last token is still being typed; it is never corrected, so it gets no candidates. */
  analyse(words: string[], opts: { typingLast: boolean }): Promise<TokenAnalysis[]>;
  /** Looked up before the products, so the planner sees the ids (and can use their indexes). */
  named(terms: { lexeme: string; prefix: boolean }[]): Promise<NamedIds[]>;
};

/** Order codes compare without separators or case, as generated in products.sku_code. */
export const normaliseCode = (text: string) => text.replace(/[^A-Za-z0-9]+/g, "").toUpperCase();

/** The best engines' thresholds: one typo from 5 letters, two from 9. */
export function typoBudget(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/** Optimal string alignment distance: an adjacent swap ("varaidor") counts as one typo. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
    }
  }
  return rows[a.length][b.length];
}

/** `6ES7214*` or `6ES7*1AG40`: the normalised code with `*` as "anything", a prefix match. */
function wildcardPattern(term: string): string | null {
  if (!term.includes("*")) return null;
  const pattern = term.replace(/[^A-Za-z0-9*]+/g, "").toUpperCase();
  if (pattern.replace(/\*/g, "").length < 2) return "";
  return `${pattern.replace(/\*+/g, "%")}%`.replace(/%%$/, "%");
}

const textTerm = (lexeme: string, prefix: boolean): TextTerm => ({
  kind: "text",
  lexeme,
  prefix,
  named: { brands: [], categories: [], subcategories: [] },
});

type Correction = { word: string; lexeme: string; distance: number };

function nearest(t: TokenAnalysis, budget: number): Correction | undefined {
  let best: Correction | undefined;
  for (const c of t.candidates) {
    const distance = Math.min(editDistance(t.token, c.word), t.lexeme ? editDistance(t.lexeme, c.lexeme) : Infinity);
    if (distance <= budget && (!best || distance < best.distance)) best = { ...c, distance };
  }
  return best;
}

/**
 * The plan for one query. `prefixLast` (suggestions as you type) matches the last word as a
 * prefix and does not correct it: it is still being typed.
 */
export async function planSearch(
  term: string,
  lookups: SearchLookups,
  opts: { prefixLast?: boolean } = {},
): Promise<SearchPlan> {
  // `*` after letters only ('varia*') asks for words starting so; with digits it is a code pattern.
  if (term.includes("*") && !/\d/.test(term)) {
    return planSearch(term.replace(/\*/g, " "), lookups, { ...opts, prefixLast: true });
  }
  const plan: SearchPlan = { code: null, wildcard: wildcardPattern(term), terms: [], corrected: null, closest: null };
  if (plan.wildcard !== null) return plan;
  const words = [...new Set(term.split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
  const code = normaliseCode(term);
  if (code.length >= MIN_CODE_LENGTH) plan.code = code;
  if (words.length === 0) return plan;

  const tokens = (await lookups.analyse(words, { typingLast: Boolean(opts.prefixLast) })).slice(0, MAX_TOKENS);
  const shown: string[] = [];
  const closest: string[] = [];
  let corrected = false;
  let offered = false;
  words.forEach((word, i) => {
    const own = tokens.filter((t) => t.word === i);
    if (/\d/.test(word)) {
      const lexemes = own.map((t) => t.lexeme ?? t.token);
      if (lexemes.length) plan.terms.push({ kind: "code", lexemes, code: normaliseCode(word) });
      shown.push(...own.map((t) => t.token));
      closest.push(...own.map((t) => t.token));
      return;
    }
    own.forEach((t, k) => {
      const typing = opts.prefixLast && i === words.length - 1 && k === own.length - 1;
      if (typing) {
        plan.terms.push(textTerm(t.lexeme ?? t.token, true));
      } else if (t.lexeme && !t.known) {
        const fix = nearest(t, typoBudget(t.token.length));
        const near = fix ?? nearest(t, Math.max(2, typoBudget(t.token.length)));
        plan.terms.push(textTerm(fix?.lexeme ?? t.lexeme, false));
        corrected ||= Boolean(fix);
        offered ||= Boolean(near);
        shown.push(fix?.word ?? t.token);
        closest.push(near?.word ?? t.token);
        return;
      } else if (t.lexeme) {
        plan.terms.push(textTerm(t.lexeme, false));
      }
      shown.push(t.token);
      closest.push(t.token);
    });
  });
  const texts = plan.terms.filter((t): t is TextTerm => t.kind === "text");
  if (texts.length) {
    const named = await lookups.named(texts);
    texts.forEach((t, i) => (t.named = named[i]));
  }
  if (corrected) plan.corrected = shown.join(" ");
  if (offered) plan.closest = closest.join(" ");
  return plan;
}

/** The plan searches for something (a query of only stop words or symbols finds nothing). */
export const searchesAnything = (plan: SearchPlan) => Boolean(plan.wildcard || plan.code || plan.terms.length);

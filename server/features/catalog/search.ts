import { findQuantities, QUANTITY_KEYS, valueHolds, type Quantity, type QuantityKey } from "./search-quantities.ts";
import { stemToken, tokens as tokensOf, foldText } from "./search-stem.ts";
import { findSynonyms, synonymLexemes, type SynonymGroup } from "./search-synonyms.ts";

/**
 * The catalogue search's rules, free of SQL (ADR 015, 031): how a query splits into order codes,
 * numbers with units and words, which typos are corrected, how model names split or joined and
 * synonyms widen a term, and what is suggested. The query is folded and stemmed here exactly as
 * the database folded and stemmed the catalogue (search-stem.ts); search.repository.ts and
 * search-index.ts turn the plan into matches, one in SQL and one in memory, held equal by a test.
 */

const MAX_SEARCH_WORDS = 10;
/** 'a-b-c-…' is one word but many tokens: bound the SQL a query can build. */
const MAX_TOKENS = 20;
/** Shorter codes would match half the catalogue by prefix. */
const MIN_CODE_LENGTH = 3;

/** Brands, categories and subcategories whose name holds a term. */
export type NamedIds = { brands: number[]; categories: number[]; subcategories: number[] };
/**
 * A stem in the product's text, or (prefix) any stem starting so; `nameOnly`: only in its name,
 * series or codes (a phrase a synonym group adds, ADR 031).
 */
export type Operand = { lexeme: string; prefix: boolean; nameOnly?: boolean };
/** Every operand in the text. */
export type Alternative = Operand[];
/** Technical values (as stored) that hold a number with its unit. */
export type TechnicalValues = Partial<Record<QuantityKey, string[]>>;

/**
 * One thing the query asks for. `word`: a word or a synonym group; `code`: a word with a digit
 * (never corrected); `quantity`: a number with a unit. A product matches when its text holds one
 * alternative, or it is of a brand/category/subcategory named, or its order code starts with
 * `code`, or one of its technical values is in `values`.
 */
export type SearchTerm = {
  kind: "word" | "code" | "quantity";
  any: Alternative[];
  named: NamedIds;
  code: string | null;
  values: TechnicalValues;
  /** The operands ts_rank weighs. */
  rank: Operand[];
};

export type SearchPlan = {
  /** The whole query as a normalised order code, matched exactly or as a prefix. */
  code: string | null;
  /** A LIKE pattern over normalised codes when the query used the `*` wildcard. */
  wildcard: string | null;
  /** Every term must match. */
  terms: SearchTerm[];
  /** The query with its typos corrected, when a correction was searched for. */
  corrected: string | null;
  /** The closest known words, offered when nothing matches (if that finds something). */
  closest: string | null;
};

export type Candidate = { word: string; lexeme: string };

/** What the query needs to know of the catalogue's words. */
export type AnalysisRequest = {
  /** Stems whose presence in the typo dictionary (search_words) decides a correction. */
  dictionary: string[];
  /** Stems a join or split would use: which does some product's text hold? */
  catalogue: string[];
  /** Starts of stems (a join with the word being typed): which start a stem of some product's text? */
  cataloguePrefixes: string[];
  /** Words that may be typos (their stem unless the dictionary knows it): their neighbours. */
  correct: { token: string; lexeme: string }[];
};

export type Analysis = {
  known: Set<string>;
  /** The catalogue stems asked for, and `${prefix}*` for each prefix that starts one. */
  inCatalogue: Set<string>;
  /** Dictionary words sharing trigrams or shape with each token, most similar first. */
  candidates: Map<string, Candidate[]>;
};

export type SearchLookups = {
  synonyms(): Promise<SynonymGroup[]>;
  analyse(request: AnalysisRequest): Promise<Analysis>;
  /** Per term, the brands, categories and subcategories whose name holds one of its alternatives. */
  named(terms: Alternative[][]): Promise<NamedIds[]>;
  /** The distinct technical values of each key. */
  technicalValues(keys: QuantityKey[]): Promise<Record<QuantityKey, string[]>>;
};

/** Order codes compare without separators or case, as generated in products.sku_code. */
export const normaliseCode = (text: string) => text.replace(/[^A-Za-z0-9]+/g, "").toUpperCase();

/** The best engines' thresholds: one typo from 5 letters, two from 9. */
export function typoBudget(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

// editDistance's three rows (the two before and this one), reused: a typo's planning measures
// every candidate twice, and a matrix per measure was most of what it allocated.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** Optimal string alignment distance: an adjacent swap ("varaidor") counts as one typo. */
export function editDistance(a: string, b: string): number {
  if (rows[0].length <= b.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let twoBack = rows[0];
  let back = rows[1];
  let row = rows[2];
  for (let j = 0; j <= b.length; j++) back[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(back[j] + 1, row[j - 1] + 1, back[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, twoBack[j - 2] + 1);
      row[j] = d;
    }
    const oldest = twoBack;
    twoBack = back;
    back = row;
    row = oldest;
  }
  return back[b.length];
}

/** `6ES7214*` or `6ES7*1AG40`: the normalised code with `*` as "anything", a prefix match. */
function wildcardPattern(term: string): string | null {
  if (!term.includes("*")) return null;
  const pattern = term.replace(/[^A-Za-z0-9*]+/g, "").toUpperCase();
  if (pattern.replace(/\*/g, "").length < 2) return "";
  return `${pattern.replace(/\*+/g, "%")}%`.replace(/%%$/, "%");
}

const NO_NAMES: NamedIds = { brands: [], categories: [], subcategories: [] };
const op = (lexeme: string, prefix = false): Operand => ({ lexeme, prefix });

function term(kind: SearchTerm["kind"], any: Alternative[], extra: Partial<SearchTerm> = {}): SearchTerm {
  const rank = new Map<string, Operand>();
  // ts_rank counts 'x' and 'x':* as one item: keep one of each stem, the prefix if any. The rank
  // weighs the whole text, so a name-only operand weighs as any other.
  for (const o of any.flat()) if (!rank.get(o.lexeme)?.prefix) rank.set(o.lexeme, op(o.lexeme, o.prefix));
  return { kind, any, named: NO_NAMES, code: null, values: {}, rank: [...rank.values()], ...extra };
}

type Correction = Candidate & { distance: number };

function nearest(token: string, lexeme: string, candidates: Candidate[], budget: number): Correction | undefined {
  let best: Correction | undefined;
  for (const c of candidates) {
    const distance = Math.min(editDistance(token, c.word), editDistance(lexeme, c.lexeme));
    if (distance <= budget && (!best || distance < best.distance)) best = { ...c, distance };
  }
  return best;
}

/** One token of the query, with the word it came from. */
type Token = { at: number; word: number; text: string; lexeme: string | null; digit: boolean };
type Word = { at: number; text: string; tokens: Token[] };

function readWords(text: string, quantities: Quantity[]): Word[] {
  let masked = text;
  for (const q of quantities) masked = masked.slice(0, q.start) + " ".repeat(q.end - q.start) + masked.slice(q.end);
  const seen = new Set<string>();
  const words: Word[] = [];
  let count = 0;
  for (const m of masked.matchAll(/\S+/g)) {
    if (seen.has(m[0]) || words.length === MAX_SEARCH_WORDS) continue;
    seen.add(m[0]);
    const word: Word = { at: m.index, text: m[0], tokens: [] };
    for (const t of tokensOf(foldText(m[0]))) {
      if (!t || count++ >= MAX_TOKENS) continue;
      word.tokens.push({ at: m.index, word: words.length, text: t, lexeme: stemToken(t), digit: /\d/.test(t) });
    }
    if (word.tokens.length) words.push(word);
  }
  return words;
}

/**
 * Two-part splits of a token: where letters meet digits ('bop2'), or anywhere with parts of 2+
 * characters when `anywhere` ('s71200'). A number is never split: 1212 is not 12 and 12.
 */
function splits(token: string, anywhere: boolean): [string, string][] {
  const out: [string, string][] = [];
  if (/^\d+$/.test(token)) return out;
  for (let i = 1; i < token.length; i++) {
    const boundary = /\d/.test(token[i - 1]) !== /\d/.test(token[i]);
    if (boundary || (anywhere && i >= 2 && i <= token.length - 2)) out.push([token.slice(0, i), token.slice(i)]);
  }
  return out;
}
const stem = (token: string) => stemToken(token) ?? token;

type Plan = {
  terms: { term: SearchTerm; at: number; shown: string; closest: string }[];
  corrected: boolean;
  offered: boolean;
};

/**
 * The plan for one query. `prefixLast` (suggestions as you type) matches the last word as a
 * prefix and does not correct it: it is still being typed.
 */
export async function planSearch(
  text: string,
  lookups: SearchLookups,
  opts: { prefixLast?: boolean } = {},
): Promise<SearchPlan> {
  // `*` after letters only ('varia*') asks for words starting so; with digits it is a code pattern.
  if (text.includes("*") && !/\d/.test(text)) {
    return planSearch(text.replace(/\*/g, " "), lookups, { ...opts, prefixLast: true });
  }
  const plan = await planOnce(text, lookups, opts);
  if (!plan.corrected) return plan;
  // The customer is shown the results for «corrected»: they are that query's, in its order (its
  // synonyms, joins and rank), not the typo's words with one stem swapped. A corrected word is a
  // dictionary word, so the corrected query corrects nothing more.
  const corrected = await planOnce(plan.corrected, lookups, opts);
  return { ...corrected, corrected: plan.corrected, closest: plan.closest };
}

async function planOnce(text: string, lookups: SearchLookups, opts: { prefixLast?: boolean }): Promise<SearchPlan> {
  const plan: SearchPlan = { code: null, wildcard: wildcardPattern(text), terms: [], corrected: null, closest: null };
  if (plan.wildcard !== null) return plan;
  const code = normaliseCode(text);
  if (code.length >= MIN_CODE_LENGTH) plan.code = code;

  const quantities = findQuantities(text);
  const words = readWords(text, quantities);
  const all = words.flatMap((w) => w.tokens);
  if (!all.length && !quantities.length) return plan;
  const typing = opts.prefixLast && !(quantities.at(-1)?.end === text.trimEnd().length) ? all.at(-1) : undefined;

  const groups = await lookups.synonyms();
  const synonymWords = synonymLexemes(groups);
  const synonyms = findSynonyms(
    all.map((t) => t.lexeme),
    groups,
  );
  const inSynonym = new Set(synonyms.flatMap((s) => all.slice(s.from, s.to)));

  // Everything the catalogue must answer, asked at once.
  const request: AnalysisRequest = { dictionary: [], catalogue: [], cataloguePrefixes: [], correct: [] };
  for (const [i, w] of words.entries()) {
    const next = words[i + 1];
    if (w.tokens.length === 1 && next?.tokens.length === 1) {
      const joined = w.tokens[0].text + next.tokens[0].text;
      if (next.tokens[0] === typing) request.cataloguePrefixes.push(joined);
      else request.catalogue.push(stem(joined));
    }
    if (w.tokens.length > 1) request.catalogue.push(stem(w.tokens.map((t) => t.text).join("")));
    for (const t of w.tokens) {
      if (inSynonym.has(t) || !t.lexeme) continue;
      const parts = splits(t.text, true);
      request.catalogue.push(t.lexeme, ...parts.flatMap(([a, b]) => [stem(a), stem(b)]));
      request.cataloguePrefixes.push(...parts.filter(([, b]) => /\d$/.test(b)).map(([, b]) => b));
      if (t === typing && typedPlural(t)) {
        request.cataloguePrefixes.push(t.lexeme);
        request.catalogue.push(stem(t.text.slice(0, -1)));
      }
      if (t.digit || t === typing || synonymWords.has(t.lexeme)) continue;
      request.dictionary.push(t.lexeme);
      if (t.text.endsWith("s")) {
        request.dictionary.push(stem(t.text.slice(0, -1)));
        request.catalogue.push(stem(t.text.slice(0, -1)));
      }
      request.correct.push({ token: t.text, lexeme: t.lexeme });
    }
  }
  const analysis = await lookups.analyse(request);
  const built = buildTerms(words, { typing, inSynonym, synonyms, all, analysis, synonymWords });

  for (const q of quantities) {
    const shown = text.slice(q.start, q.end);
    const numbers = tokensOf(foldText(shown.replace(/[a-z]+$/i, "")));
    // Amperes have no text alternative: 'A' is a Spanish stop word, so "18 A" reads as "18".
    const any = q.textUnits.map((u) => [...numbers, stem(u)].map((l) => op(l)));
    built.terms.push({ term: term("quantity", any), at: q.start, shown, closest: shown });
  }
  await resolveQuantities(
    built.terms.map((t) => t.term),
    quantities,
    lookups,
  );
  const named = built.terms.map((t) => t.term).filter((t) => t.kind === "word");
  if (named.length) {
    const ids = await lookups.named(named.map((t) => t.any));
    named.forEach((t, i) => (t.named = ids[i]));
  }
  built.terms.sort((a, b) => a.at - b.at);
  plan.terms = built.terms.map((t) => t.term);
  if (built.corrected) plan.corrected = built.terms.map((t) => t.shown).join(" ");
  if (built.offered) plan.closest = built.terms.map((t) => t.closest).join(" ");
  return plan;
}

/** Each quantity term's technical values: those that hold its number and unit. */
async function resolveQuantities(terms: SearchTerm[], quantities: Quantity[], lookups: SearchLookups) {
  if (!quantities.length) return;
  const keys = QUANTITY_KEYS.filter((k) => quantities.some((q) => q.key === k));
  const values = await lookups.technicalValues(keys);
  const quantityTerms = terms.filter((t) => t.kind === "quantity");
  quantities.forEach((q, i) => (quantityTerms[i].values = { [q.key]: values[q.key].filter((v) => valueHolds(v, q)) }));
}

type Context = {
  typing: Token | undefined;
  inSynonym: Set<Token>;
  synonyms: ReturnType<typeof findSynonyms>;
  all: Token[];
  analysis: Analysis;
  synonymWords: Set<string>;
};

function buildTerms(words: Word[], c: Context): Plan {
  const out: Plan = { terms: [], corrected: false, offered: false };
  const known = (l: string) => c.analysis.known.has(l) || c.synonymWords.has(l);
  const push = (t: SearchTerm, at: number, shown: string, closest = shown) =>
    out.terms.push({ term: t, at, shown, closest });

  for (const s of c.synonyms) {
    const tokens = c.all.slice(s.from, s.to);
    // The phrase typed, and any one-word phrase, count anywhere in the text (a word of a group
    // finds what the others find). A phrase of several words the group adds counts where the
    // catalogue writes it whole (name, series, codes) or through the taxonomy it names: its words
    // scattered in a description ('control … Programable con lógica' of a drive) are not it, and
    // the index holds no positions for a phrase match (ADR 031).
    const typed = tokens.flatMap((t) => t.lexeme ?? []).join(" ");
    const wholeOnly = (phrase: string[]) => phrase.length > 1 && phrase.join(" ") !== typed;
    const any = s.group.map((phrase) => phrase.map((l) => (wholeOnly(phrase) ? { ...op(l), nameOnly: true } : op(l))));
    const last = tokens.at(-1)!;
    if (last === c.typing && last.lexeme) any.push([op(last.lexeme, true)]);
    const shown =
      words[tokens[0].word].text === words[last.word].text
        ? words[last.word].text
        : tokens.map((t) => t.text).join(" ");
    push(term("word", any), tokens[0].at, shown);
  }

  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const free = w.tokens.filter((t) => !c.inSynonym.has(t));
    if (!free.length) continue;
    const next = words[i + 1];
    const single = (x: Word | undefined) => x?.tokens.length === 1 && !c.inSynonym.has(x.tokens[0]);
    // 'ktp 700' is the model KTP700, 'power flex' PowerFlex: two words the catalogue writes as one.
    if (single(w) && single(next)) {
      const [a, b] = [w.tokens[0], next!.tokens[0]];
      const typed = b === c.typing;
      const joined = typed ? a.text + b.text : stem(a.text + b.text);
      if (a.lexeme && b.lexeme && c.analysis.inCatalogue.has(typed ? `${joined}*` : joined)) {
        const digit = a.digit || b.digit;
        const t = term(digit ? "code" : "word", [[op(a.lexeme), op(b.lexeme, typed)], [op(joined, typed)]], {
          code: digit ? normaliseCode(a.text + b.text) : null,
        });
        push(t, w.at, `${w.text} ${next!.text}`);
        i++;
        continue;
      }
    }
    if (w.tokens.some((t) => t.digit)) push(codeTerm(w, c), w.at, w.text);
    else for (const t of free) wordTerm(t, c, out, known);
  }
  return out;
}

/** A word with a digit: its stems (the last one also as the start of a model number), joined or split. */
function codeTerm(w: Word, c: Context): SearchTerm {
  const lexemes = w.tokens.map((t) => t.lexeme ?? t.text);
  const last = lexemes.length - 1;
  const any: Alternative[] = [lexemes.map((l, i) => op(l, i === last && l.length >= MIN_CODE_LENGTH))];
  if (w.tokens.length > 1) {
    const joined = stem(w.tokens.map((t) => t.text).join(""));
    if (c.analysis.inCatalogue.has(joined)) any.push([op(joined)]);
  } else {
    const token = w.tokens[0].text;
    for (const [a, b] of splits(token, !c.analysis.inCatalogue.has(lexemes[0]))) {
      if (!c.analysis.inCatalogue.has(stem(a))) continue;
      // 'cpu1214': the second part may start a model number (1214C), as a word with a digit does.
      if (c.analysis.inCatalogue.has(stem(b))) any.push([op(stem(a)), op(stem(b))]);
      else if (c.analysis.inCatalogue.has(`${b}*`)) any.push([op(stem(a)), op(b, true)]);
    }
  }
  return term("code", any, { code: normaliseCode(w.text) });
}

/** A word being typed that may be a plural ('plcs', 'hmis'): long enough to be more than a prefix. */
const typedPlural = (t: Token) => Boolean(t.lexeme) && t.text.length >= 4 && t.text.endsWith("s");

/** A word of letters: a prefix while typed, a plural of a known word, split, or corrected. */
function wordTerm(t: Token, c: Context, out: Plan, known: (l: string) => boolean) {
  const push = (x: SearchTerm, shown = t.text, closest = shown) =>
    out.terms.push({ term: x, at: t.at, shown, closest });
  if (t === c.typing) {
    // 'plcs' while typed: no word starts with it, but its singular is one (suggestions read as search does).
    const singular = typedPlural(t) && t.lexeme && stem(t.text.slice(0, -1));
    if (singular && !c.analysis.inCatalogue.has(`${t.lexeme}*`) && c.analysis.inCatalogue.has(singular))
      return push(term("word", [[op(singular)]], { code: normaliseCode(t.text.slice(0, -1)) }));
    return push(term("word", [[op(t.lexeme ?? t.text, true)]]));
  }
  if (!t.lexeme) return;
  if (known(t.lexeme)) return push(term("word", [[op(t.lexeme)]]));
  // 'plcs', 'vfds': the plural of a word the catalogue holds in the singular.
  const singular = t.text.endsWith("s") ? stem(t.text.slice(0, -1)) : null;
  if (singular && (known(singular) || c.analysis.inCatalogue.has(singular))) {
    // An acronym in the singular is often an order-code prefix too (VFD… for 'vfds').
    return push(term("word", [[op(singular)]], { code: normaliseCode(t.text.slice(0, -1)) }));
  }
  const parts = splits(t.text, true).filter(
    ([a, b]) => c.analysis.inCatalogue.has(stem(a)) && c.analysis.inCatalogue.has(stem(b)),
  );
  if (parts.length) return push(term("word", [[op(t.lexeme)], ...parts.map(([a, b]) => [op(stem(a)), op(stem(b))])]));
  const candidates = c.analysis.candidates.get(t.text) ?? [];
  const fix = nearest(t.text, t.lexeme, candidates, typoBudget(t.text.length));
  const near = fix ?? nearest(t.text, t.lexeme, candidates, Math.max(2, typoBudget(t.text.length)));
  out.corrected ||= Boolean(fix);
  out.offered ||= Boolean(near);
  push(term("word", [[op(fix?.lexeme ?? t.lexeme)]]), fix?.word ?? t.text, near?.word ?? t.text);
}

/** The operands ts_rank weighs for the whole plan: one per stem, the prefix if any term has it. */
export function rankOperands(plan: SearchPlan): Operand[] {
  const byLexeme = new Map<string, Operand>();
  for (const o of plan.terms.flatMap((t) => t.rank)) if (!byLexeme.get(o.lexeme)?.prefix) byLexeme.set(o.lexeme, o);
  return [...byLexeme.values()];
}

/** The plan searches for something (a query of only stop words or symbols finds nothing). */
export const searchesAnything = (plan: SearchPlan) => Boolean(plan.wildcard || plan.code || plan.terms.length);

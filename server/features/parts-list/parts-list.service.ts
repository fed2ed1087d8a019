import {
  MATCH_KINDS,
  PARTS_LIST_LIMITS,
  PARTS_LIST_MESSAGES,
  isSureKind,
  type PartsListCandidate,
  type PartsListEntry,
  type PartsListLayout,
  type PartsListLine,
  type PartsListProduct,
  type PartsListResult,
} from "../../../contracts/parts-list.ts";
import { looksLikeCode } from "../../../contracts/parts-list-read.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { nextTurn } from "../../lib/next-turn.ts";
import { normaliseCode } from "../catalog/search.ts";
import type { CodeRow, PartsListRepository } from "./parts-list.repository.ts";
import { similarity } from "./trigram.ts";

/** What the catalogue lends the parts list (catalog.service.ts's partsListFinder). */
export type PartsListFinder = {
  /** Undefined while the search index is not current: the neighbourhoods come from SQL then. */
  codeNeighbours?: (code: string, above: number, below: number) => { id: number; code: string }[];
  searchIds: (text: string, limit: number) => Promise<number[]>;
};

export type PartsListDeps = {
  repo: Pick<PartsListRepository, "byNormalisedCodes" | "fuzzy" | "byIds">;
  finder: () => Promise<PartsListFinder>;
  limits?: Partial<Pick<typeof PARTS_LIST_LIMITS, "fuzzyBudget" | "concurrentMatches">>;
};

/** Codes read above and below a line's code: its completions and its near misses. */
const NEIGHBOURS = { above: 12, below: 6 };
/** Lines scored between two turns given to other requests. */
const SLICE = 10;
/**
 * Searches tried for one name line: the whole line, then without its last words (a size or a
 * note the catalogue writes otherwise: 'Contactor TeSys Deca 32 A').
 */
const NAME_RETRIES = 3;

const toProduct = (r: CodeRow): PartsListProduct => ({
  id: r.id,
  sku: r.sku,
  sku_ec: r.sku_ec,
  name: r.name,
  brand: r.brand_id === null || r.brand_name === null ? null : { id: r.brand_id, name: r.brand_name },
  // Text such as "Consultar" wins over the number, as everywhere in the catalogue (ADR 001).
  price: r.price_text ?? r.price,
  price_amount: r.price,
  main_image: r.main_image,
});

/**
 * Never guess (issue 21): a code of fewer than 4 characters, or of digits only shorter than 6
 * (an item number, a quantity), is only ever matched exactly.
 */
export function mayGuess(code: string): boolean {
  return code.length >= 4 && !(/^\d+$/.test(code) && code.length < 6);
}

/** Exact when the code is the SKU or SKU EC as written (case aside); normalized when only separators differ. */
function codeMatches(entry: PartsListEntry, rows: CodeRow[]): PartsListCandidate[] {
  const typed = entry.code.trim().toLowerCase();
  const code = normaliseCode(entry.code);
  const isExact = (r: CodeRow) => r.sku.toLowerCase() === typed || r.sku_ec?.toLowerCase() === typed;
  return rows
    .filter((r) => r.sku_code === code || r.sku_ec_code === code)
    .map((r) => ({ product: toProduct(r), kind: isExact(r) ? ("exact" as const) : ("normalized" as const), score: 1 }));
}

/** A catalogue code starting with the typed one is a prefix match; otherwise a similar code. */
function guessOf(typed: string, row: CodeRow, score: number): PartsListCandidate | undefined {
  const codes = [row.sku_code, row.sku_ec_code ?? ""];
  if (codes.some((c) => c.startsWith(typed)))
    return { product: toProduct(row), kind: "prefix", score: Math.max(...codes.map((c) => similarity(typed, c))) };
  return score >= PARTS_LIST_LIMITS.minFuzzyScore ? { product: toProduct(row), kind: "fuzzy", score } : undefined;
}

const KIND_ORDER = new Map(MATCH_KINDS.map((k, i) => [k, i]));
/** Exact first, then normalized, prefix, similar, by name; the closest first within a kind; one entry per product. */
function ranked(found: PartsListCandidate[]): PartsListCandidate[] {
  const sorted = [...found].sort(
    (a, b) =>
      KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
      b.score - a.score ||
      a.product.sku.localeCompare(b.product.sku),
  );
  return sorted.filter((c, i) => sorted.findIndex((d) => d.product.id === c.product.id) === i);
}

function lineOf(entry: PartsListEntry, found: PartsListCandidate[], compared: boolean): PartsListLine {
  const all = ranked(found).slice(0, 1 + PARTS_LIST_LIMITS.alternatives);
  const sure = all.length === 1 && isSureKind(all[0].kind);
  return {
    row: entry.row,
    code: entry.code,
    description: entry.description,
    quantity: entry.quantity,
    quantity_text: entry.quantityText,
    unit: entry.unit,
    problem: entry.problem,
    status: all.length === 0 ? "missing" : sure ? "found" : "choose",
    match: all[0] ?? null,
    alternatives: all.slice(1),
    compared,
  };
}

/** Checks the size of a list read from text or a file before anything is matched. */
export function checkEntries(entries: PartsListEntry[]): PartsListEntry[] {
  if (entries.length === 0) throw badRequest(PARTS_LIST_MESSAGES.empty);
  if (entries.length > PARTS_LIST_LIMITS.maxLines) throw badRequest(PARTS_LIST_MESSAGES.tooManyLines);
  return entries;
}

/** A word, not only an order code ('Variador CFW500', 'Contactor TeSys Deca 32 A'). */
const hasWords = (text: string) => text.split(/\s+/).some((w) => /^\p{L}{4,}$/u.test(w));

/** The words to search by name: the line when it has some, or the description beside a code not found. */
const wordsOf = (entry: PartsListEntry) => {
  if (hasWords(entry.code)) return entry.code;
  return hasWords(entry.description) ? entry.description : "";
};

/** Searches a name line shortened from its end (at most a few times): the words that describe it come first. */
async function searchRelaxed(text: string, find: PartsListFinder): Promise<number[]> {
  const words = text.split(/\s+/).filter(Boolean);
  for (let keep = words.length; keep >= 1 && keep > words.length - NAME_RETRIES; keep--) {
    const found = await find.searchIds(words.slice(0, keep).join(" "), 1 + PARTS_LIST_LIMITS.alternatives);
    if (found.length) return found;
  }
  return [];
}

export class PartsListBusy extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, PARTS_LIST_MESSAGES.busy);
  }
}

export function createPartsListService({ repo, finder, limits = {} }: PartsListDeps) {
  const budget = limits.fuzzyBudget ?? PARTS_LIST_LIMITS.fuzzyBudget;
  const cap = limits.concurrentMatches ?? PARTS_LIST_LIMITS.concurrentMatches;
  let running = 0;

  /**
   * Similar codes per line: from the search index when current, else one SQL statement for all.
   * From the index, only the neighbours that can become a candidate (a prefix or a close enough
   * code) are read from the database, and the scoring gives other requests a turn every slice:
   * a list of unknown codes costs no statement and never holds the process for long (issue 20).
   */
  async function guesses(codes: string[], find: PartsListFinder): Promise<PartsListCandidate[][]> {
    const out = codes.map((): PartsListCandidate[] => []);
    if (find.codeNeighbours) {
      const scores: Map<number, number>[] = [];
      for (let i = 0; i < codes.length; i++) {
        if (i % SLICE === SLICE - 1) await nextTurn();
        const byId = new Map<number, number>();
        for (const n of find.codeNeighbours(codes[i], NEIGHBOURS.above, NEIGHBOURS.below)) {
          const score = similarity(codes[i], n.code);
          if (n.code.startsWith(codes[i]) || score >= PARTS_LIST_LIMITS.minFuzzyScore)
            byId.set(n.id, Math.max(score, byId.get(n.id) ?? 0));
        }
        scores.push(byId);
      }
      const rows = new Map(
        (await repo.byIds([...new Set(scores.flatMap((m) => [...m.keys()]))])).map((r) => [r.id, r]),
      );
      scores.forEach((byId, i) => {
        for (const [id, score] of byId) {
          const row = rows.get(id);
          const guess = row && guessOf(codes[i], row, score);
          if (guess) out[i].push(guess);
        }
      });
      return out;
    }
    for (const r of await repo.fuzzy(codes, 1 + PARTS_LIST_LIMITS.alternatives)) {
      const guess = guessOf(codes[r.entry], r, r.score);
      if (guess) out[r.entry].push(guess);
    }
    return out;
  }

  /** Products whose SKU or SKU EC, normalised, is one of the codes: from the index when current. */
  async function exactRows(codes: string[], find: PartsListFinder): Promise<CodeRow[]> {
    if (!find.codeNeighbours) return repo.byNormalisedCodes(codes);
    const ids = new Set<number>();
    for (let i = 0; i < codes.length; i++) {
      if (i % SLICE === SLICE - 1) await nextTurn();
      for (const n of find.codeNeighbours(codes[i], NEIGHBOURS.above, 0)) {
        if (n.code !== codes[i]) break;
        ids.add(n.id);
      }
    }
    return repo.byIds([...ids]);
  }

  /** Products named by each line's words, best first; never preselected (kind name). */
  async function byName(texts: string[], find: PartsListFinder): Promise<PartsListCandidate[][]> {
    const ids = await Promise.all(texts.map((t) => searchRelaxed(t, find)));
    const rows = new Map((await repo.byIds([...new Set(ids.flat())])).map((r) => [r.id, r]));
    return ids.map((list, i) =>
      list.flatMap((id) => {
        const row = rows.get(id);
        // Search order is the ranking; the score keeps it (1, then lower) for the API's readers.
        return row ? [{ product: toProduct(row), kind: "name" as const, score: similarity(texts[i], row.name) }] : [];
      }),
    );
  }

  async function matchAll(entries: PartsListEntry[], layout: PartsListLayout): Promise<PartsListResult> {
    const codes = [...new Set(entries.map((e) => normaliseCode(e.code)).filter(Boolean))];
    const find = await finder();
    const rows = await exactRows(codes, find);
    const found = entries.map((e) => codeMatches(e, rows));
    const compared = entries.map(() => true);

    // What is left costs look-ups: a bounded number per list, in list order (issue 20).
    let spent = 0;
    const spend = (i: number) => {
      if (spent >= budget) return (compared[i] = false);
      spent++;
      return true;
    };
    const guessLines: number[] = [];
    const nameLines: number[] = [];
    entries.forEach((e, i) => {
      if (found[i].length) return;
      const code = normaliseCode(e.code);
      if (mayGuess(code) && looksLikeCode(e.code) && spend(i)) guessLines.push(i);
      if (wordsOf(e) && spend(i)) nameLines.push(i);
    });
    if (!guessLines.length && !nameLines.length)
      return { layout, lines: entries.map((e, i) => lineOf(e, found[i], compared[i])) };

    const codeGuesses = await guesses(
      guessLines.map((i) => normaliseCode(entries[i].code)),
      find,
    );
    guessLines.forEach((line, k) => found[line].push(...codeGuesses[k]));
    const named = await byName(
      nameLines.map((i) => wordsOf(entries[i])),
      find,
    );
    nameLines.forEach((line, k) => found[line].push(...named[k]));
    return { layout, lines: entries.map((e, i) => lineOf(e, found[i], compared[i])) };
  }

  return {
    /**
     * Every line at once: one query for the codes (exact and normalised), then the look-ups of the
     * lines left over, within the request's budget. Beyond `cap` lists at once, the caller is told
     * to come back (503): a few visitors cannot make every other request wait.
     */
    async match({ entries, layout }: { entries: PartsListEntry[]; layout: PartsListLayout }): Promise<PartsListResult> {
      checkEntries(entries);
      if (running >= cap) throw new PartsListBusy(PARTS_LIST_LIMITS.retryAfterSeconds);
      running++;
      try {
        return await matchAll(entries, layout);
      } finally {
        running--;
      }
    },
  };
}

export type PartsListService = ReturnType<typeof createPartsListService>;

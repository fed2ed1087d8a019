import {
  PARTS_LIST_LIMITS,
  PARTS_LIST_MESSAGES,
  type PartsListCandidate,
  type PartsListEntry,
  type PartsListLine,
  type PartsListProduct,
  type PartsListResult,
} from "../../../contracts/parts-list.ts";
import { badRequest } from "../../lib/errors.ts";
import { normaliseCode } from "../catalog/search.ts";
import type { CodeRow, PartsListRepository } from "./parts-list.repository.ts";

export type PartsListDeps = { repo: Pick<PartsListRepository, "byNormalisedCodes" | "fuzzy"> };

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

/** Exact when the code is the SKU or SKU EC as written (case aside); normalized when only separators differ. */
function codeMatches(entry: PartsListEntry, rows: CodeRow[]): PartsListCandidate[] {
  const typed = entry.code.trim().toLowerCase();
  const code = normaliseCode(entry.code);
  const isExact = (r: CodeRow) => r.sku.toLowerCase() === typed || r.sku_ec?.toLowerCase() === typed;
  return rows
    .filter((r) => r.sku_code === code || r.sku_ec_code === code)
    .map((r) => ({ product: toProduct(r), kind: isExact(r) ? ("exact" as const) : ("normalized" as const), score: 1 }))
    .sort((a, b) => Number(b.kind === "exact") - Number(a.kind === "exact"));
}

/**
 * A line that holds a word ('Variador CFW500'), not just an order code: only then are names
 * searched and compared, which costs more than the code neighbours (a GIN scan and a fold of
 * every candidate's name).
 */
const hasWords = (code: string) => code.split(/\s+/).some((w) => /^\p{L}{4,}$/u.test(w));

const lineOf = (entry: PartsListEntry, found: PartsListCandidate[]): PartsListLine => ({
  ...entry,
  match: found[0] ?? null,
  alternatives: found.slice(1, 1 + PARTS_LIST_LIMITS.alternatives),
});

/** Checks the size of a list read from text or a file before anything is matched. */
export function checkEntries(entries: PartsListEntry[]): PartsListEntry[] {
  if (entries.length === 0) throw badRequest(PARTS_LIST_MESSAGES.empty);
  if (entries.length > PARTS_LIST_LIMITS.maxLines) throw badRequest(PARTS_LIST_MESSAGES.tooManyLines);
  return entries;
}

export function createPartsListService({ repo }: PartsListDeps) {
  return {
    /**
     * Every line at once: one query for the codes (exact and normalised), one for the fuzzy
     * candidates of the lines left over, whatever the number of lines.
     */
    async match(entries: PartsListEntry[]): Promise<PartsListResult> {
      checkEntries(entries);
      const codes = [...new Set(entries.map((e) => normaliseCode(e.code)).filter(Boolean))];
      const rows = await repo.byNormalisedCodes(codes);
      const found = entries.map((e) => codeMatches(e, rows));

      const left = entries.map((e, i) => ({ e, i })).filter(({ e, i }) => !found[i].length && normaliseCode(e.code));
      const fuzzy = await repo.fuzzy(
        left.map(({ e }) => ({ code: normaliseCode(e.code), text: hasWords(e.code) ? e.code : "" })),
        1 + PARTS_LIST_LIMITS.alternatives,
      );
      for (const r of fuzzy) {
        if (r.score < PARTS_LIST_LIMITS.minFuzzyScore) continue;
        found[left[r.entry].i].push({ product: toProduct(r), kind: "fuzzy", score: r.score });
      }
      return { lines: entries.map((e, i) => lineOf(e, found[i])) };
    },
  };
}

export type PartsListService = ReturnType<typeof createPartsListService>;

import { lexemesOf } from "./search-stem.ts";

/**
 * Synonyms staff teach ('variador = convertidor de frecuencia = VFD'), as the search uses them
 * (ADR 031): each phrase of a group is read as the query is (folded, stemmed, stop words out), so
 * 'fuentes de poder' in a query is the phrase 'fuente de poder', and a query phrase of a group
 * finds what any phrase of the group finds.
 */

/** One group: every phrase as its lexemes (a phrase of only stop words is left out). */
export type SynonymGroup = string[][];

export function analyseSynonyms(groups: string[][]): SynonymGroup[] {
  return groups
    .map((phrases) => phrases.map((p) => lexemesOf(p)).filter((l) => l.length > 0))
    .filter((g) => g.length > 1);
}

export type SynonymMatch = { from: number; to: number; group: SynonymGroup };

/**
 * The longest phrase of any group at each place of the query's lexemes (null: a stop word, which
 * a phrase skips as it was skipped in the phrase), left to right, without overlaps.
 */
export function findSynonyms(lexemes: (string | null)[], groups: SynonymGroup[]): SynonymMatch[] {
  const out: SynonymMatch[] = [];
  for (let i = 0; i < lexemes.length;) {
    let best: SynonymMatch | undefined;
    if (lexemes[i] !== null) {
      for (const group of groups)
        for (const phrase of group) {
          const to = matchAt(lexemes, i, phrase);
          if (to !== -1 && (!best || to > best.to)) best = { from: i, to, group };
        }
    }
    if (best) {
      out.push(best);
      i = best.to;
    } else i++;
  }
  return out;
}

/** The end (exclusive) of `phrase` read from `at`, stop words skipped; -1 if it is not there. */
function matchAt(lexemes: (string | null)[], at: number, phrase: string[]): number {
  let i = at;
  for (const wanted of phrase) {
    while (i < lexemes.length && lexemes[i] === null) i++;
    if (lexemes[i] !== wanted) return -1;
    i++;
  }
  return i;
}

/** Every lexeme of every group: words the query may hold that are no typos. */
export const synonymLexemes = (groups: SynonymGroup[]) => new Set(groups.flat(2));

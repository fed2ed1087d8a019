import type { Analysis, AnalysisRequest, Candidate } from "./search.ts";

/**
 * The typo dictionary (search_words) in memory, answering what search.repository.ts's
 * analyseQuery answers (ADR 031), so a search the index serves needs no round trip to analyse
 * its words: which stems are known, and the candidates for an unknown word, found and ordered as
 * pg_trgm finds and orders them (`word % token` at its 0.3 threshold, or the same first letter
 * and a length within 2; by similarity, then word; 60 at most).
 */

const CANDIDATES = 60;
const THRESHOLD = 0.3;

/** pg_trgm's trigrams of one word of [a-z0-9]: padded with two spaces before and one after. */
function trigrams(word: string): string[] {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

export type Dictionary = ReturnType<typeof createDictionary>;

export function createDictionary(entries: { word: string; lexeme: string }[]) {
  const known = new Set(entries.map((e) => e.lexeme));
  const byTrigram = new Map<string, number[]>();
  const sizes = entries.map((e, id) => {
    const grams = trigrams(e.word);
    for (const g of grams) {
      const list = byTrigram.get(g);
      if (list) list.push(id);
      else byTrigram.set(g, [id]);
    }
    return grams.length;
  });
  const byShape = new Map<string, number[]>();
  entries.forEach((e, id) => {
    const key = `${e.word[0]}${e.word.length}`;
    const list = byShape.get(key);
    if (list) list.push(id);
    else byShape.set(key, [id]);
  });

  /** similarity() of pg_trgm: shared trigrams over all trigrams of both, in float4. */
  function candidates(token: string): Candidate[] {
    const grams = trigrams(token);
    const shared = new Map<number, number>();
    for (const g of grams) for (const id of byTrigram.get(g) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    const similarity = (id: number) => {
      const common = shared.get(id) ?? 0;
      return Math.fround(common / (grams.length + sizes[id] - common));
    };
    const found = new Set<number>();
    for (const id of shared.keys()) if (similarity(id) >= THRESHOLD) found.add(id);
    for (let length = token.length - 2; length <= token.length + 2; length++)
      for (const id of byShape.get(`${token[0]}${length}`) ?? []) found.add(id);
    return [...found]
      .map((id) => ({ id, sim: similarity(id) }))
      .sort((a, b) => b.sim - a.sim || (entries[a.id].word < entries[b.id].word ? -1 : 1))
      .slice(0, CANDIDATES)
      .map(({ id }) => ({ word: entries[id].word, lexeme: entries[id].lexeme }));
  }

  /** analyseQuery of search.repository.ts; `inCatalogue` tells whether some product's text holds a stem. */
  function analyse(
    request: AnalysisRequest,
    inCatalogue: (lexeme: string) => boolean,
    startsCatalogue: (prefix: string) => boolean,
  ): Analysis {
    const analysis: Analysis = {
      known: new Set(request.dictionary.filter((l) => known.has(l))),
      inCatalogue: new Set([
        ...request.catalogue.filter(inCatalogue),
        ...request.cataloguePrefixes.filter(startsCatalogue).map((p) => `${p}*`),
      ]),
      candidates: new Map(),
    };
    for (const c of request.correct) if (!known.has(c.lexeme)) analysis.candidates.set(c.token, candidates(c.token));
    return analysis;
  }

  return { analyse };
}

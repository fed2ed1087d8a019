import { stemmer } from "@orama/stemmers/spanish";
import { SPANISH_STOP_WORDS, UNACCENT } from "./search-unaccent.ts";

/**
 * The database's text analysis, in the process (ADR 031): `search_fold` (lower → f_unaccent →
 * every run of anything but [a-z0-9] becomes one space) and the `spanish` text-search
 * configuration (the default parser, the Snowball Spanish stemmer for words, the `simple`
 * dictionary for numbers and words with digits). Stemming a query here instead of asking
 * PostgreSQL saves a round trip per keystroke; search-stem.test.ts holds the two equal over every
 * word of the demo and bench catalogues.
 */

/** search_fold(text). */
export function foldText(text: string): string {
  let out = "";
  for (const ch of text.toLowerCase()) out += ch < "\u0080" ? ch : (UNACCENT.get(ch) ?? " ");
  return out.replace(/[^a-z0-9]+/g, " ");
}

/**
 * The parser's tokens of folded text. On text of only [a-z0-9 ] it yields words (asciiword),
 * numbers (uint), words with digits (numword) and, for `12e3abc`, a scientific number (sfloat)
 * followed by the rest as a token of its own.
 */
export function tokens(folded: string): string[] {
  const out: string[] = [];
  for (let word of folded.split(" ")) {
    while (word) {
      const float = /^\d+e\d+/.exec(word);
      if (!float || float[0].length === word.length) {
        out.push(word);
        break;
      }
      out.push(float[0]);
      word = word.slice(float[0].length);
    }
  }
  return out;
}

/** A token's lexeme in the `spanish` configuration: null for a stop word. */
export function stemToken(token: string): string | null {
  if (/\d/.test(token)) return token;
  if (SPANISH_STOP_WORDS.has(token)) return null;
  return stemmer(token);
}

/** The stems to_tsvector('spanish', search_fold(text)) holds, in text order (repeats kept). */
export function lexemesOf(text: string): string[] {
  return tokens(foldText(text)).flatMap((t) => stemToken(t) ?? []);
}

import { z } from "./zod.ts";

/**
 * Synonyms staff teach the search (ADR 031): a group of phrases that mean the same
 * ('variador = convertidor de frecuencia = VFD'). Written once here for the panel and the API.
 */
export const SYNONYM_LIMITS = { phrase: 60, phrases: 12 } as const;

export const SYNONYM_MESSAGES = {
  tooFew: "Escribe al menos dos términos distintos",
  tooMany: `Un grupo admite hasta ${SYNONYM_LIMITS.phrases} términos`,
  phraseTooLong: `Cada término admite hasta ${SYNONYM_LIMITS.phrase} caracteres`,
  noWords: "Cada término necesita al menos una palabra con letras o números",
  notFound: "Grupo de sinónimos no encontrado",
  created: "Sinónimos creados exitosamente",
  updated: "Sinónimos actualizados exitosamente",
  deleted: "Sinónimos eliminados exitosamente",
} as const;

/** "variador = convertidor de frecuencia = VFD" (also commas or new lines) → its phrases. */
export function splitSynonyms(text: string): string[] {
  return text
    .split(/[=,;\n]+/)
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/** The first spelling of each phrase (case aside). */
function distinct(phrases: string[]) {
  const seen = new Set<string>();
  return phrases.filter((p) => !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()));
}

export const synonymInput = z.object({
  terms: z
    .array(
      z
        .string()
        .trim()
        .max(SYNONYM_LIMITS.phrase, SYNONYM_MESSAGES.phraseTooLong)
        .refine((p) => /[\p{L}\p{N}]/u.test(p), SYNONYM_MESSAGES.noWords),
    )
    .max(SYNONYM_LIMITS.phrases, SYNONYM_MESSAGES.tooMany)
    .transform((terms) => distinct(terms.map((t) => t.replace(/\s+/g, " "))))
    .refine((terms) => terms.length >= 2, SYNONYM_MESSAGES.tooFew),
});
export type SynonymInput = z.infer<typeof synonymInput>;

export const synonymGroup = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
  updated_at: z.string(),
});
export type SynonymGroupDto = z.infer<typeof synonymGroup>;

/** A search that found nothing, as the dashboard lists it. */
export const searchMiss = z.object({
  query: z.string(),
  count: z.number().int(),
  last_day: z.string(),
  /** Products the same search finds today (a synonym may have been taught since). */
  finds_now: z.number().int(),
});
export type SearchMiss = z.infer<typeof searchMiss>;

export const searchMissesQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).catch(30).default(30),
  limit: z.coerce.number().int().min(1).max(50).catch(10).default(10),
});

/** The query text as counted: trimmed, single spaces, lower case, at most 100 characters. */
export const missKey = (search: string) => search.trim().replace(/\s+/g, " ").toLowerCase().slice(0, 100);

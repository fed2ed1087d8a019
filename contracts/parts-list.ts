import { z } from "./zod.ts";

import { namedRef } from "./catalog.ts";
import { COLUMN_ROLES } from "./parts-list-read.ts";

export {
  COLUMN_ROLES,
  COLUMN_ROLE_LABEL,
  parsePartsText,
  withRoles,
  type ColumnRole,
  type PartsListEntry,
  type PartsListLayout,
} from "./parts-list-read.ts";

/** A parts list (bill of materials) matched against the catalogue: POST /parts-list/match. */

export const PARTS_LIST_LIMITS = {
  maxLines: 500,
  /** 500 lines of a code, a quantity and a description fit well within this. */
  maxTextChars: 200_000,
  maxCodeChars: 100,
  maxQuantity: 99_999,
  /** Calls per minute from one address: each one may read the catalogue 500 times. */
  requestsPerMinute: 30,
  /** A fuzzy candidate below this trigram score is no candidate (pg_trgm's own default threshold). */
  minFuzzyScore: 0.3,
  alternatives: 3,
  maxColumns: 30,
  /**
   * Code neighbourhoods and name searches one request may run (a list of 500 unknown codes
   * otherwise costs 500 of them); the lines after it say they were not compared.
   */
  fuzzyBudget: 150,
  /** Lists matched at once by this process; one more gets 503 and Retry-After. */
  concurrentMatches: 2,
  retryAfterSeconds: 5,
} as const;

export const PARTS_LIST_MESSAGES = {
  empty: "Pega al menos una línea con un código de producto (y, si quieres, la cantidad).",
  tooManyLines: `La lista tiene más de ${PARTS_LIST_LIMITS.maxLines} líneas. Divídela en varias partes.`,
  tooLong: `El texto supera el máximo de ${PARTS_LIST_LIMITS.maxTextChars.toLocaleString("es-EC")} caracteres.`,
  textOrFile: "Envía el texto de la lista o un archivo .xlsx o .csv.",
  pending: (n: number) =>
    `${n === 1 ? "Falta 1 línea" : `Faltan ${n} líneas`} por elegir: marca el producto correcto o «Ninguno» en cada una.`,
  notCompared:
    "No se buscaron códigos parecidos para esta línea: la lista superó el máximo de búsquedas aproximadas. Revisa el código o divide la lista.",
  busy: "Estamos revisando muchas listas a la vez. Inténtalo de nuevo en unos segundos.",
  notText: "El archivo .csv no es un texto legible. Guárdalo como «CSV UTF-8» desde Excel e inténtalo de nuevo.",
} as const;

const columnRoles = z
  .array(z.enum(COLUMN_ROLES))
  .max(PARTS_LIST_LIMITS.maxColumns)
  .describe("El papel de cada columna, en orden, cuando el cliente corrigió el que se leyó");

export const partsListBody = z.object({
  text: z.string({ error: PARTS_LIST_MESSAGES.empty }).max(PARTS_LIST_LIMITS.maxTextChars, PARTS_LIST_MESSAGES.tooLong),
  columns: columnRoles.optional(),
});
/** A file's roles travel as a JSON text field next to it. */
export const partsListColumnsField = z
  .string()
  .max(2_000)
  .pipe(
    z.preprocess((v) => {
      try {
        return JSON.parse(v as string);
      } catch {
        return undefined;
      }
    }, columnRoles),
  );
export type PartsListBody = z.infer<typeof partsListBody>;

export const partsListProduct = z.object({
  id: z.number(),
  sku: z.string(),
  sku_ec: z.string().nullable(),
  name: z.string(),
  brand: namedRef.nullable(),
  /** What staff typed: a decimal string, or text such as "Consultar" (then price_amount is null). */
  price: z.string().nullable(),
  price_amount: z.string().nullable(),
  main_image: z.string().nullable(),
});
export type PartsListProduct = z.infer<typeof partsListProduct>;

/**
 * How a line matched, best first: exact (SKU or SKU EC as written), normalized (same code without
 * separators or case), prefix (a catalogue code starts with it), fuzzy (a similar code), name (the
 * line's words, searched as the search box does).
 */
export const MATCH_KINDS = ["exact", "normalized", "prefix", "fuzzy", "name"] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export const MATCH_KIND_LABEL: Record<MatchKind, string> = {
  exact: "exacto",
  normalized: "código normalizado",
  prefix: "prefijo",
  fuzzy: "parecido",
  name: "por nombre",
};

/** Sure enough to be chosen for the customer, when it is the only candidate. */
export const isSureKind = (kind: MatchKind) => kind === "exact" || kind === "normalized";

export const partsListCandidate = z.object({
  product: partsListProduct,
  kind: z
    .enum(MATCH_KINDS)
    .describe(
      "exact: SKU o SKU EC; normalized: sin separadores ni mayúsculas; prefix: un código que empieza así; fuzzy: parecido; name: por las palabras de la línea",
    ),
  score: z.number().describe("1 para exact, normalized y prefix; similitud (0–1) para fuzzy y name"),
});
export type PartsListCandidate = z.infer<typeof partsListCandidate>;

export const LINE_STATUSES = ["found", "choose", "missing"] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const partsListLine = z.object({
  row: z.number().describe("Número de línea (o fila de la hoja) de donde salió"),
  code: z.string(),
  description: z.string(),
  /** Null when what was written is no whole number: `problem` says why. */
  quantity: z.number().nullable(),
  quantity_text: z.string().describe("La cantidad tal como se escribió ('' si no había: se toma 1)"),
  unit: z.string(),
  problem: z.string().nullable().describe("Por qué no se aceptó la cantidad"),
  status: z
    .enum(LINE_STATUSES)
    .describe("found: un solo producto por código exacto o normalizado; choose: el cliente elige; missing: ninguno"),
  match: partsListCandidate.nullable().describe("El mejor candidato; elegido solo si status es found"),
  alternatives: z.array(partsListCandidate),
  compared: z
    .boolean()
    .describe("false: la lista superó el presupuesto de búsquedas aproximadas y esta línea solo se buscó exacta"),
});
export type PartsListLine = z.infer<typeof partsListLine>;

export const partsListLayout = z.object({
  header: z.boolean(),
  columns: z.array(z.object({ index: z.number(), title: z.string(), role: z.enum(COLUMN_ROLES) })),
});

export const partsListResult = z.object({ layout: partsListLayout, lines: z.array(partsListLine) });
export const partsListLayoutResult = z.object({ layout: partsListLayout });
export type PartsListResult = z.infer<typeof partsListResult>;

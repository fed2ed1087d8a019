import { z } from "./zod.ts";

import { namedRef } from "./catalog.ts";

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
} as const;

export const PARTS_LIST_MESSAGES = {
  empty: "Pega al menos una línea con un código de producto (y, si quieres, la cantidad).",
  tooManyLines: `La lista tiene más de ${PARTS_LIST_LIMITS.maxLines} líneas. Divídela en varias partes.`,
  tooLong: `El texto supera el máximo de ${PARTS_LIST_LIMITS.maxTextChars.toLocaleString("es-EC")} caracteres.`,
  textOrFile: "Envía el texto de la lista o un archivo .xlsx o .csv.",
  notText: "El archivo .csv no es un texto legible. Guárdalo como «CSV UTF-8» desde Excel e inténtalo de nuevo.",
} as const;

export const partsListBody = z.object({
  text: z.string({ error: PARTS_LIST_MESSAGES.empty }).max(PARTS_LIST_LIMITS.maxTextChars, PARTS_LIST_MESSAGES.tooLong),
});
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

export const MATCH_KINDS = ["exact", "normalized", "fuzzy"] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export const partsListCandidate = z.object({
  product: partsListProduct,
  kind: z.enum(MATCH_KINDS).describe("exact: SKU o SKU EC; normalized: sin separadores ni mayúsculas; fuzzy: parecido"),
  score: z.number().describe("1 para exact y normalized; similitud de trigramas (0–1) para fuzzy"),
});
export type PartsListCandidate = z.infer<typeof partsListCandidate>;

export const partsListLine = z.object({
  row: z.number().describe("Número de línea (o fila de la hoja) de donde salió"),
  code: z.string(),
  quantity: z.number(),
  match: partsListCandidate.nullable(),
  alternatives: z.array(partsListCandidate),
});
export type PartsListLine = z.infer<typeof partsListLine>;

export const partsListResult = z.object({ lines: z.array(partsListLine) });
export type PartsListResult = z.infer<typeof partsListResult>;

/** One line read from the pasted text or the file, before matching. */
export type PartsListEntry = { row: number; code: string; quantity: number };

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

// Header words people put above a parts list, in Spanish and English, folded.
const CODE_HEADERS = new Set([
  "codigo",
  "cod",
  "sku",
  "sku ec",
  "referencia",
  "ref",
  "numero de parte",
  "no de parte",
  "n de parte",
  "part number",
  "part no",
  "pn",
  "code",
  "item",
  "modelo",
  "codigo de producto",
]);
const QUANTITY_HEADERS = new Set(["cantidad", "cant", "qty", "quantity", "unidades", "uds", "und", "pzas", "piezas"]);

/**
 * The first line is a header when a cell names the code or the quantity column; it then also
 * says which column is which ('Cantidad;Código' works). Without one: code, then quantity.
 */
function columnsOf(first: string[]): { header: boolean; code: number; quantity: number } {
  const folded = first.map(fold);
  const code = folded.findIndex((c) => CODE_HEADERS.has(c));
  const quantity = folded.findIndex((c) => QUANTITY_HEADERS.has(c));
  if (code < 0 && quantity < 0) return { header: false, code: 0, quantity: 1 };
  const codeColumn = code >= 0 ? code : quantity === 0 ? 1 : 0;
  return { header: true, code: codeColumn, quantity: quantity >= 0 ? quantity : codeColumn === 0 ? 1 : 0 };
}

const INTEGER = /^\d+([.,]0+)?$/;

/** A positive whole quantity, or 1 when the cell is empty or not one (the customer fixes it later). */
export function quantityOf(cell: string | undefined): number {
  const text = (cell ?? "").trim();
  if (!INTEGER.test(text)) return 1;
  const n = Number.parseInt(text, 10);
  return n >= 1 ? Math.min(n, PARTS_LIST_LIMITS.maxQuantity) : 1;
}

const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/s, "$1")
    .replace(/""/g, '"')
    .trim();

/**
 * The cells of one pasted line: Excel pastes tabs; CSV and hand-typed lists use semicolons or
 * commas; a drawing's list often only spaces, where the last word is the quantity when it is a
 * whole number (so a code with spaces keeps them: '6ES7 214-1AG40-0XB0 2').
 */
export function splitLine(line: string): string[] {
  for (const separator of ["\t", ";", ","]) {
    if (line.includes(separator)) return line.split(separator).map(unquote);
  }
  const words = line.trim().split(/\s+/);
  if (words.length >= 2 && /^\d+$/.test(words[words.length - 1]))
    return [words.slice(0, -1).join(" "), words[words.length - 1]];
  return [line.trim()];
}

/** Rows of cells (from a text or a sheet) → entries: header skipped, blank codes dropped. */
export function entriesOf(rows: { row: number; cells: string[] }[]): PartsListEntry[] {
  const nonBlank = rows.filter((r) => r.cells.some((c) => c.trim() !== ""));
  if (nonBlank.length === 0) return [];
  const columns = columnsOf(nonBlank[0].cells);
  const body = columns.header ? nonBlank.slice(1) : nonBlank;
  return body
    .map((r) => ({
      row: r.row,
      code: (r.cells[columns.code] ?? "").trim().slice(0, PARTS_LIST_LIMITS.maxCodeChars),
      quantity: quantityOf(r.cells[columns.quantity]),
    }))
    .filter((e) => e.code !== "");
}

/** Pasted text → entries, numbered by line (1-based, as the customer sees them). */
export function parsePartsText(text: string): PartsListEntry[] {
  const rows = text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .map((line, i) => ({ row: i + 1, cells: splitLine(line) }));
  return entriesOf(rows);
}

import { REQUEST_MESSAGES } from "./requests.ts";

/**
 * Reading a parts list as engineers write it (issue 21): which column holds what, and the
 * quantity wherever it was written. Shared by the browser (pasted text, to show the columns
 * before matching) and the server (text and files).
 */

export const COLUMN_ROLES = ["position", "code", "description", "quantity", "unit", "ignore"] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

export const COLUMN_ROLE_LABEL: Record<ColumnRole, string> = {
  position: "Ítem (no se usa)",
  code: "Código",
  description: "Descripción",
  quantity: "Cantidad",
  unit: "Unidad",
  ignore: "No usar",
};

/** How the list's columns were read: `title` is the header cell, or 'Columna N' without a header. */
export type PartsListLayout = { header: boolean; columns: { index: number; title: string; role: ColumnRole }[] };

/** One line read from the pasted text or the file, before matching. */
export type PartsListEntry = {
  row: number;
  code: string;
  description: string;
  /** Null when what was written is no whole number (see `problem`). */
  quantity: number | null;
  /** The quantity as written ('' when none: 1 is taken). */
  quantityText: string;
  unit: string;
  /** Why the quantity was refused, in Spanish; null when it is fine. */
  problem: string | null;
};

export const QUANTITY_PROBLEMS = {
  decimal: (text: string) =>
    `La cantidad «${text}» tiene decimales: escribe unidades enteras (no la redondeamos por ti).`,
  notNumber: (text: string) => `La cantidad «${text}» no es un número de unidades.`,
  notPositive: REQUEST_MESSAGES.quantityPositive,
  tooLarge: REQUEST_MESSAGES.quantityMax,
} as const;

const MAX_CELL_CHARS = 300;
const MAX_QUANTITY = 100_000;

export const fold = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, " ")
    .trim();

// Header cells as people write them, folded ('Nº de pedido' → 'no de pedido', 'P/N' → 'p n').
const HEADERS: Record<Exclude<ColumnRole, "ignore">, string[]> = {
  position: ["item", "items", "pos", "posicion", "position", "no", "n", "nro", "num", "numero", "#", "linea", "line"],
  code: [
    "codigo",
    "cod",
    "sku",
    "sku ec",
    "referencia",
    "ref",
    "part number",
    "part no",
    "part",
    "p n",
    "pn",
    "mpn",
    "no de pedido",
    "n de pedido",
    "numero de pedido",
    "order code",
    "order no",
    "order number",
    "numero de parte",
    "no de parte",
    "n de parte",
    "codigo de producto",
    "modelo",
    "model",
    "code",
  ],
  description: ["descripcion", "description", "desc", "detalle", "producto", "articulo", "nombre"],
  quantity: ["cantidad", "cant", "qty", "quantity", "unidades", "uds", "piezas", "pzas", "ctd"],
  unit: ["unidad", "um", "u m", "uom", "unit", "und", "medida"],
};
const HEADER_ROLE = new Map<string, ColumnRole>(
  Object.entries(HEADERS).flatMap(([role, words]) => words.map((w) => [w, role as ColumnRole])),
);
export const headerRole = (cell: string): ColumnRole | undefined => HEADER_ROLE.get(fold(cell));

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT_WORDS = String.raw`(?:uds?|unds?|unidad(?:es)?|u|pzas?|piezas?|pcs?|units?|ea)\.?`;
/** Quantities written in the line itself: [pattern, group of the code, group of the quantity]. */
const INLINE: [RegExp, number, number][] = [
  [new RegExp(String.raw`^${NUMBER}\s*[x×]\s+(.+)$`, "i"), 2, 1], // 3 x CODE, 3x CODE
  [new RegExp(String.raw`^(.+?)\s+[x×]\s*${NUMBER}$`, "i"), 1, 2], // CODE x3, CODE x 3
  [new RegExp(String.raw`^(.+?)\s*\(\s*${NUMBER}\s*(?:${UNIT_WORDS})?\s*\)$`, "i"), 1, 2], // CODE (3)
  [new RegExp(String.raw`^(.+?)\s+${NUMBER}\s*${UNIT_WORDS}$`, "i"), 1, 2], // CODE 3 uds, CODE 2 unidades
  [new RegExp(String.raw`^(.+?)[\s,;]+(?:cant(?:idad)?|qty)\.?\s*[:=]?\s*${NUMBER}$`, "i"), 1, 2], // CODE cant: 2
];

/** The code and the quantity of a cell that holds both ('3 x 6SL3210-1KE21-3UF1'), or null. */
export function inlineQuantity(cell: string): { code: string; quantity: string } | null {
  const text = cell.trim();
  for (const [re, code, quantity] of INLINE) {
    const m = re.exec(text);
    if (m) return { code: m[code].trim(), quantity: m[quantity] };
  }
  return null;
}

/** A whole quantity, or why not. An empty cell is 1: a list without quantities asks for one of each. */
export function readQuantity(cell: string | undefined): { quantity: number | null; problem: string | null } {
  const text = (cell ?? "").trim();
  if (text === "") return { quantity: 1, problem: null };
  const m = new RegExp(String.raw`^${NUMBER}\s*(?:${UNIT_WORDS})?$`, "i").exec(text);
  if (!m) return { quantity: null, problem: QUANTITY_PROBLEMS.notNumber(text) };
  if (!/^\d+([.,]0+)?$/.test(m[1])) return { quantity: null, problem: QUANTITY_PROBLEMS.decimal(m[1]) };
  const n = Number.parseInt(m[1], 10);
  if (n < 1) return { quantity: null, problem: QUANTITY_PROBLEMS.notPositive };
  if (n > MAX_QUANTITY) return { quantity: null, problem: QUANTITY_PROBLEMS.tooLarge };
  return { quantity: n, problem: null };
}

const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/s, "$1")
    .replace(/""/g, '"')
    .trim();

/**
 * The cells of one pasted line: Excel pastes tabs; CSV and hand-typed lists use semicolons or
 * commas; a drawing's list often only spaces, where a quantity written in the line ('3 x …',
 * '… (3)', '… 2 unidades') or a last whole number is the quantity (so a code with spaces keeps
 * them: '6ES7 214-1AG40-0XB0 2'). A decimal comma after the code ('A-1 1,5') is a quantity, not
 * a separator: it is refused on its line rather than split into 1 and 5.
 */
export function splitLine(line: string): string[] {
  for (const separator of ["\t", ";"]) if (line.includes(separator)) return line.split(separator).map(unquote);
  const decimal = /^([^,]+?)(?:\s*,\s*|\s+)(\d+,\d+)$/.exec(line.trim());
  if (decimal) return [decimal[1].trim(), decimal[2]];
  const inline = inlineQuantity(line);
  if (inline) return [inline.code.replace(/[\s,]+$/, ""), inline.quantity];
  if (line.includes(",")) return line.split(",").map(unquote);
  const words = line.trim().split(/\s+/);
  if (words.length >= 2 && /^\d+$/.test(words[words.length - 1]))
    return [words.slice(0, -1).join(" "), words[words.length - 1]];
  return [line.trim()];
}

type Row = { row: number; cells: string[] };

const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;
const digits = (s: string) => (s.match(/\d/g) ?? []).length;
/** An order code: one or two tokens mixing digits with letters or separators, not a sentence. */
export function looksLikeCode(cell: string): boolean {
  const text = cell.trim();
  if (text.length < 3 || text.length > 40) return false;
  const words = text.split(/\s+/);
  if (words.length > 3 || words.filter((w) => /^\p{L}{4,}$/u.test(w)).length > 1) return false;
  return digits(text) > 0 && (letters(text) > 0 || /[-./]/.test(text) || digits(text) >= 6);
}
const isWhole = (cell: string) => /^\d+$/.test(cell.trim());
const isNumber = (cell: string) => /^\d+([.,]\d+)?$/.test(cell.trim());
const isUnit = (cell: string) =>
  new RegExp(`^${UNIT_WORDS}$|^(m|mts?|kg|rollos?|jgos?|juegos?|cajas?)$`, "i").test(cell.trim());

/** Share of the rows' non-empty cells in column `c` passing `test`. */
function share(rows: Row[], c: number, test: (cell: string) => boolean): number {
  const cells = rows.map((r) => r.cells[c] ?? "").filter((v) => v.trim() !== "");
  return cells.length ? cells.filter(test).length / cells.length : 0;
}

/** Whole numbers going 1, 2, 3… down the column: an item number, not a quantity. */
function counts(rows: Row[], c: number): boolean {
  const values = rows.map((r) => (r.cells[c] ?? "").trim()).filter(Boolean);
  return values.length >= 2 && values.every((v, i) => i === 0 || Number(v) === Number(values[i - 1]) + 1);
}

/** Without a header: the column that looks most like codes, whole numbers around it, text beside it. */
function guessRoles(rows: Row[], width: number): ColumnRole[] {
  const roles: ColumnRole[] = Array.from({ length: width }, () => "ignore");
  const sample = rows.slice(0, 200);
  let code = 0;
  let best = -1;
  for (let c = 0; c < width; c++) {
    const s = share(sample, c, looksLikeCode);
    if (s > best) [best, code] = [s, c];
  }
  roles[code] = "code";
  for (let c = 0; c < width; c++) {
    if (c === code || share(sample, c, (v) => v.trim() !== "") === 0) continue;
    if (share(sample, c, isNumber) >= 0.8) {
      const position = c < code && share(sample, c, isWhole) === 1 && counts(sample, c);
      if (position) roles[c] = "position";
      else if (!roles.includes("quantity")) roles[c] = "quantity";
    } else if (share(sample, c, isUnit) >= 0.8) roles[c] = "unit";
    else if (!roles.includes("description") && share(sample, c, (v) => letters(v) >= 3) >= 0.5)
      roles[c] = "description";
  }
  return roles;
}

/** The layout of the rows: from the first row when it is a header, else guessed from the cells. */
export function layoutOf(rows: Row[]): PartsListLayout {
  const width = Math.max(1, ...rows.map((r) => r.cells.length));
  const first = rows[0]?.cells ?? [];
  const named = first.map((c) => headerRole(c));
  if (named.some((r) => r === "code" || r === "quantity" || r === "description")) {
    const seen = new Set<ColumnRole>();
    const roles = Array.from({ length: width }, (_, i) => {
      const r = named[i];
      // A second column of the same kind is left out ('Código' and 'Código cliente').
      if (!r || (r !== "position" && seen.has(r))) return "ignore" as const;
      seen.add(r);
      return r;
    });
    return {
      header: true,
      columns: roles.map((role, index) => ({ index, title: (first[index] ?? "").trim(), role })),
    };
  }
  const roles = guessRoles(rows, width);
  return { header: false, columns: roles.map((role, index) => ({ index, title: `Columna ${index + 1}`, role })) };
}

/** The layout with the roles the customer chose (one per column, in order). */
export function withRoles(layout: PartsListLayout, roles: ColumnRole[]): PartsListLayout {
  return { ...layout, columns: layout.columns.map((c) => ({ ...c, role: roles[c.index] ?? c.role })) };
}

const cellOf = (r: Row, layout: PartsListLayout, role: ColumnRole) => {
  const column = layout.columns.find((c) => c.role === role);
  return column ? (r.cells[column.index] ?? "").trim().slice(0, MAX_CELL_CHARS) : "";
};

/** One row as an entry: the quantity from its column, else from the code (or the description) as written. */
function entryOf(r: Row, layout: PartsListLayout): PartsListEntry {
  let code = cellOf(r, layout, "code");
  let description = cellOf(r, layout, "description");
  let quantityText = cellOf(r, layout, "quantity");
  if (quantityText === "") {
    const inCode = code ? inlineQuantity(code) : null;
    const inDescription = !inCode && description ? inlineQuantity(description) : null;
    if (inCode) [code, quantityText] = [inCode.code, inCode.quantity];
    else if (inDescription) [description, quantityText] = [inDescription.code, inDescription.quantity];
  }
  const { quantity, problem } = readQuantity(quantityText);
  return { row: r.row, code, description, quantity, quantityText, unit: cellOf(r, layout, "unit"), problem };
}

/** Rows of cells (from a text or a sheet) → the layout and the entries: header skipped, blank lines dropped. */
export function entriesOf(rows: Row[], roles?: ColumnRole[]): { layout: PartsListLayout; entries: PartsListEntry[] } {
  const nonBlank = rows.filter((r) => r.cells.some((c) => c.trim() !== ""));
  const detected = layoutOf(nonBlank);
  const layout = roles ? withRoles(detected, roles) : detected;
  const body = layout.header ? nonBlank.slice(1) : nonBlank;
  const entries = body.map((r) => entryOf(r, layout)).filter((e) => e.code !== "" || e.description !== "");
  return { layout, entries };
}

/** Pasted text → rows of cells, numbered by line (1-based, as the customer sees them). */
export const textRows = (text: string): Row[] =>
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .map((line, i) => ({ row: i + 1, cells: splitLine(line) }));

export const parsePartsText = (text: string, roles?: ColumnRole[]) => entriesOf(textRows(text), roles);

import { LIST_SEPARATOR, RELATED_SEPARATOR } from "../../../contracts/import-export.ts";

/**
 * The text syntax of list cells and the formula neutralisation, shared by import and export so
 * that export → import gives back exactly what was exported.
 *
 * Lists: items separated by ';'. Inside an item a backslash escapes ';', ':' and '\' ("a\;b" is one
 * item "a;b"); any other backslash is literal, so hand-typed paths like "C:\ruta" survive.
 */
const ESCAPABLE = new Set([LIST_SEPARATOR, RELATED_SEPARATOR, "\\"]);

/** Splits on unescaped `sep`, unescaping as it goes; items are trimmed and blanks dropped. */
function splitUnescaped(text: string, sep: string, limit = Infinity): string[] {
  const parts: string[] = [];
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\" && i + 1 < text.length && ESCAPABLE.has(text[i + 1])) {
      current += text[++i];
    } else if (ch === sep && parts.length < limit - 1) {
      parts.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

const escapeItem = (text: string, alsoColon = false) => text.replace(alsoColon ? /[\\;:]/g : /[\\;]/g, (c) => `\\${c}`);

export function splitList(cell: string): string[] {
  return splitUnescaped(cell, LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function joinList(items: readonly string[]): string {
  return items.map((item) => escapeItem(item)).join(`${LIST_SEPARATOR} `);
}

/**
 * 'SKU:Tipo' items. The split happens at the first unescaped ':' — so a type may contain ':'
 * while a SKU with ':' must be written 'A\:1:Tipo' (the export does that).
 */
export function splitRelated(cell: string): { raw: string; sku: string; type: string | null }[] {
  return splitRawList(cell).map((raw) => {
    const [sku, type] = splitUnescaped(raw, RELATED_SEPARATOR, 2);
    return { raw: unescapeAll(raw).trim(), sku: sku.trim(), type: type === undefined ? null : type.trim() };
  });
}

export function joinRelated(items: readonly { sku: string; type: string }[]): string {
  return items
    .map(({ sku, type }) => `${escapeItem(sku, true)}${RELATED_SEPARATOR}${escapeItem(type)}`)
    .join(`${LIST_SEPARATOR} `);
}

/** Items still escaped (for the 'SKU:Tipo' second split). */
function splitRawList(cell: string): string[] {
  const items: string[] = [];
  let current = "";
  for (let i = 0; i < cell.length; i++) {
    const ch = cell[i];
    if (ch === "\\" && i + 1 < cell.length && ESCAPABLE.has(cell[i + 1])) {
      current += ch + cell[++i];
    } else if (ch === LIST_SEPARATOR) {
      items.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  items.push(current);
  return items.map((s) => s.trim()).filter(Boolean);
}

const unescapeAll = (text: string) => splitUnescaped(text, "\u0000").join("");

/**
 * Formula neutralisation (OWASP "CSV injection"): an exported cell whose text starts with
 * = + - @ gets a leading apostrophe, so no spreadsheet ever evaluates it, even if the sheet is
 * later saved as CSV. To keep the round trip lossless, text that already starts with apostrophes
 * followed by one of those characters gets one more, and the import removes exactly one.
 */
const NEEDS_GUARD = /^'*[=+\-@]/;

export function neutralizeFormula(text: string): string {
  return NEEDS_GUARD.test(text) ? `'${text}` : text;
}

export function restoreNeutralized(text: string): string {
  return text.startsWith("'") && NEEDS_GUARD.test(text.slice(1)) ? text.slice(1) : text;
}

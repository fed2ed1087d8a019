import {
  EXTRA_FIELDS,
  EXTRA_HEADER_LOOKUP,
  EXTRA_MESSAGES,
  EXTRA_SHEET_NAME,
  IMPORT_LIMITS,
  ROW_MESSAGES,
  normalizeHeader,
  sheetRowError,
  type ExtraKey,
  type ExtraValues,
  type ValidationError,
} from "../../../contracts/import-export.ts";
import { unprocessable } from "../../lib/errors.ts";
import { restoreNeutralized } from "./cell-syntax.ts";
import type { ParsedFile } from "./parse-rows.ts";
import type { Sheet } from "./read-sheet.ts";

/** The 'Datos adicionales' sheet, parsed: one entry per SKU, with its own errors and warnings. */
export type ParsedExtra = {
  sheetName: string;
  rows: { row: number; sku: string; values: ExtraValues }[];
  headers: string[];
  errors: ValidationError[];
  warnings: string[];
};

type Column = { header: string; field: ExtraKey | "sku"; col: number };

function mapExtraHeaders(headers: string[]) {
  const columns: Column[] = [];
  const ignored: string[] = [];
  headers.forEach((header, col) => {
    if (!header) return;
    const field = EXTRA_HEADER_LOOKUP.get(normalizeHeader(header));
    if (!field) {
      ignored.push(header);
      return;
    }
    const other = columns.find((c) => c.field === field);
    if (other) throw unprocessable(EXTRA_MESSAGES.duplicateHeader(header, other.header));
    columns.push({ header, field, col });
  });
  if (!columns.some((c) => c.field === "sku")) throw unprocessable(EXTRA_MESSAGES.missingSku);
  return { columns, ignored };
}

export function parseExtraSheet(sheet: Sheet): ParsedExtra {
  const sheetName = sheet.sheetName ?? EXTRA_SHEET_NAME;
  const { columns, ignored } = mapExtraHeaders(sheet.headers);
  const errors: ValidationError[] = [];
  const firstRowOfSku = new Map<string, number>();
  const rows: ParsedExtra["rows"] = [];

  for (const raw of sheet.rows) {
    const before = errors.length;
    const err = (col: Column | null, text: string) =>
      errors.push({
        sheet: sheetName,
        row: raw.row,
        column: col?.header ?? null,
        field: col?.field ?? null,
        message: sheetRowError(sheetName, raw.row, col?.header ?? null, text),
      });
    let sku = "";
    const values: ExtraValues = {};
    for (const col of columns) {
      const text = cellText(raw.cells[col.col], (t) => err(col, t));
      if (!text) continue;
      if (col.field === "sku") {
        sku = text;
        continue;
      }
      const field = EXTRA_FIELDS.find((f) => f.key === col.field)!;
      const read = field.read(text);
      if ("error" in read) err(col, read.error);
      else Object.assign(values, { [field.key]: read.value });
    }
    const skuCol = columns.find((c) => c.field === "sku")!;
    if (!sku) {
      if (errors.length === before) err(skuCol, ROW_MESSAGES.skuRequired);
      continue;
    }
    const first = firstRowOfSku.get(sku.toLowerCase());
    if (first !== undefined) err(skuCol, ROW_MESSAGES.duplicateSku(sku, first));
    else firstRowOfSku.set(sku.toLowerCase(), raw.row);
    rows.push({ row: raw.row, sku, values });
  }
  return {
    sheetName,
    rows,
    headers: columns.map((c) => c.header),
    errors,
    warnings: ignored.map((h) => EXTRA_MESSAGES.unknownHeader(h)),
  };
}

/** The trimmed text of a cell ('' when blank); formula and length problems are reported, not returned. */
export function cellText(cell: Sheet["rows"][number]["cells"][number], report: (text: string) => void): string {
  if (!cell) return "";
  if ("problem" in cell) {
    report(cell.problem === "error" ? ROW_MESSAGES.formulaError(cell.code) : ROW_MESSAGES.formulaWithoutValue);
    return "";
  }
  const text = restoreNeutralized(cell.text.trim());
  if (text.length > IMPORT_LIMITS.maxCellChars) {
    report(ROW_MESSAGES.cellTooLong);
    return "";
  }
  return text;
}

/**
 * Gives each product row of the file the values of its SKU's row in the second sheet. A SKU there
 * that no product row has is a warning and its row is skipped (as unknown accessories are).
 */
export function attachExtra(file: ParsedFile, extra: ParsedExtra): ParsedFile {
  const bySku = new Map(file.rows.filter((r) => r.sku).map((r) => [r.sku.toLowerCase(), r]));
  const warnings = [...extra.warnings];
  for (const x of extra.rows) {
    const product = bySku.get(x.sku.toLowerCase());
    if (!product) warnings.push(sheetRowError(extra.sheetName, x.row, null, EXTRA_MESSAGES.notInProducts(x.sku)));
    else product.extra ??= x.values;
  }
  return {
    ...file,
    warnings: [...file.warnings, ...warnings],
    sheetErrors: [...file.sheetErrors, ...extra.errors],
    extraSheet: { name: extra.sheetName, rows: extra.rows.length, columns: extra.headers },
  };
}

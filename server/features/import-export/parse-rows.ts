import {
  COLUMN_LABEL,
  FIELD_MAX_CHARS,
  HEADER_LOOKUP,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  REQUIRED_COLUMNS,
  ROW_MESSAGES,
  normalizeHeader,
  rowError,
  type ExtraValues,
  type ImportColumn,
  type ValidationError,
} from "../../../contracts/import-export.ts";
import { unprocessable } from "../../lib/errors.ts";
import { INT32_MAX } from "../../../contracts/int32.ts";
import { restoreNeutralized, splitList, splitRelated } from "./cell-syntax.ts";
import { parseDecimal, parseInteger } from "../../../contracts/typed-number.ts";
import { IMAGE_REF_INVALID, isSafeImageRef } from "../../../contracts/images.ts";
import type { DocumentImportRow } from "./parse-documents.ts";
import type { Sheet } from "./read-sheet.ts";

/** One product row of the file, parsed; absent keys mean "blank cell: keep what is there". */
export type ParsedRow = {
  row: number;
  sku: string;
  values: Partial<Record<ImportColumn, string>>;
  price?: { text: string; amount: string | null };
  stock?: { text: string; quantity: number | null };
  minStock?: number;
  features?: string[];
  applications?: string[];
  accessories?: string[];
  related?: { sku: string; type: string }[];
  /** From the 'Datos adicionales' sheet, when the file has a row for this SKU there. */
  extra?: ExtraValues;
  errors: ValidationError[];
};

export type ParsedFile = {
  columns: { header: string; field: ImportColumn; col: number }[];
  ignoredColumns: string[];
  rows: ParsedRow[];
  warnings: string[];
  /** Errors of other sheets than the products' ('Datos adicionales'); listed after the products'. */
  sheetErrors: ValidationError[];
  extraSheet: { name: string; rows: number; columns: string[] } | null;
  /** The checked rows of 'Documentos', attached after the products are saved. */
  documents?: DocumentImportRow[];
};

const MAX_PRICE = 9_999_999_999.99;

/** Maps headers to columns; a file without SKU or name columns is rejected as a whole. */
export function mapHeaders(headers: string[]) {
  const columns: ParsedFile["columns"] = [];
  const ignoredColumns: string[] = [];
  headers.forEach((header, col) => {
    if (!header) return;
    const field = HEADER_LOOKUP.get(normalizeHeader(header));
    if (!field) {
      ignoredColumns.push(header);
      return;
    }
    const other = columns.find((c) => c.field === field);
    if (other) throw unprocessable(IMPORT_MESSAGES.duplicateHeader(header, other.header));
    columns.push({ header, field, col });
  });
  const missing = REQUIRED_COLUMNS.filter((f) => !columns.some((c) => c.field === f));
  if (missing.length) throw unprocessable(IMPORT_MESSAGES.missingColumns(missing.map((f) => COLUMN_LABEL[f])));
  return { columns, ignoredColumns };
}

/** Cell texts → typed row values and the row's own errors (checks that need no database). */
export function parseSheet(sheet: Sheet): ParsedFile {
  const { columns, ignoredColumns } = mapHeaders(sheet.headers);
  const firstRowOfSku = new Map<string, number>();
  const rows = sheet.rows.map((raw) => {
    const out: ParsedRow = { row: raw.row, sku: "", values: {}, errors: [] };
    const err = (col: { header: string; field: ImportColumn } | null, text: string) =>
      out.errors.push({
        row: raw.row,
        column: col?.header ?? null,
        field: col?.field ?? null,
        message: rowError(raw.row, col?.header ?? null, text),
      });

    for (const col of columns) {
      const cell = raw.cells[col.col];
      if (!cell) continue;
      if ("problem" in cell) {
        err(col, cell.problem === "error" ? ROW_MESSAGES.formulaError(cell.code) : ROW_MESSAGES.formulaWithoutValue);
        continue;
      }
      const text = restoreNeutralized(cell.text.trim());
      if (!text) continue;
      if (text.length > IMPORT_LIMITS.maxCellChars) {
        err(col, ROW_MESSAGES.cellTooLong);
        continue;
      }
      const max = FIELD_MAX_CHARS[col.field];
      if (max && text.length > max) {
        err(col, ROW_MESSAGES.tooLong(max));
        continue;
      }
      out.values[col.field] = text;
      parseField(out, col, text, err);
    }

    const skuCol = columns.find((c) => c.field === "sku")!;
    out.sku = out.values.sku ?? "";
    if (!out.sku && !out.errors.some((e) => e.field === "sku")) err(skuCol, ROW_MESSAGES.skuRequired);
    if (out.sku) {
      const key = out.sku.toLowerCase();
      const first = firstRowOfSku.get(key);
      if (first !== undefined) err(skuCol, ROW_MESSAGES.duplicateSku(out.sku, first));
      else firstRowOfSku.set(key, raw.row);
    }
    return out;
  });
  const warnings = ignoredColumns.map((h) => IMPORT_MESSAGES.unknownHeader(h));
  return { columns, ignoredColumns, rows, warnings, sheetErrors: [], extraSheet: null };
}

type ErrFn = (col: { header: string; field: ImportColumn }, text: string) => void;

function parseField(out: ParsedRow, col: { header: string; field: ImportColumn }, text: string, err: ErrFn) {
  switch (col.field) {
    case "price": {
      const amount = parseDecimal(text);
      if (amount !== null && amount.startsWith("-")) return err(col, ROW_MESSAGES.negative);
      if (amount !== null && Number(amount) > MAX_PRICE) return err(col, ROW_MESSAGES.priceTooLarge);
      out.price = { text, amount };
      return;
    }
    case "stock_quantity": {
      const quantity = parseInteger(text);
      if (quantity !== null && quantity < 0) return err(col, ROW_MESSAGES.negative);
      if (quantity !== null && quantity > INT32_MAX) return err(col, ROW_MESSAGES.numberTooLarge);
      out.stock = { text, quantity };
      return;
    }
    case "min_stock_level": {
      const n = parseInteger(text);
      if (n === null) return err(col, ROW_MESSAGES.notInteger);
      if (n < 0) return err(col, ROW_MESSAGES.negative);
      if (n > INT32_MAX) return err(col, ROW_MESSAGES.numberTooLarge);
      out.minStock = n;
      return;
    }
    case "main_image":
      // The form's rule and message (contracts): a `javascript:` address is no image.
      if (!isSafeImageRef(text)) err(col, IMAGE_REF_INVALID);
      return;
    case "features":
      out.features = nonEmpty(splitList(text));
      return;
    case "applications":
      out.applications = nonEmpty(splitList(text));
      return;
    case "accessories":
      out.accessories = nonEmpty(dedupe(splitList(text), (s) => s.toLowerCase()));
      return;
    case "related_products": {
      const items: { sku: string; type: string }[] = [];
      for (const item of splitRelated(text)) {
        if (!item.sku || item.type === null || item.type === "") err(col, ROW_MESSAGES.relatedFormat(item.raw));
        else if (item.type.length < 2) err(col, ROW_MESSAGES.relatedTypeShort(item.raw));
        else items.push({ sku: item.sku, type: item.type });
      }
      out.related = nonEmpty(dedupe(items, (i) => i.sku.toLowerCase()));
      return;
    }
    default:
      return;
  }
}

/** A list cell with no items (";") is as good as blank: it never erases the current list. */
const nonEmpty = <T>(items: T[]) => (items.length ? items : undefined);

function dedupe<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(key(i)) ? false : (seen.add(key(i)), true)));
}

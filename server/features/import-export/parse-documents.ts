import type { DocumentType } from "../../../contracts/documents.ts";
import {
  DOCUMENT_HEADER_LOOKUP,
  DOCUMENT_IMPORT_MESSAGES as M,
  DOCUMENT_SHEET_COLUMNS,
  documentTypeFromCell,
  type DocumentSheetKey,
} from "../../../contracts/import-documents.ts";
import {
  DOCUMENTS_SHEET_NAME,
  normalizeHeader,
  sheetRowError,
  type ValidationError,
} from "../../../contracts/import-export.ts";
import { unprocessable } from "../../lib/errors.ts";
import { cellText } from "./parse-extra.ts";
import type { ParsedFile } from "./parse-rows.ts";
import type { Sheet } from "./read-sheet.ts";

/** One row of 'Documentos', checked: what to download and attach once the products are saved. */
export type DocumentImportRow = { row: number; sku: string; title: string; type: DocumentType; url: string };

type Column = { header: string; key: DocumentSheetKey; col: number };

function mapHeaders(headers: string[]): Column[] {
  const columns: Column[] = [];
  headers.forEach((header, col) => {
    const key = header ? DOCUMENT_HEADER_LOOKUP.get(normalizeHeader(header)) : undefined;
    if (key && !columns.some((c) => c.key === key)) columns.push({ header, key, col });
  });
  if (columns.length < DOCUMENT_SHEET_COLUMNS.length) throw unprocessable(M.missingColumns);
  return columns;
}

/** An absolute http(s) address, or the site's own download path as an older export may hold it. */
const isDocumentUrl = (text: string) => /^https?:\/\/[^\s/]+/i.test(text) || /^\/api\/products\//.test(text);

/**
 * Reads 'Documentos' into the file: every cell checked (errors block the import like any other),
 * rows whose SKU is not among the products skipped with a warning (as in 'Datos adicionales').
 */
export function attachDocumentsSheet(file: ParsedFile, sheet: Sheet): ParsedFile {
  const sheetName = sheet.sheetName ?? DOCUMENTS_SHEET_NAME;
  const columns = mapHeaders(sheet.headers);
  const skus = new Set(file.rows.map((r) => r.sku.toLowerCase()).filter(Boolean));
  const errors: ValidationError[] = [];
  const warnings: string[] = [];
  const documents: DocumentImportRow[] = [];

  for (const raw of sheet.rows) {
    const before = errors.length;
    const err = (col: Column, text: string) =>
      errors.push({
        sheet: sheetName,
        row: raw.row,
        column: col.header,
        field: null,
        message: sheetRowError(sheetName, raw.row, col.header, text),
      });
    const cell = {} as Record<DocumentSheetKey, string>;
    for (const col of columns) cell[col.key] = cellText(raw.cells[col.col], (t) => err(col, t));
    const column = (key: DocumentSheetKey) => columns.find((c) => c.key === key)!;
    if (!cell.sku) err(column("sku"), M.skuRequired);
    if (!cell.title) err(column("title"), M.titleRequired);
    const type = documentTypeFromCell(cell.type);
    if (!type) err(column("type"), M.typeInvalid);
    if (!isDocumentUrl(cell.url)) err(column("url"), M.urlInvalid);
    if (errors.length > before || !type) continue;
    if (!skus.has(cell.sku.toLowerCase())) {
      warnings.push(sheetRowError(sheetName, raw.row, null, M.notInProducts(cell.sku)));
      continue;
    }
    documents.push({ row: raw.row, sku: cell.sku, title: cell.title, type, url: cell.url });
  }
  return {
    ...file,
    warnings: [...file.warnings, ...warnings],
    sheetErrors: [...file.sheetErrors, ...errors],
    documents,
  };
}

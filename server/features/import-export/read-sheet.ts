import type { Row } from "exceljs";
import { loadExcelJS } from "../../lib/lazy-modules.ts";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../contracts/import-export.ts";
import { AppError } from "../../lib/errors.ts";
import { readCell, type CellRead } from "./cell-text.ts";
import { openXlsx, type SheetRole } from "./xlsx-container.ts";

export type SheetRow = { row: number; cells: (CellRead | undefined)[] };
export type Sheet = {
  sheetName: string | null;
  headerRow: number;
  /** Header text by column number (1-based; holes for blank headers). */
  headers: string[];
  rows: SheetRow[];
};

// A cell this long is already an error: keep just enough of it to say so.
const KEEP_CHARS = IMPORT_LIMITS.maxCellChars + 1;

const isBlank = (c: CellRead | undefined) => !c || ("text" in c && c.text.trim() === "");

export type Workbook = { products: Sheet; extra: Sheet | null; documents: Sheet | null };

/**
 * Streams the first sheet of an uploaded .xlsx (the products) and, when there are, the
 * 'Datos adicionales' and 'Documentos' sheets (exceljs WorkbookReader) into header + rows of cell texts.
 * File-level problems become AppErrors with the Spanish messages of spec §8.
 */
export async function readWorkbook(buf: Buffer): Promise<Workbook> {
  const parts = await openXlsx(buf);
  const ExcelJS = await loadExcelJS();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(parts.stream(), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });

  // The container hands the sheets over in `parts.sheets` order, so the n-th one emitted is the n-th listed.
  const read = new Map<SheetRole, Sheet>();
  try {
    for await (const worksheet of reader) {
      const meta = parts.sheets[read.size];
      if (!meta) break;
      read.set(meta.role, await readRows(worksheet as AsyncIterable<Row>, meta.name));
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(422, IMPORT_MESSAGES.generic);
  }
  const products = read.get("products");
  if (!products) throw new AppError(422, IMPORT_MESSAGES.noSheets);
  if (!products.headers.length) throw new AppError(422, IMPORT_MESSAGES.emptySheet);
  if (products.rows.length === 0) throw new AppError(422, IMPORT_MESSAGES.noDataRows);
  // An optional sheet without even a header row says nothing: the file imports as if it had none.
  const optional = (role: SheetRole) => {
    const sheet = read.get(role);
    return sheet?.headers.length ? sheet : null;
  };
  return { products, extra: optional("extra"), documents: optional("documents") };
}

async function readRows(worksheet: AsyncIterable<Row>, sheetName: string | null): Promise<Sheet> {
  let headers: string[] | null = null;
  let headerRow = 0;
  const rows: SheetRow[] = [];
  for await (const row of worksheet) {
    const cells: (CellRead | undefined)[] = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      const read = readCell(cell.value, cell.numFmt);
      cells[col] = "text" in read && read.text.length > KEEP_CHARS ? { text: read.text.slice(0, KEEP_CHARS) } : read;
    });
    if (cells.every(isBlank)) continue;
    if (!headers) {
      headers = cells.map((c) => (c && "text" in c ? c.text.trim() : ""));
      headerRow = row.number;
      continue;
    }
    if (rows.length >= IMPORT_LIMITS.maxRows) throw new AppError(413, IMPORT_MESSAGES.tooManyRows);
    rows.push({ row: row.number, cells });
  }
  return { sheetName, headerRow, headers: headers ?? [], rows };
}

import ExcelJS from "exceljs";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../contracts/import-export.ts";
import { AppError } from "../../lib/errors.ts";
import { readCell, type CellRead } from "./cell-text.ts";
import { openXlsx } from "./xlsx-container.ts";

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

/**
 * Streams the first sheet of an uploaded .xlsx (exceljs WorkbookReader) into header + rows of
 * cell texts. File-level problems become AppErrors with the Spanish messages of spec §8.
 */
export async function readSheet(buf: Buffer): Promise<Sheet> {
  const parts = await openXlsx(buf);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(parts.stream(), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });

  let headers: string[] | null = null;
  let headerRow = 0;
  const rows: SheetRow[] = [];
  let sawSheet = false;
  try {
    for await (const worksheet of reader) {
      sawSheet = true;
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
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
      break; // only the first sheet holds products
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(422, IMPORT_MESSAGES.generic);
  }
  if (!sawSheet) throw new AppError(422, IMPORT_MESSAGES.noSheets);
  if (!headers) throw new AppError(422, IMPORT_MESSAGES.emptySheet);
  if (rows.length === 0) throw new AppError(422, IMPORT_MESSAGES.noDataRows);
  return { sheetName: parts.sheetName, headerRow, headers, rows };
}

import { IMPORT_MESSAGES } from "../../../contracts/import-export.ts";
import { PARTS_LIST_MESSAGES, parsePartsText, type ColumnRole } from "../../../contracts/parts-list.ts";
import { entriesOf } from "../../../contracts/parts-list-read.ts";
import { AppError } from "../../lib/errors.ts";
import { readWorkbook, type SheetRow } from "../import-export/read-sheet.ts";

const isCsv = (filename: string, mimetype: string) =>
  /\.(csv|txt)$/i.test(filename) || /^text\/(csv|plain)/i.test(mimetype);

/**
 * Excel on Windows still saves "CSV" in Windows-1252 unless told "CSV UTF-8": accept both. A NUL
 * byte means a binary file renamed .csv.
 */
function decodeCsv(buf: Buffer): string {
  if (buf.includes(0)) throw new AppError(415, PARTS_LIST_MESSAGES.notText);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(buf);
  } catch {
    return new TextDecoder("windows-1252").decode(buf);
  }
}

const cellTexts = (cells: SheetRow["cells"]) => Array.from(cells, (c) => (c && "text" in c ? c.text : "")).slice(1); // exceljs columns are 1-based

/**
 * The list in an uploaded .xlsx or .csv. Anything not a .csv goes through the admin import's
 * reader, so it gets the same byte-level checks (zip, encryption, zip bombs) and messages.
 */
export type ReadList = ReturnType<typeof entriesOf>;

export async function readPartsFile(
  buf: Buffer,
  filename: string,
  mimetype: string,
  roles?: ColumnRole[],
): Promise<ReadList> {
  if (isCsv(filename, mimetype)) return parsePartsText(decodeCsv(buf), roles);
  const { products: sheet } = await readWorkbook(buf);
  if (!sheet.headers.length) throw new AppError(422, IMPORT_MESSAGES.emptySheet);
  // The reader takes the first non-blank row as headers; a list may have none, so it is a row too.
  const header = { row: sheet.headerRow, cells: Array.from(sheet.headers, (h) => h ?? "").slice(1) };
  return entriesOf([header, ...sheet.rows.map((r) => ({ row: r.row, cells: cellTexts(r.cells) }))], roles);
}

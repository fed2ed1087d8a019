import { PassThrough, type Readable } from "node:stream";
import { loadExcelJS } from "../../lib/lazy-modules.ts";
import { documentTypeLabel, documentUrl } from "../../../contracts/documents.ts";
import { DOCUMENT_SHEET_COLUMNS, type DocumentSheetKey } from "../../../contracts/import-documents.ts";
import {
  DOCUMENTS_SHEET_NAME,
  EXPORT_SHEET_NAME,
  EXTRA_FIELDS,
  EXTRA_SHEET_NAME,
  EXTRA_SKU_HEADER,
  IMPORT_COLUMNS,
  INSTRUCTIONS_SHEET_NAME,
  WORKBOOK_INSTRUCTIONS,
  type ExtraStored,
  type ImportColumn,
} from "../../../contracts/import-export.ts";
import { PRODUCT_FIELDS, SHEET_FIELDS, TEXT_SHEET_COLUMNS, fromKeys } from "../../../contracts/product-fields.ts";
import { joinList, joinRelated, neutralizeFormula } from "./cell-syntax.ts";
import { formatGeneral } from "./cell-text.ts";
import type { ExportRow } from "./import-export.repository.ts";
import { nextTurn } from "../../lib/next-turn.ts";

export type SheetValues = Partial<Record<ImportColumn, string | null>>;
export type ExportedDocument = { title: string; type: string; url: string };
/**
 * A product as the workbook holds it: its 23 cells, its row of 'Datos adicionales' and its rows of
 * 'Documentos' (both keyed by SKU).
 */
export type ExportedProduct = { cells: SheetValues; extra: ExtraStored | null; documents?: ExportedDocument[] };

/** `publicUrl`: documents are exported as absolute download addresses, usable from anywhere. */
export function exportedProduct(p: ExportRow, publicUrl: string): ExportedProduct {
  return {
    cells: exportCells(p),
    extra: {
      is_active: p.is_active,
      original_price: p.original_price,
      series: p.series,
      iva_rate: p.iva_rate,
      id: p.id,
    },
    documents: (p.documents ?? []).map(([id, title, type]) => ({
      title,
      type,
      url: `${publicUrl}${documentUrl(p.id, id)}`,
    })),
  };
}

/** A product as the 23 cells of the export (and of the import that reads them back). */
function exportCells(p: ExportRow): SheetValues {
  return {
    ...fromKeys(TEXT_SHEET_COLUMNS, (c) => p[c]),
    brand: p.brand,
    category: p.category,
    subcategory: p.subcategory,
    price: p.price,
    stock_quantity: p.stock,
    min_stock_level: p.min_stock_level === null ? null : String(p.min_stock_level),
    features: p.features?.length ? joinList(p.features) : null,
    applications: p.applications?.length ? joinList(p.applications) : null,
    accessories: p.accessories?.length ? joinList(p.accessories) : null,
    related_products: p.related?.length ? joinRelated(p.related.map(([sku, type]) => ({ sku, type }))) : null,
  };
}

const DOCUMENT_WIDTH: Record<DocumentSheetKey, number> = { sku: 24, title: 40, type: 16, url: 70 };

const cellText = (v: string | null | undefined) =>
  v === null || v === undefined || v === "" ? null : neutralizeFormula(v);

/**
 * Quantities that may be typed as text ("Disponible", "2.5 kg", "380-480 VAC") and are plain
 * numbers most of the time; codes (SKU, frame size) stay text even when they are all digits.
 */
const NUMBER_KEYS: ReadonlySet<string> = new Set([
  ...PRODUCT_FIELDS.flatMap((f) => ("numberCell" in f ? ["column" in f ? f.column : f.key] : [])),
  // 'Datos adicionales': the product's id, a whole number Excel should not show as text.
  "id",
]);

/**
 * The number a cell can hold instead of `text`: only when the import reads that number back as
 * the very same text (so "00123", "90.750" and "1.250,50" stay text, "1250.5" becomes 1250.5).
 */
export function exactNumber(text: string): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && formatGeneral(n) === text ? n : null;
}

/** A cell as Excel should see it: a number where the value is one, otherwise defused text. */
export function cellValue(key: string, v: string | null | undefined): string | number | null {
  if (v !== null && v !== undefined && NUMBER_KEYS.has(key)) {
    const n = exactNumber(v);
    if (n !== null) return n;
  }
  return cellText(v);
}

/**
 * Streams the workbook: 'Productos' with the 23 columns, 'Datos adicionales' with one row per SKU
 * (the fields the 23 columns do not carry, see EXTRA_FIELDS), 'Documentos' with one row per
 * document (SKU, title, type, download URL) and a short 'Instrucciones' sheet.
 * Quantities that are plain numbers are written as numbers (see cellValue); everything else as text
 * (an inline string), so "00123", "90.750" and "1.250,50" reach Excel exactly as stored; text
 * starting with = + - @ gets a leading apostrophe (see neutralizeFormula).
 * `pages` yields products in order; the workbook is finished when it is exhausted.
 */
export function writeProductsXlsx(pages: AsyncIterable<ExportedProduct[]>): Readable {
  const out = new PassThrough();
  writeInto(out, pages).catch((err) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

async function writeInto(out: PassThrough, pages: AsyncIterable<ExportedProduct[]>) {
  const ExcelJS = await loadExcelJS();
  // No styles: with them exceljs resolves a style per cell and writes 4× slower; widths and the
  // frozen header row need none.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const frozen = { views: [{ state: "frozen" as const, ySplit: 1 }] };
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME, frozen);
  sheet.columns = SHEET_FIELDS.map((f) => ({ header: f.column, key: f.column, width: "width" in f ? f.width : 16 }));
  const extraSheet = workbook.addWorksheet(EXTRA_SHEET_NAME, frozen);
  extraSheet.columns = [
    { header: EXTRA_SKU_HEADER, key: "sku", width: 24 },
    ...EXTRA_FIELDS.map((f) => ({ header: f.header, key: f.key, width: f.width })),
  ];
  const documentsSheet = workbook.addWorksheet(DOCUMENTS_SHEET_NAME, frozen);
  documentsSheet.columns = DOCUMENT_SHEET_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: DOCUMENT_WIDTH[c.key],
  }));
  const help = workbook.addWorksheet(INSTRUCTIONS_SHEET_NAME);
  help.columns = [{ key: "text", width: 120 }];

  {
    // Written first so its zip entry is complete before the big sheets stream.
    for (const line of WORKBOOK_INSTRUCTIONS) help.addRow([line]).commit();
    help.commit();
    for await (const page of pages) {
      if (out.destroyed) return; // the client went away
      for (const { cells, extra, documents } of page) {
        sheet.addRow(IMPORT_COLUMNS.map((c) => cellValue(c, cells[c]))).commit();
        // exceljs zips one sheet at a time: these rows wait in memory (~200 B of XML each) until 'Productos' is done.
        if (extra)
          extraSheet
            .addRow([cellText(cells.sku), ...EXTRA_FIELDS.map((f) => cellValue(f.key, f.write(extra)))])
            .commit();
        for (const d of documents ?? [])
          documentsSheet.addRow([cellText(cells.sku), cellText(d.title), documentTypeLabel(d.type), d.url]).commit();
      }
      // Rows are read a page at a time and zipped as they come; yielding here lets the compressed
      // bytes flow to the client. A slow client holds at most the compressed file (~300 B a product).
      await nextTurn();
    }
    sheet.commit();
    extraSheet.commit();
    documentsSheet.commit();
    await workbook.commit();
  }
}

/** The whole workbook in memory (templates and tests: small files). */
export async function productsXlsxBuffer(rows: ExportedProduct[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = writeProductsXlsx(
    (async function* () {
      yield rows;
    })(),
  );
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

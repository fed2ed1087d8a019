import type { Readable } from "node:stream";
import {
  CLEAR_CONFIRMATION_PHRASE,
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ClearResult,
  type ImportPreview,
  type ImportSystemResult,
  type PreviewRow,
} from "../../../contracts/import-export.ts";
import { AppError, badRequest, unprocessable } from "../../lib/errors.ts";
import { exportedProduct, writeProductsXlsx } from "./export-xlsx.ts";
import { applyPlan } from "./import-apply.ts";
import type { ExportRow, ImportExportRepository } from "./import-export.repository.ts";
import { planImport, type Plan } from "./import-plan.ts";
import { attachDocumentsSheet, type DocumentImportRow } from "./parse-documents.ts";
import { attachExtra, parseExtraSheet } from "./parse-extra.ts";
import { parseSheet } from "./parse-rows.ts";
import { readWorkbook } from "./read-sheet.ts";
import { recordChange } from "../../lib/record-change.ts";
import { templateCsv, templateXlsx } from "./templates.ts";

const EXPORT_PAGE = 1_000;

async function parseUpload(buf: Buffer) {
  const { products, extra, documents } = await readWorkbook(buf);
  let file = parseSheet(products);
  if (extra) file = attachExtra(file, parseExtraSheet(extra));
  if (documents) file = attachDocumentsSheet(file, documents);
  return { sheet: products, file };
}

/** What attaches the 'Documentos' rows once the products are saved (the documents feature's service). */
export type DocumentAttacher = (
  rows: DocumentImportRow[],
  productIdOf: (sku: string) => number | undefined,
) => Promise<{ attached: number; warnings: string[] }>;

function previewOf(plan: Plan, sheetName: string | null): ImportPreview {
  const errorRows = new Set(plan.errors.filter((e) => !e.sheet).map((e) => e.row));
  const preview: PreviewRow[] = plan.rows.slice(0, IMPORT_LIMITS.previewRows).map((r) => ({
    row: r.row,
    action: r.action,
    has_errors: errorRows.has(r.row),
    values: Object.fromEntries(plan.file.columns.map((c) => [c.field, r.values[c.field] ?? ""])),
    price_amount: r.price?.amount ?? null,
    stock_amount: r.stock?.quantity ?? null,
  }));
  return {
    preview,
    validation_errors: plan.errors.slice(0, IMPORT_LIMITS.listedErrors),
    validation_error_count: plan.errors.length,
    warnings: plan.warnings.slice(0, IMPORT_LIMITS.listedErrors),
    can_import: plan.errors.length === 0,
    total_rows: plan.rows.length,
    to_create: plan.rows.filter((r) => r.action === "create").length,
    to_update: plan.rows.filter((r) => r.action === "update").length,
    sheet_name: sheetName,
    columns: [...plan.file.columns]
      .sort((a, b) => IMPORT_COLUMNS.indexOf(a.field) - IMPORT_COLUMNS.indexOf(b.field))
      .map(({ header, field }) => ({ header, field })),
    ignored_columns: plan.file.ignoredColumns,
    extra_sheet: plan.file.extraSheet,
    documents_to_attach: plan.file.documents?.length ?? 0,
    new_brands: plan.newBrands,
    new_categories: plan.newCategories,
    new_subcategories: plan.newSubcategories.map(({ category, name }) => ({ category, name })),
  };
}

export function createImportExportService({ repo }: { repo: ImportExportRepository }) {
  return {
    /** Reads and checks a file and says what importing it would do; writes nothing. */
    async preview(buf: Buffer): Promise<ImportPreview> {
      const { sheet, file } = await parseUpload(buf);
      const plan = await repo.transaction((tx) => planImport(repo, tx, file));
      return previewOf(plan, sheet.sheetName);
    },

    /**
     * All or nothing: one transaction; any validation error and nothing is written. The documents of
     * 'Documentos' are downloaded after that commit (a download must not hold the transaction open);
     * one that fails is a warning, the products stay saved.
     */
    async importFile(buf: Buffer, attachDocuments?: DocumentAttacher): Promise<ImportSystemResult> {
      const { file } = await parseUpload(buf);
      const saved = await repo.transaction(async (tx) => {
        const plan = await planImport(repo, tx, file);
        if (plan.errors.length) {
          throw unprocessable(
            IMPORT_MESSAGES.hasErrors(plan.errors.length),
            plan.errors.slice(0, IMPORT_LIMITS.listedErrors).map((e) => ({
              field: [e.sheet, e.row, e.field].filter((x) => x !== undefined && x !== null).join("."),
              message: e.message,
            })),
          );
        }
        const results = await applyPlan(repo, tx, plan);
        await recordChange(tx, { action: "import", entity: "import", summary: results });
        return { results, warnings: plan.warnings };
      });
      const rows = file.documents ?? [];
      const reattached = saved.results.documents_reattached;
      if (!attachDocuments || rows.length === 0) return { ...saved, documents_attached: reattached };
      const found = await repo.transaction((tx) => repo.findProductsBySku(tx, [...new Set(rows.map((r) => r.sku))]));
      const ids = new Map(found.map((p) => [p.input.toLowerCase(), p.id]));
      const docs = await attachDocuments(rows, (sku) => ids.get(sku.toLowerCase()));
      return {
        ...saved,
        warnings: [...saved.warnings, ...docs.warnings],
        documents_attached: reattached + docs.attached,
      };
    },

    /** The whole catalogue as a streamed .xlsx; the first page is read before any byte is sent. */
    async exportXlsx(publicUrl: string): Promise<Readable> {
      let first: ExportRow[];
      try {
        first = await repo.exportPage(0, EXPORT_PAGE);
      } catch {
        throw new AppError(500, IMPORT_MESSAGES.exportFetchFailed);
      }
      async function* pages() {
        let page = first;
        while (page.length) {
          yield page.map((p) => exportedProduct(p, publicUrl));
          if (page.length < EXPORT_PAGE) return;
          page = await repo.exportPage(page[page.length - 1].id, EXPORT_PAGE);
        }
      }
      return writeProductsXlsx(pages());
    },

    templateCsv,
    templateXlsx,

    async clearProducts(confirmation: string): Promise<ClearResult> {
      if (confirmation !== CLEAR_CONFIRMATION_PHRASE) throw badRequest(IMPORT_MESSAGES.clearConfirmation);
      const deleted_count = await repo.transaction(async (tx) => {
        const n = await repo.deleteAllProducts(tx);
        await recordChange(tx, { action: "wipe", entity: "catalog", summary: { deleted_count: n } });
        return n;
      });
      return { deleted_count, message: IMPORT_MESSAGES.cleared(deleted_count) };
    },
  };
}

export type ImportExportService = ReturnType<typeof createImportExportService>;

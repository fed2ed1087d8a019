import type { ImportPreview } from "../../../../contracts/import-export.ts";

/** Shared by the import tests (not a test file itself). */

/** A preview the server could answer: one valid row to create, `over` changing what a test is about. */
export const importPreview = (over: Partial<ImportPreview> = {}): ImportPreview => ({
  preview: [
    { row: 2, action: "create", has_errors: false, values: { sku: "A" }, price_amount: null, stock_amount: null },
  ],
  validation_errors: [],
  validation_error_count: 0,
  warnings: [],
  can_import: true,
  total_rows: 1,
  to_create: 1,
  to_update: 0,
  sheet_name: "Productos",
  columns: [{ header: "SKU", field: "sku" }],
  ignored_columns: [],
  extra_sheet: null,
  new_brands: [],
  new_categories: [],
  new_subcategories: [],
  documents_to_attach: 0,
  ...over,
});

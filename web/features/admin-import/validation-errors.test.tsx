import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ROW_MESSAGES, rowError, type ImportPreview } from "../../../contracts/import-export.ts";
import { ValidationErrors } from "./validation-errors.tsx";

const preview = (message: string): ImportPreview => ({
  preview: [],
  validation_errors: [{ row: 2, column: "sku", field: "sku", message }],
  validation_error_count: 1,
  warnings: [],
  can_import: false,
  total_rows: 1,
  to_create: 1,
  to_update: 0,
  sheet_name: "Productos",
  columns: [],
  ignored_columns: [],
  extra_sheet: null,
  new_brands: [],
  new_categories: [],
  new_subcategories: [],
  documents_to_attach: 0,
});

describe("ValidationErrors", () => {
  it("names the row and column once (the server's message already carries them)", () => {
    const message = rowError(2, "sku", ROW_MESSAGES.skuRequired);
    const html = renderToStaticMarkup(<ValidationErrors preview={preview(message)} />);
    expect(html).toContain("<li>Fila 2, columna «sku»: el SKU es obligatorio</li>");
    expect(html.match(/Fila 2/g)).toHaveLength(1);
  });
});

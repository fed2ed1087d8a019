import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ROW_MESSAGES, rowError } from "../../../../contracts/import-export.ts";
import { importPreview } from "./import-preview.test-support.ts";
import { ValidationErrors } from "./validation-errors.tsx";

const preview = (message: string) =>
  importPreview({
    preview: [],
    validation_errors: [{ row: 2, column: "sku", field: "sku", message }],
    validation_error_count: 1,
    can_import: false,
    columns: [],
  });

describe("ValidationErrors", () => {
  it("names the row and column once (the server's message already carries them)", () => {
    const message = rowError(2, "sku", ROW_MESSAGES.skuRequired);
    const html = renderToStaticMarkup(<ValidationErrors preview={preview(message)} />);
    expect(html).toContain("<li>Fila 2, columna «sku»: el SKU es obligatorio</li>");
    expect(html.match(/Fila 2/g)).toHaveLength(1);
  });
});

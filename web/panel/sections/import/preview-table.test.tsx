import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ImportPreview } from "../../../../contracts/import-export.ts";
import { importPreview } from "./import-preview.test-support.ts";
import { PreviewTable } from "./preview-table.tsx";

const preview = (extra: ImportPreview["extra_sheet"]) =>
  importPreview({
    preview: [
      {
        row: 2,
        action: "create",
        has_errors: false,
        values: { sku: "A-1", name: "Uno" },
        price_amount: null,
        stock_amount: null,
      },
    ],
    columns: [
      { header: "SKU", field: "sku" },
      { header: "Nombre", field: "name" },
    ],
    extra_sheet: extra,
  });

describe("PreviewTable", () => {
  it("says when the 'Datos adicionales' sheet was read", () => {
    const html = renderToStaticMarkup(
      <PreviewTable preview={preview({ name: "Datos adicionales", rows: 3, columns: ["SKU", "Activo", "Serie"] })} />,
    );
    expect(html).toContain("También se leyó la hoja «Datos adicionales»: 3 filas (SKU, Activo, Serie).");
    expect(renderToStaticMarkup(<PreviewTable preview={preview(null)} />)).not.toContain("Datos adicionales");
  });

  it("says how many documents the import will download (issue 14)", () => {
    const html = (n: number) =>
      renderToStaticMarkup(<PreviewTable preview={{ ...preview(null), documents_to_attach: n }} />);
    expect(html(2)).toContain("2 documentos de la hoja «Documentos» se descargarán al importar");
    expect(html(1)).toContain("1 documento de la hoja «Documentos» se descargará al importar");
    expect(html(0)).not.toContain("Documentos");
  });
});

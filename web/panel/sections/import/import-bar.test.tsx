import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../../../contracts/import-export.ts";
import { ImportBar } from "./import-bar.tsx";
import { importPreview } from "./import-preview.test-support.ts";
import type { ImportState } from "./import-state.ts";
import { UploadZone } from "./upload-zone.tsx";

const preview = (rows: number) => importPreview({ total_rows: rows, to_create: rows });

const noop = () => {};
const bar = (state: ImportState) => renderToStaticMarkup(<ImportBar state={state} onImport={noop} onCancel={noop} />);
const zone = (state: ImportState) =>
  renderToStaticMarkup(<UploadZone state={state} onFile={noop} onCancel={noop} onReset={noop} />);

describe("import bar and upload outcome (issue 14, defect 9)", () => {
  it("a cancelled upload is grey at the percentage it reached, never red at 100 %", () => {
    const html = bar({ phase: "cancelled", fileName: "a.xlsx", progress: 25 });
    expect(html).toContain("Subida cancelada");
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain("25%");
    expect(html).not.toContain("bg-red-600");
    expect(html).not.toContain("100%");
  });

  it("the upload's Cancel is in the fixed bar while uploading, and only then", () => {
    expect(bar({ phase: "uploading", fileName: "a.xlsx", progress: 25 })).toMatch(/<button[^>]*>.*Cancelar<\/button>/);
    expect(bar({ phase: "success", fileName: "a.xlsx", preview: preview(2) })).not.toContain("Cancelar");
  });

  it("the import button counts in Spanish: singular for one, grouped thousands", () => {
    expect(bar({ phase: "success", fileName: "a", preview: preview(1) })).toContain(">Importar 1 producto</button>");
    expect(bar({ phase: "success", fileName: "a", preview: preview(2) })).toContain(">Importar 2 productos</button>");
    expect(IMPORT_MESSAGES.importButton(12500)).toBe("Importar 12.500 productos");
  });

  it("the password hint appears only when the server says the file could not be read", () => {
    const missing = IMPORT_MESSAGES.missingColumns(["Nombre"]);
    const read = zone({ phase: "error", fileName: "a.xlsx", message: missing, details: [] });
    expect(read).toContain(missing);
    expect(read).not.toContain("protegido con contraseña");
    const network = zone({ phase: "error", fileName: "a.xlsx", message: "Error de red: Failed to fetch", details: [] });
    expect(network).not.toContain("protegido con contraseña");
    const unreadable = zone({ phase: "error", fileName: "a.xlsx", message: IMPORT_MESSAGES.generic, details: [] });
    expect(unreadable.match(/protegido con contraseña/g)).toHaveLength(1);
  });

  it("a cancel is a status, not an alert, with retry and close and no hint", () => {
    const html = zone({ phase: "cancelled", fileName: "a.xlsx", progress: 25 });
    expect(html).toContain('role="status"');
    expect(html).not.toContain('role="alert"');
    expect(html).toContain(IMPORT_MESSAGES.uploadCancelled);
    expect(html).toContain("Reintentar");
    expect(html).not.toContain("protegido con contraseña");
  });
});

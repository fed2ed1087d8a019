import { describe, expect, it } from "vitest";
import {
  IDLE,
  canImport,
  importReducer,
  isXlsxName,
  lateWarnings,
  progressOf,
  resultSummary,
  type ImportAction,
  type ImportState,
} from "./import-state.ts";
import { importPreview } from "./import-preview.test-support.ts";

const run = (...actions: ImportAction[]) => actions.reduce<ImportState>(importReducer, IDLE);
const results = {
  products_created: 2,
  products_updated: 1,
  features_created: 3,
  applications_created: 0,
  accessories_created: 1,
  related_products_created: 4,
  brands_created: 1,
  categories_created: 0,
  subcategories_created: 0,
  documents_reattached: 0,
};

describe("import progress (admin §4)", () => {
  it("idle → uploading at 10 → 25 → 75 → 100 → success with the preview", () => {
    let s = run({ type: "upload", fileName: "a.xlsx" });
    expect(s).toEqual({ phase: "uploading", fileName: "a.xlsx", progress: 10 });
    for (const p of [25, 75, 100]) {
      s = importReducer(s, { type: "progress", percent: p });
      expect(progressOf(s)).toBe(p);
    }
    s = importReducer(s, { type: "previewed", preview: importPreview() });
    expect(s.phase).toBe("success");
    expect(canImport(s)).toBe(true);
  });

  it("progress never goes back", () => {
    const s = run(
      { type: "upload", fileName: "a.xlsx" },
      { type: "progress", percent: 75 },
      { type: "progress", percent: 25 },
    );
    expect(progressOf(s)).toBe(75);
  });

  it("the import button needs success, a preview and can_import", () => {
    expect(
      canImport(
        run({ type: "upload", fileName: "a" }, { type: "previewed", preview: importPreview({ can_import: false }) }),
      ),
    ).toBe(false);
    expect(
      canImport(run({ type: "upload", fileName: "a" }, { type: "previewed", preview: importPreview({ preview: [] }) })),
    ).toBe(false);
    expect(canImport(run({ type: "upload", fileName: "a" }))).toBe(false);
  });

  it("import refuses to start without can_import", () => {
    const s = run(
      { type: "upload", fileName: "a" },
      { type: "previewed", preview: importPreview({ can_import: false }) },
      { type: "import" },
    );
    expect(s.phase).toBe("success");
  });

  it("success → processing → imported → reset to idle", () => {
    const s = run(
      { type: "upload", fileName: "a" },
      { type: "previewed", preview: importPreview() },
      { type: "import" },
    );
    expect(s.phase).toBe("processing");
    const done = importReducer(s, { type: "imported", results });
    expect(done).toMatchObject({ phase: "imported", results });
    expect(importReducer(done, { type: "reset" })).toEqual(IDLE);
  });

  it("an error keeps the file name and the details; a late answer after reset is ignored", () => {
    const s = run(
      { type: "upload", fileName: "a.xlsx" },
      { type: "failed", message: "Subida cancelada por el usuario." },
    );
    expect(s).toEqual({ phase: "error", fileName: "a.xlsx", message: "Subida cancelada por el usuario.", details: [] });
    expect(run({ type: "reset" }, { type: "failed", message: "x" })).toEqual(IDLE);
    expect(run({ type: "reset" }, { type: "previewed", preview: importPreview() })).toEqual(IDLE);
  });

  it("cancel stops the upload where it was: not an error, not at 100 % (issue 14, defect 9)", () => {
    const s = run({ type: "upload", fileName: "a.xlsx" }, { type: "progress", percent: 25 }, { type: "cancelled" });
    expect(s).toEqual({ phase: "cancelled", fileName: "a.xlsx", progress: 25 });
    expect(progressOf(s)).toBe(25);
    // A late answer of the aborted request changes nothing; retry or close go back to idle.
    expect(importReducer(s, { type: "previewed", preview: importPreview() })).toBe(s);
    expect(importReducer(s, { type: "progress", percent: 100 })).toBe(s);
    expect(importReducer(s, { type: "reset" })).toEqual(IDLE);
    // Only an upload in flight can be cancelled.
    const ready = run({ type: "upload", fileName: "a" }, { type: "previewed", preview: importPreview() });
    expect(importReducer(ready, { type: "cancelled" })).toBe(ready);
  });

  it("summarises every result count", () => {
    expect(resultSummary(results)).toBe(
      "Importación completada: 2 productos creados, 1 actualizados, 3 características, 0 aplicaciones, 1 accesorios y 4 productos relacionados.",
    );
  });

  it("adds the documents attached, and lists only the warnings the preview did not show", () => {
    expect(resultSummary(results, 1)).toMatch(/relacionados\. Se adjuntó 1 documento\.$/);
    expect(resultSummary(results, 3)).toMatch(/Se adjuntaron 3 documentos\.$/);
    expect(lateWarnings(["a", "Documento «Ficha» de X: no se pudo descargar"], ["a"])).toEqual([
      "Documento «Ficha» de X: no se pudo descargar",
    ]);
  });

  it("accepts only .xlsx names", () => {
    expect(isXlsxName("Catálogo 2026.XLSX")).toBe(true);
    expect(isXlsxName("a.xls")).toBe(false);
    expect(isXlsxName("a.csv")).toBe(false);
  });
});

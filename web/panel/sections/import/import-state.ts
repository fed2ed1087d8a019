import type { ImportPreview, ImportResults } from "../../../../contracts/import-export.ts";

/**
 * The Import screen's progress (admin spec §4): idle → uploading (10, 25, 75, 100) → success
 * (preview ready) or error; from success with can_import → processing → imported, which resets to
 * idle after 2 s. Cancel stops an upload where it was (cancelled: not an error, nothing at 100 %);
 * retry and close go back to idle.
 */
export type ImportState =
  | { phase: "idle" }
  | { phase: "uploading"; fileName: string; progress: number }
  | { phase: "success"; fileName: string; preview: ImportPreview }
  | { phase: "cancelled"; fileName: string; progress: number }
  | { phase: "error"; fileName: string | null; message: string; details: string[] }
  | { phase: "processing"; fileName: string; preview: ImportPreview }
  | { phase: "imported"; fileName: string; results: ImportResults };

export type ImportAction =
  | { type: "upload"; fileName: string }
  | { type: "progress"; percent: number }
  | { type: "previewed"; preview: ImportPreview }
  | { type: "cancelled" }
  | { type: "failed"; message: string; details?: string[] }
  | { type: "import" }
  | { type: "imported"; results: ImportResults }
  | { type: "reset" };

export const IDLE: ImportState = { phase: "idle" };

export const RESET_AFTER_IMPORT_MS = 2000;

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case "upload":
      return { phase: "uploading", fileName: action.fileName, progress: 10 };
    case "progress":
      // Progress only moves forward, and only while uploading.
      if (state.phase !== "uploading") return state;
      return { ...state, progress: Math.max(state.progress, Math.min(100, action.percent)) };
    case "previewed":
      if (state.phase !== "uploading") return state;
      return { phase: "success", fileName: state.fileName, preview: action.preview };
    case "cancelled":
      if (state.phase !== "uploading") return state;
      return { phase: "cancelled", fileName: state.fileName, progress: state.progress };
    case "failed":
      if (state.phase === "idle") return state;
      return {
        phase: "error",
        fileName: "fileName" in state ? state.fileName : null,
        message: action.message,
        details: action.details ?? [],
      };
    case "import":
      if (!canImport(state) || state.phase !== "success") return state;
      return { phase: "processing", fileName: state.fileName, preview: state.preview };
    case "imported":
      if (state.phase !== "processing") return state;
      return { phase: "imported", fileName: state.fileName, results: action.results };
    case "reset":
      return IDLE;
  }
}

/** The import button shows only in success, with a preview, when the server says can_import. */
export function canImport(state: ImportState): boolean {
  return state.phase === "success" && state.preview.preview.length > 0 && state.preview.can_import;
}

/** A percentage for the bottom bar in every phase. */
export function progressOf(state: ImportState): number {
  switch (state.phase) {
    case "idle":
      return 0;
    case "uploading":
    case "cancelled":
      return state.progress;
    default:
      return 100;
  }
}

/** The spec's result summary (success toast, 8000 ms), with the documents attached when there were. */
export function resultSummary(r: ImportResults, documents = 0): string {
  const summary = [
    `Importación completada: ${r.products_created} productos creados, ${r.products_updated} actualizados`,
    `${r.features_created} características, ${r.applications_created} aplicaciones`,
    `${r.accessories_created} accesorios y ${r.related_products_created} productos relacionados.`,
  ].join(", ");
  if (documents === 0) return summary;
  return `${summary} ${documents === 1 ? "Se adjuntó 1 documento." : `Se adjuntaron ${documents} documentos.`}`;
}

/** The import's warnings the preview did not show already (documents that could not be attached). */
export function lateWarnings(warnings: string[], shown: string[]): string[] {
  const seen = new Set(shown);
  return warnings.filter((w) => !seen.has(w));
}

/** Only .xlsx files (admin §5); the server checks the content too. */
export function isXlsxName(name: string): boolean {
  return /\.xlsx$/i.test(name.trim());
}

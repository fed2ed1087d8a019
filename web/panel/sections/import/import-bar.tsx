import { CheckCircle2, Upload, X } from "lucide-react";
import { IMPORT_MESSAGES } from "../../../../contracts/import-export.ts";
import { Button } from "../../../ui/button.tsx";
import { canImport, progressOf, type ImportState } from "./import-state.ts";

const LABEL: Record<ImportState["phase"], string> = {
  idle: "Selecciona un archivo para comenzar",
  uploading: "Subiendo archivo...",
  cancelled: "Subida cancelada",
  success: "Vista previa lista",
  error: "Hubo un problema con el archivo",
  processing: "Importando productos...",
  imported: "Importación completada",
};

const TONE: Partial<Record<ImportState["phase"], string>> = {
  error: "bg-red-600",
  imported: "bg-emerald-600",
  // Stopped by the user where it was: not a failure.
  cancelled: "bg-slate-400 dark:bg-slate-500",
};

/**
 * The fixed bottom bar (admin §2): progress, the upload's Cancel (always in view, wherever the page
 * is scrolled), and the import button only when it can import.
 */
export function ImportBar({
  state,
  onImport,
  onCancel,
}: {
  state: ImportState;
  onImport: () => void;
  onCancel: () => void;
}) {
  if (state.phase === "idle") return null;
  const progress = progressOf(state);
  const tone = TONE[state.phase] ?? "bg-primary-600";
  const text =
    state.phase === "success" && !state.preview.can_import
      ? "Corrige los errores del archivo para poder importar"
      : LABEL[state.phase];
  return (
    <div
      data-testid="import-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur dark:border-slate-700 dark:bg-surface-dark/95"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex items-center justify-between text-sm">
            <span className="flex items-center gap-1.5 font-medium text-slate-800 dark:text-slate-200" role="status">
              {state.phase === "imported" && <CheckCircle2 size={16} aria-hidden className="text-emerald-600" />}
              {text}
            </span>
            <span className="tabular-nums text-slate-500">{state.phase === "processing" ? "" : `${progress}%`}</span>
          </div>
          <div
            role="progressbar"
            aria-label="Progreso de la importación"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.phase === "processing" ? undefined : progress}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className={`h-full ${tone} transition-all ${state.phase === "processing" ? "w-1/3 motion-safe:animate-pulse" : ""}`}
              style={state.phase === "processing" ? undefined : { width: `${progress}%` }}
            />
          </div>
        </div>
        {state.phase === "uploading" && (
          <Button variant="secondary" icon={<X size={16} aria-hidden />} onClick={onCancel}>
            Cancelar
          </Button>
        )}
        {(canImport(state) || state.phase === "processing") && "preview" in state && (
          <Button
            icon={<Upload size={16} aria-hidden />}
            loading={state.phase === "processing"}
            onClick={onImport}
            data-testid="import-button"
          >
            {state.phase === "processing" ? "Importando..." : IMPORT_MESSAGES.importButton(state.preview.total_rows)}
          </Button>
        )}
      </div>
    </div>
  );
}

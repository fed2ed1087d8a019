import { CheckCircle2, Upload } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { canImport, progressOf, type ImportState } from "./import-state.ts";

const LABEL: Record<ImportState["phase"], string> = {
  idle: "Selecciona un archivo para comenzar",
  uploading: "Subiendo archivo...",
  success: "Vista previa lista",
  error: "Hubo un problema con el archivo",
  processing: "Importando productos...",
  imported: "Importación completada",
};

/** The fixed bottom bar (admin §2): progress, and the import button only when it can import. */
export function ImportBar({ state, onImport }: { state: ImportState; onImport: () => void }) {
  if (state.phase === "idle") return null;
  const progress = progressOf(state);
  const tone =
    state.phase === "error" ? "bg-red-600" : state.phase === "imported" ? "bg-emerald-600" : "bg-primary-600";
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
        {(canImport(state) || state.phase === "processing") && "preview" in state && (
          <Button
            icon={<Upload size={16} aria-hidden />}
            loading={state.phase === "processing"}
            onClick={onImport}
            data-testid="import-button"
          >
            {state.phase === "processing" ? "Importando..." : `Importar ${state.preview.total_rows} productos`}
          </Button>
        )}
      </div>
    </div>
  );
}

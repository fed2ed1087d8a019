import { FileSpreadsheet, RotateCcw, Upload, X } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../../contracts/import-export.ts";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import type { ImportState } from "./import-state.ts";

type Props = {
  state: ImportState;
  onFile: (file: File) => void;
  onCancel: () => void;
  onReset: () => void;
};

const XLSX_ACCEPT = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Drag-and-drop or button; shows the upload's progress, and the error with retry / close. */
export function UploadZone({ state, onFile, onCancel, onReset }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const busy = state.phase === "uploading" || state.phase === "processing";

  function drop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  }

  return (
    <Card title="Subir archivo">
      <div
        data-testid="upload-zone"
        onDragOver={(e) => {
          e.preventDefault();
          if (!busy) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors ${
          over ? "border-primary-500 bg-primary-50 dark:bg-primary-950/30" : "border-slate-300 dark:border-slate-700"
        }`}
      >
        <FileSpreadsheet size={40} aria-hidden className="text-slate-400" />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Arrastra aquí tu archivo Excel (.xlsx) o selecciónalo desde tu equipo.
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Máximo {IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB.
        </p>
        <input
          ref={input}
          type="file"
          accept={XLSX_ACCEPT}
          className="sr-only"
          aria-label="Archivo Excel (.xlsx)"
          data-testid="import-file-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) onFile(file);
          }}
        />
        <Button icon={<Upload size={16} aria-hidden />} disabled={busy} onClick={() => input.current?.click()}>
          Seleccionar archivo
        </Button>
      </div>

      {state.phase === "uploading" && (
        <div className="mt-4 space-y-2" data-testid="upload-progress">
          <div className="flex items-center justify-between text-sm">
            <span className="text-slate-700 dark:text-slate-300">
              Subiendo y analizando <strong>{state.fileName}</strong>... {state.progress}%
            </span>
            <Button variant="secondary" size="sm" icon={<X size={14} aria-hidden />} onClick={onCancel}>
              Cancelar
            </Button>
          </div>
          <div
            role="progressbar"
            aria-label="Progreso de la subida"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.progress}
            className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full bg-primary-600 transition-all" style={{ width: `${state.progress}%` }} />
          </div>
        </div>
      )}

      {(state.phase === "error" || state.phase === "cancelled") && (
        <Outcome
          cancelled={state.phase === "cancelled"}
          message={state.phase === "error" ? state.message : IMPORT_MESSAGES.uploadCancelled}
          details={state.phase === "error" ? state.details : []}
          onRetry={() => {
            onReset();
            input.current?.click();
          }}
          onClose={onReset}
        />
      )}
    </Card>
  );
}

/**
 * Why the upload stopped, with retry and close. An error is the server's own message (which already
 * says when a file could not be read, with the password hint); a cancel is not an error.
 * One test id for both: it is the upload's outcome box.
 */
function Outcome({
  cancelled,
  message,
  details,
  onRetry,
  onClose,
}: {
  cancelled: boolean;
  message: string;
  details: string[];
  onRetry: () => void;
  onClose: () => void;
}) {
  const tone = cancelled
    ? "border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
    : "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200";
  return (
    <div
      role={cancelled ? "status" : "alert"}
      data-testid="import-error"
      className={`mt-4 rounded-lg border p-4 text-sm ${tone}`}
    >
      <p className="font-semibold">{message}</p>
      {details.length > 0 && (
        <ul className="mt-2 max-h-[450px] list-disc space-y-1 overflow-y-auto pl-5">
          {details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex gap-2">
        <Button size="sm" icon={<RotateCcw size={14} aria-hidden />} onClick={onRetry}>
          Reintentar
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          Cerrar
        </Button>
      </div>
    </div>
  );
}

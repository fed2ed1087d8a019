import { AlertTriangle } from "lucide-react";
import type { ImportPreview } from "../../../../contracts/import-export.ts";
import { Card } from "../../../ui/card.tsx";

/** The file's validation errors with their count and a warning (admin §8), then the warnings. */
export function ValidationErrors({ preview }: { preview: ImportPreview }) {
  const count = preview.validation_error_count;
  if (count === 0 && preview.warnings.length === 0) return null;
  return (
    <Card title={count > 0 ? `Errores de validación (${count})` : "Advertencias"}>
      {count > 0 && (
        <>
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
          >
            <AlertTriangle size={18} aria-hidden className="mt-0.5 shrink-0" />
            <span>
              El archivo tiene {count} {count === 1 ? "error" : "errores"} de validación. Corrígelos en el archivo y
              vuelve a subirlo: no se importará nada hasta que no haya errores.
            </span>
          </p>
          <ul
            data-testid="validation-errors"
            className="mt-3 max-h-[450px] space-y-1 overflow-y-auto text-sm text-red-700 dark:text-red-300"
          >
            {/* The server's message already names the row and column (rowError). */}
            {preview.validation_errors.map((e, i) => (
              <li key={i}>{e.message}</li>
            ))}
          </ul>
          {preview.validation_errors.length < count && (
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
              Se muestran los primeros {preview.validation_errors.length} errores.
            </p>
          )}
        </>
      )}
      {preview.warnings.length > 0 && (
        <ul
          data-testid="import-warnings"
          className="mt-3 max-h-[450px] list-disc space-y-1 overflow-y-auto pl-5 text-sm text-amber-800 dark:text-amber-300"
        >
          {preview.warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

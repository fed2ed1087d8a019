import {
  COLUMN_LABEL,
  EXTRA_FIELDS,
  EXTRA_SHEET_NAME,
  EXTRA_SKU_HEADER,
  FORMAT_INSTRUCTIONS,
  IMPORT_COLUMNS,
  REQUIRED_COLUMNS,
} from "../../../../contracts/import-export.ts";
import { Card } from "../../../ui/card.tsx";

const code = "rounded bg-slate-100 px-1 dark:bg-slate-800";

/** How to fill the file (from the contracts, so the screen and the server agree). */
export function FormatInstructions() {
  return (
    <Card title="Formato del archivo">
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {FORMAT_INSTRUCTIONS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-primary-700 dark:text-primary-300">
          Columnas del archivo
        </summary>
        <ol className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_COLUMNS.map((col) => (
            <li key={col} className="text-slate-700 dark:text-slate-300">
              <code className={code}>{col}</code> — {COLUMN_LABEL[col]}
              {REQUIRED_COLUMNS.includes(col) && <span className="text-red-600 dark:text-red-400"> (obligatoria)</span>}
            </li>
          ))}
        </ol>
      </details>
      <details className="mt-2 text-sm" data-testid="extra-sheet-instructions">
        <summary className="cursor-pointer font-medium text-primary-700 dark:text-primary-300">
          Hoja «{EXTRA_SHEET_NAME}» (opcional)
        </summary>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Una fila por producto, identificada por la columna <code className={code}>{EXTRA_SKU_HEADER}</code> (el mismo
          SKU de la hoja de productos). Una celda vacía no cambia el dato guardado.
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
          {EXTRA_FIELDS.map((f) => (
            <li key={f.key}>{f.help}</li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

import { COLUMN_LABEL, FORMAT_INSTRUCTIONS, IMPORT_COLUMNS, REQUIRED_COLUMNS } from "../../../contracts/import-export.ts";
import { Card } from "../../components/ui/card.tsx";

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
        <summary className="cursor-pointer font-medium text-primary-700 dark:text-primary-300">Columnas del archivo</summary>
        <ol className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_COLUMNS.map((col) => (
            <li key={col} className="text-slate-700 dark:text-slate-300">
              <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">{col}</code> — {COLUMN_LABEL[col]}
              {REQUIRED_COLUMNS.includes(col) && <span className="text-red-600 dark:text-red-400"> (obligatoria)</span>}
            </li>
          ))}
        </ol>
      </details>
    </Card>
  );
}

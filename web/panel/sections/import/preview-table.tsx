import { DOCUMENT_IMPORT_MESSAGES } from "../../../../contracts/import-documents.ts";
import {
  COLUMN_LABEL,
  EXTRA_MESSAGES,
  type ImportColumn,
  type ImportPreview,
} from "../../../../contracts/import-export.ts";
import { Card } from "../../../ui/card.tsx";
import { displayPrice } from "../../../lib/format.ts";

// The columns worth a glance in the preview; the rest are in the file and imported all the same.
const SHOWN: ImportColumn[] = ["sku", "name", "brand", "category", "subcategory", "price", "stock_quantity"];

function Chips({ title, items, testId }: { title: string; items: string[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <div data-testid={testId}>
      <h4 className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {title} ({items.length})
      </h4>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-300"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What importing the file would do: create or update per row, and the names it would create. */
export function PreviewTable({ preview }: { preview: ImportPreview }) {
  const present = new Set(preview.columns.map((c) => c.field));
  const columns = SHOWN.filter((c) => present.has(c));
  return (
    <Card title="Vista previa">
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="preview-summary">
        {preview.total_rows} {preview.total_rows === 1 ? "fila" : "filas"}
        {preview.sheet_name ? ` en la hoja «${preview.sheet_name}»` : ""}: {preview.to_create} para crear y{" "}
        {preview.to_update} para actualizar.
        {preview.preview.length < preview.total_rows && ` Se muestran las primeras ${preview.preview.length}.`}
      </p>
      {preview.extra_sheet && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="preview-extra-sheet">
          {EXTRA_MESSAGES.read(preview.extra_sheet.name, preview.extra_sheet.rows, preview.extra_sheet.columns)}
        </p>
      )}
      {preview.documents_to_attach > 0 && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="preview-documents">
          {DOCUMENT_IMPORT_MESSAGES.toAttach(preview.documents_to_attach)}
        </p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <Chips title="Marcas nuevas" items={preview.new_brands} testId="new-brands" />
        <Chips title="Categorías nuevas" items={preview.new_categories} testId="new-categories" />
        <Chips
          title="Subcategorías nuevas"
          items={preview.new_subcategories.map((s) => `${s.category} › ${s.name}`)}
          testId="new-subcategories"
        />
      </div>
      <div className="mt-4 max-h-[450px] overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table
          className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700"
          data-testid="preview-table"
        >
          <thead className="sticky top-0 bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2">
                Fila
              </th>
              <th scope="col" className="px-3 py-2">
                Acción
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-3 py-2">
                  {COLUMN_LABEL[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-surface-dark">
            {preview.preview.map((r) => (
              <tr
                key={r.row}
                className={r.has_errors ? "bg-red-50 dark:bg-red-950/30" : undefined}
                data-testid="preview-row"
              >
                <td className="px-3 py-2 tabular-nums text-slate-500">{r.row}</td>
                <td className="px-3 py-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      r.action === "create"
                        ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
                        : "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300"
                    }`}
                  >
                    {r.action === "create" ? "Crear" : "Actualizar"}
                  </span>
                  {r.has_errors && (
                    <span className="ml-1 text-xs font-semibold text-red-700 dark:text-red-300">Con errores</span>
                  )}
                </td>
                {columns.map((c) => (
                  <td key={c} className="max-w-xs truncate px-3 py-2 text-slate-800 dark:text-slate-200">
                    {c === "price" && r.values.price
                      ? displayPrice(r.values.price, r.price_amount)
                      : r.values[c] || "—"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

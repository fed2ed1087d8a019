import {
  COLUMN_ROLES,
  COLUMN_ROLE_LABEL,
  type ColumnRole,
  type PartsListLayout,
} from "../../../../contracts/parts-list.ts";

type Props = { layout: PartsListLayout; onChange: (roles: ColumnRole[]) => void };

/** Which column was read as what (issue 21), each one changeable before matching. */
export function PartsListColumns({ layout, onChange }: Props) {
  const roles = layout.columns.map((c) => c.role);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-800" data-testid="parts-list-columns">
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        Columnas leídas {layout.header ? "(por los encabezados)" : "(sin encabezados)"}
      </legend>
      <div className="flex flex-wrap gap-3">
        {layout.columns.map((c) => (
          <label key={c.index} className="text-xs text-slate-600 dark:text-slate-300">
            <span className="block font-medium">{c.title || `Columna ${c.index + 1}`}</span>
            <select
              className="mt-1 rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
              value={c.role}
              onChange={(e) => onChange(roles.map((r, i) => (i === c.index ? (e.target.value as ColumnRole) : r)))}
              data-testid="parts-list-column-role"
            >
              {COLUMN_ROLES.map((r) => (
                <option key={r} value={r}>
                  {COLUMN_ROLE_LABEL[r]}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

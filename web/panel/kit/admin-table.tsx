import type { ReactNode } from "react";

export type TableHeader = { label: string; className?: string };

type Props = {
  headers: TableHeader[];
  /** Tighter cells, for a table with many columns (the inbox). */
  dense?: boolean;
  /** False when the viewer may not act on the rows (a read-only role): no 'Acciones' column. */
  actions?: boolean;
  /** The rows (`<tr>`), each ending with its actions cell. */
  children: ReactNode;
};

/**
 * A panel list as a table on large screens (each section shows cards below `lg`); every panel
 * table ends with the row's actions.
 */
export function AdminTable({ headers, dense = false, actions = true, children }: Props) {
  const pad = dense ? "px-3 py-3" : "px-4 py-3";
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 lg:block dark:border-slate-700">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            {headers.map((h) => (
              <th key={h.label} scope="col" className={`${pad} ${h.className ?? ""}`.trim()}>
                {h.label}
              </th>
            ))}
            {actions && (
              <th scope="col" className={`${pad} text-right`}>
                Acciones
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-surface-dark">
          {children}
        </tbody>
      </table>
    </div>
  );
}

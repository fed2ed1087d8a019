/**
 * A small horizontal bar chart drawn with plain elements: readable as a list by screen readers
 * ('Controladores: 12 productos'), no chart library in the bundle.
 */
export type BarDatum = { label: string; value: number };
/** What a value counts, for screen readers ('12 productos'). */
export type BarUnit = { one: string; other: string };
const PRODUCTS_UNIT: BarUnit = { one: "producto", other: "productos" };

export function BarChart({
  title,
  data,
  max = 8,
  emptyText = "Sin datos",
  unit = PRODUCTS_UNIT,
}: {
  title: string;
  data: BarDatum[];
  max?: number;
  emptyText?: string;
  unit?: BarUnit;
}) {
  const rows = [...data].sort((a, b) => b.value - a.value || a.label.localeCompare(b.label, "es")).slice(0, max);
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <figure>
      <figcaption className="mb-3 text-sm font-semibold text-slate-800 dark:text-slate-100">{title}</figcaption>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{emptyText}</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((r) => (
            <li key={r.label} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-2 text-sm">
              <span className="truncate text-slate-700 dark:text-slate-200" title={r.label}>
                {r.label}
              </span>
              <span className="h-3 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden>
                <span
                  className="block h-full rounded-full bg-primary-500"
                  style={{ width: `${(r.value / top) * 100}%` }}
                />
              </span>
              <span className="w-10 text-right tabular-nums text-slate-600 dark:text-slate-300">
                {r.value}
                <span className="sr-only"> {r.value === 1 ? unit.one : unit.other}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

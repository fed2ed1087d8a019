import { LayoutGrid, List } from "lucide-react";
import { useId } from "react";
import { PER_PAGE_OPTIONS, SORT_LABEL, SORT_OPTIONS } from "../../../contracts/catalog-options.ts";
import { IconButton } from "../../components/ui/icon-button.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { CatalogKey, CatalogParams } from "./catalog-params.ts";

type Props = { params: CatalogParams; onChange: (key: CatalogKey, value: string) => void };

/** View toggle, page size and sort order. */
export function CatalogToolbar({ params, onChange }: Props) {
  const perPageId = useId();
  const sortId = useId();
  const viewButton = (view: "grid" | "list", label: string, Icon: typeof List) => (
    <IconButton
      look={params.view === view ? "segment-on" : "segment"}
      aria-label={label}
      title={label}
      aria-pressed={params.view === view}
      onClick={() => onChange("view", view)}
      data-testid={`view-${view}`}
    >
      <Icon size={18} aria-hidden />
    </IconButton>
  );

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div
        className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
        role="group"
        aria-label="Vista"
      >
        {viewButton("grid", "Vista de cuadrícula", LayoutGrid)}
        {viewButton("list", "Vista de lista", List)}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={perPageId} className="text-sm text-slate-600 dark:text-slate-300">
          Mostrar
        </label>
        <Select
          look="compact"
          id={perPageId}
          value={params.perPage}
          onChange={(e) => onChange("perPage", e.target.value)}
          data-testid="per-page"
        >
          {PER_PAGE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm text-slate-600 dark:text-slate-300">
          Ordenar por
        </label>
        <Select
          look="compact"
          id={sortId}
          value={params.sort}
          onChange={(e) => onChange("sort", e.target.value)}
          data-testid="sort"
        >
          {SORT_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABEL[s]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

import { LayoutGrid, List } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { PER_PAGE_OPTIONS, SORT_LABEL, SORT_OPTIONS } from "../../../../contracts/catalog-options.ts";
import { Button } from "../../../ui/button.tsx";
import { iconButtonClass } from "../../../ui/icon-button.tsx";
import { Select } from "../../../ui/select.tsx";
import { paths } from "../../../lib/paths.ts";
import { withChange, type CatalogKey, type CatalogParams } from "./catalog-params.ts";

type Props = { params: CatalogParams; onChange: (key: CatalogKey, value: string) => void };

const OWN_FIELDS = new Set(["sort", "perPage", "page"]);

/**
 * View toggle, page size and sort order. The view buttons are links and the two selects a GET
 * form whose 'Aplicar' button shows without JavaScript (issue 22), carrying the other filters.
 */
export function CatalogToolbar({ params, onChange }: Props) {
  const [searchParams] = useSearchParams();
  const perPageId = useId();
  const sortId = useId();
  const viewLink = (view: "grid" | "list", label: string, Icon: typeof List) => {
    const query = withChange(searchParams, "view", view).toString();
    const current = params.view === view;
    return (
      <Link
        to={query ? `?${query}` : "?"}
        preventScrollReset
        replace
        className={iconButtonClass(current ? "segment-on" : "segment")}
        aria-label={label}
        title={label}
        aria-current={current ? "true" : undefined}
        onClick={(e) => {
          // Switching the view needs no new list (shouldRevalidate): the same change as before.
          e.preventDefault();
          onChange("view", view);
        }}
        data-testid={`view-${view}`}
      >
        <Icon size={18} aria-hidden />
      </Link>
    );
  };
  const carried = [...searchParams].filter(([k, v]) => !OWN_FIELDS.has(k) && v !== "");

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div
        className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
        role="group"
        aria-label="Vista"
      >
        {viewLink("grid", "Vista de cuadrícula", LayoutGrid)}
        {viewLink("list", "Vista de lista", List)}
      </div>
      <form
        method="get"
        action={paths.catalog()}
        // Its controls flow in the toolbar's own row, as they did before the form was there.
        className="contents"
        aria-label="Orden y cantidad por página"
        onSubmit={(e) => e.preventDefault()}
      >
        {carried.map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
        <div className="flex items-center gap-2">
          <label htmlFor={perPageId} className="text-sm text-slate-600 dark:text-slate-300">
            Mostrar
          </label>
          <Select
            look="compact"
            id={perPageId}
            name="perPage"
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
            name="sort"
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
        <noscript>
          <Button type="submit" variant="quiet" size="site-md" data-testid="apply-order">
            Aplicar
          </Button>
        </noscript>
      </form>
    </div>
  );
}

import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "../../../ui/button.tsx";
import { Input } from "../../../ui/field.tsx";
import { Select } from "../../../ui/select.tsx";
import { DEFAULT_PER_PAGE, TECHNICAL_FILTERS, TECHNICAL_FILTER_LABEL } from "../../../../contracts/catalog-options.ts";
import type { FacetOption } from "../../../../contracts/catalog.ts";
import { paths } from "../../../lib/paths.ts";
import { offeredOptions, type CatalogKey, type CatalogParams } from "./catalog-params.ts";
import type { CatalogOptions } from "./catalog.server.ts";

export const SEARCH_DEBOUNCE_MS = 300;

const labelClass = "block text-sm font-medium text-slate-700 dark:text-slate-200";

type SelectProps = {
  name: CatalogKey;
  label: string;
  allLabel: string;
  value: string;
  options: FacetOption[];
  onChange: (key: CatalogKey, value: string) => void;
  disabled?: boolean;
  hint?: ReactNode;
};

function FilterSelect({ name, label, allLabel, value, options, onChange, disabled, hint }: SelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Select
        look="filter"
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(name, e.target.value)}
        data-testid={`filter-${name}`}
      >
        <option value="">{allLabel}</option>
        {offeredOptions(options, value).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label} ({o.count})
          </option>
        ))}
      </Select>
      {hint}
    </div>
  );
}

/** Search field: the URL follows the typing after a short pause, or at once on Enter (the form's submit). */
function SearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const latest = useRef(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  const id = useId();

  // The URL changed elsewhere (clear filters, back button): show what it says.
  useEffect(() => {
    latest.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text.trim() === latest.current) return;
    const timer = setTimeout(() => {
      // Enter may have sent this text already; a second navigation would undo a later one
      // (a 'Limpiar Filtros' clicked within the pause).
      if (text.trim() === latest.current) return;
      latest.current = text.trim();
      search.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Buscar
      </label>
      <div className="relative mt-1">
        <Search
          size={16}
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
        />
        <Input
          look="filter"
          id={id}
          type="search"
          name="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            // Enter sends this text now (the form's submit would post every field).
            e.preventDefault();
            latest.current = text.trim();
            onSearch(text);
          }}
          placeholder="Nombre, SKU o serie..."
          autoComplete="off"
          maxLength={200}
          className="mt-0 pl-9"
          data-testid="search-input"
        />
      </div>
    </div>
  );
}

/** 'Con ficha técnica': only products whose page offers a datasheet to download. */
function DatasheetFilter({ checked, onChange }: { checked: boolean; onChange: Props["onChange"] }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
      <input
        type="checkbox"
        name="hasDatasheet"
        value="true"
        checked={checked}
        onChange={(e) => onChange("hasDatasheet", e.target.checked ? "true" : "")}
        className="size-4 rounded border-slate-300 text-primary-600 focus:ring-primary-500 dark:border-slate-600"
        data-testid="filter-hasDatasheet"
      />
      Con ficha técnica
    </label>
  );
}

type Props = {
  params: CatalogParams;
  options: CatalogOptions;
  onChange: (key: CatalogKey, value: string) => void;
};

/** What the form must carry besides its own fields when sent without JavaScript. */
function hiddenFields(params: CatalogParams): [string, string][] {
  const fields: [string, string][] = [
    ["view", params.view === "list" ? "list" : ""],
    ["sort", params.sort === "default" ? "" : params.sort],
    ["perPage", params.perPage === DEFAULT_PER_PAGE ? "" : String(params.perPage)],
  ];
  return fields.filter(([, v]) => v);
}

/**
 * The side panel of spec §2: search, taxonomy selects and the collapsible technical filters. It
 * is one GET form: with the scripts each change applies at once; without them (issue 22) the
 * 'Aplicar filtros' button sends every choice, and the technical filters open as a `<details>`.
 */
export function FilterPanel({ params, options, onChange }: Props) {
  const activeTechnical = TECHNICAL_FILTERS.filter((k) => params.technical[k]).length;

  return (
    <form
      method="get"
      action={paths.catalog()}
      aria-label="Filtros del catálogo"
      className="space-y-5"
      data-testid="filter-panel"
      onSubmit={(e) => e.preventDefault()}
    >
      {hiddenFields(params).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <SearchField value={params.search} onSearch={(text) => onChange("search", text)} />
      <FilterSelect
        name="category"
        label="Categoría"
        allLabel="Todas las categorías"
        value={params.category}
        options={options.category}
        onChange={onChange}
      />
      <FilterSelect
        name="subcategory"
        label="Subcategoría"
        allLabel={params.category ? "Todas las subcategorías" : "Elige primero una categoría"}
        value={params.subcategory}
        options={options.subcategory}
        onChange={onChange}
        disabled={!params.category && !params.subcategory}
      />
      <FilterSelect
        name="series"
        label="Serie"
        allLabel="Todas las series"
        value={params.series}
        options={options.series}
        onChange={onChange}
      />
      <FilterSelect
        name="brand"
        label="Marca"
        allLabel="Todas las marcas"
        value={params.brand}
        options={options.brand}
        onChange={onChange}
      />
      <DatasheetFilter checked={params.hasDatasheet} onChange={onChange} />

      <details className="group rounded-lg border border-slate-200 dark:border-slate-800">
        <summary
          className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
          data-testid="technical-toggle"
        >
          <span className="flex items-center gap-2">
            <SlidersHorizontal size={16} aria-hidden />
            Filtros técnicos
            {activeTechnical > 0 && (
              <span className="rounded-full bg-primary-600 px-2 text-xs leading-5 text-white">{activeTechnical}</span>
            )}
          </span>
          <ChevronDown size={16} aria-hidden className="shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div id="filtros-tecnicos" className="space-y-4 border-t border-slate-200 p-3 dark:border-slate-800">
          {TECHNICAL_FILTERS.map((k) => (
            <FilterSelect
              key={k}
              name={k}
              label={TECHNICAL_FILTER_LABEL[k]}
              allLabel="Todos"
              value={params.technical[k]}
              options={options.technical[k]}
              onChange={onChange}
            />
          ))}
        </div>
      </details>
      <noscript>
        <Button type="submit" variant="cta" size="site-md" className="w-full" data-testid="apply-filters">
          Aplicar filtros
        </Button>
      </noscript>
    </form>
  );
}

import { Search } from "lucide-react";
import { useId, useState } from "react";
import type { Product } from "../../../../contracts/catalog.ts";
import { Input } from "../../../ui/field.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { listProducts, NO_FILTERS, PICKER_SIZE } from "./products-api.ts";

type Props = {
  /** The product being edited: never offered (a product cannot link to itself). */
  selfId: number;
  /** Already linked: shown disabled with `takenLabel`. */
  taken: Set<number>;
  takenLabel: string;
  selected: Set<number>;
  onToggle: (product: Product) => void;
  label?: string;
};

/**
 * Multi-select product list with search (admin spec §4): the first 30 products while the search
 * is empty, then the server's matches; at most 450px tall.
 */
export function ProductPicker({ selfId, taken, takenLabel, selected, onToggle, label = "Buscar productos" }: Props) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  // The first page at once; a typed search once typing pauses.
  const settled = useDebouncedValue(search, search ? 300 : 0);
  const query = useAdminQuery(
    JSON.stringify([selfId, settled]),
    async () => {
      const list = await listProducts({ ...NO_FILTERS, search: settled }, 1, PICKER_SIZE + 1);
      return list.products.filter((p) => p.id !== selfId).slice(0, PICKER_SIZE);
    },
    "No se pudieron cargar los productos.",
  );
  const products = query.data ?? [];

  return (
    <div className="space-y-2">
      <label htmlFor={searchId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <Search
          size={16}
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Nombre o SKU..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
        />
      </div>
      <div
        className="max-h-[450px] overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-700"
        data-testid="product-picker"
      >
        {query.error !== null ? (
          <p className="p-4 text-sm text-red-600">No se pudieron cargar los productos.</p>
        ) : query.data === null && query.loading ? (
          <div className="flex justify-center p-4">
            <Spinner />
          </div>
        ) : products.length === 0 ? (
          <p className="p-4 text-sm text-slate-600 dark:text-slate-300">No se encontraron productos.</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {products.map((p) => {
              const isTaken = taken.has(p.id);
              return (
                <li key={p.id}>
                  <label
                    className={`flex items-center gap-3 px-3 py-2 text-sm ${isTaken ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800"}`}
                  >
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-primary-600"
                      checked={isTaken || selected.has(p.id)}
                      disabled={isTaken}
                      onChange={() => onToggle(p)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900 dark:text-white">{p.name}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-300">
                        SKU: {p.sku}
                        {p.brand ? ` · ${p.brand.name}` : ""}
                      </span>
                    </span>
                    {isTaken && <span className="text-xs text-slate-500">{takenLabel}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {selected.size} {selected.size === 1 ? "producto seleccionado" : "productos seleccionados"}
      </p>
    </div>
  );
}

import { Search } from "lucide-react";
import type { Brand, Category } from "../../../../contracts/catalog.ts";
import { Input, Select } from "../../../ui/field.tsx";
import type { ProductFilters, StockFilter } from "./products-api.ts";

type Props = {
  value: ProductFilters;
  onChange: (next: ProductFilters) => void;
  brands: Brand[];
  categories: Category[];
};

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, "es");

/** Admin spec §2 filters: name or SKU, brand, category, stock. */
export function ProductFilterBar({ value, onChange, brands, categories }: Props) {
  const set = (patch: Partial<ProductFilters>) => onChange({ ...value, ...patch });
  return (
    <div
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-surface-dark"
      role="search"
    >
      <div className="relative">
        <label htmlFor="admin-products-search" className="sr-only">
          Buscar por nombre o SKU
        </label>
        <Search
          size={16}
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
        />
        <Input
          id="admin-products-search"
          type="search"
          placeholder="Buscar por nombre o SKU..."
          value={value.search}
          onChange={(e) => set({ search: e.target.value })}
          className="pl-9"
        />
      </div>
      <Select aria-label="Filtrar por marca" value={value.brand} onChange={(e) => set({ brand: e.target.value })}>
        <option value="">Todas las marcas</option>
        {[...brands].sort(byName).map((b) => (
          <option key={b.id} value={String(b.id)}>
            {b.name}
          </option>
        ))}
      </Select>
      <Select
        aria-label="Filtrar por categoría"
        value={value.category}
        onChange={(e) => set({ category: e.target.value })}
      >
        <option value="">Todas las categorías</option>
        {[...categories].sort(byName).map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name}
          </option>
        ))}
      </Select>
      <Select
        aria-label="Filtrar por stock"
        value={value.stock}
        onChange={(e) => set({ stock: e.target.value as StockFilter })}
      >
        <option value="all">Todo el stock</option>
        <option value="in">En stock</option>
        <option value="out">Sin stock</option>
      </Select>
    </div>
  );
}

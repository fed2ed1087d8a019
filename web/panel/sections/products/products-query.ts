import { buildQuery } from "../../../lib/query.ts";
import { NO_FILTERS, type ProductFilters, type StockFilter } from "./products-api.ts";

/** `?producto=nuevo`: the empty form is open (the dashboard's 'Agregar producto' links to it). */
export const NEW_PRODUCT = "nuevo";

/** What the products tab keeps in its URL (ADR 023): filters, page and the product being edited. */
export type ProductsQuery = {
  filters: ProductFilters;
  page: number;
  /** null: no form open; "new": the empty form; a number: that product's form. */
  editing: number | "new" | null;
};

const STOCK: StockFilter[] = ["all", "in", "out"];

export function parseProductsQuery(search: string): ProductsQuery {
  const q = new URLSearchParams(search);
  const stock = q.get("stock") as StockFilter | null;
  const page = Number(q.get("pagina"));
  const product = q.get("producto");
  const id = Number(product);
  return {
    filters: {
      search: q.get("buscar") ?? NO_FILTERS.search,
      brand: q.get("marca") ?? NO_FILTERS.brand,
      category: q.get("categoria") ?? NO_FILTERS.category,
      stock: stock && STOCK.includes(stock) ? stock : NO_FILTERS.stock,
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
    editing: product === NEW_PRODUCT ? "new" : Number.isInteger(id) && id > 0 ? id : null,
  };
}

/** The query string for a state; defaults are left out so the plain tab URL stays plain. */
export function productsQueryString({ filters, page, editing }: ProductsQuery): string {
  return buildQuery({
    buscar: filters.search,
    marca: filters.brand,
    categoria: filters.category,
    stock: filters.stock === "all" ? undefined : filters.stock,
    pagina: page > 1 ? page : undefined,
    producto: editing === "new" ? NEW_PRODUCT : (editing ?? undefined),
  });
}

import type { TaxonomyKind } from "./taxonomy-api.ts";

/** How each kind reads in the Administration tab. */
export const KIND_LABEL: Record<
  TaxonomyKind,
  { tab: string; one: string; article: "la" | "el"; create: string; edit: string; empty: string; testId: string }
> = {
  categories: {
    tab: "Categorías",
    one: "categoría",
    article: "la",
    create: "Nueva Categoría",
    edit: "Editar Categoría",
    empty: "No hay categorías registradas.",
    testId: "category",
  },
  subcategories: {
    tab: "Subcategorías",
    one: "subcategoría",
    article: "la",
    create: "Nueva Subcategoría",
    edit: "Editar Subcategoría",
    empty: "No hay subcategorías registradas.",
    testId: "subcategory",
  },
  brands: {
    tab: "Marcas",
    one: "marca",
    article: "la",
    create: "Nueva Marca",
    edit: "Editar Marca",
    empty: "No hay marcas registradas.",
    testId: "brand",
  },
};

/**
 * The server counts only active products (the public catalogue's numbers); an inactive product still
 * blocks a delete, whose message counts every product.
 */
export const ACTIVE_PRODUCTS_HEADER = "Productos activos";

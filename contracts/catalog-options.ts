// Plain constants, free of zod, so the public pages can import them without the validator.

/** Catalogue URL parameters (spec §2): the same names drive the page URL and GET /api/products. */
export const TECHNICAL_FILTERS = [
  "potencia",
  "voltaje",
  "frame_size",
  "corriente",
  "comunicacion",
  "alimentacion",
] as const;
export type TechnicalFilter = (typeof TECHNICAL_FILTERS)[number];

export const TECHNICAL_FILTER_LABEL: Record<TechnicalFilter, string> = {
  potencia: "Potencia (kW)",
  voltaje: "Voltaje",
  frame_size: "Tamaño de carcasa",
  corriente: "Corriente",
  comunicacion: "Comunicación",
  alimentacion: "Alimentación",
};

export const SORT_OPTIONS = ["default", "name", "price-asc", "price-desc", "rating", "stock"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SORT_LABEL: Record<SortOption, string> = {
  default: "Relevancia",
  name: "Nombre A-Z",
  "price-asc": "Precio: menor a mayor",
  "price-desc": "Precio: mayor a menor",
  rating: "Mejor valorados",
  stock: "Mayor stock",
};

export const PER_PAGE_OPTIONS = [6, 12, 24, 48] as const;
export const DEFAULT_PER_PAGE = 12;

export const FACET_KEYS = ["category", "subcategory", "brand", "series", ...TECHNICAL_FILTERS] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

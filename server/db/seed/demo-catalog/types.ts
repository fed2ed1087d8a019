export type BrandSlug = "siemens" | "schneider-electric" | "abb" | "allen-bradley" | "omron" | "delta" | "weg";

export type DemoBrand = {
  slug: BrandSlug;
  /** Short code used in the local SKU (EC-SIE-0001). */
  code: string;
  name: string;
  description: string;
  website: string;
  logo_url: string;
};

export type DemoCategory = {
  name: string;
  description: string;
  subcategories: { name: string; description: string }[];
};

export type DemoApplication = { name: string; description: string };

export type RelationType = "Alternativa" | "Misma serie" | "Mayor potencia" | "Menor potencia" | "Complemento";

/**
 * One catalogue entry as written in the data files. `price: null` means the price is given on
 * request ("Consultar"); `stock: null` means it is shown as "Disponible". The local SKU and the
 * image name are derived (see demo-catalog.ts).
 */
export type DemoProductInput = {
  sku: string;
  name: string;
  brand: BrandSlug;
  category: string;
  subcategory: string;
  series: string;
  description: string;
  price: string | null;
  original_price?: string;
  stock: number | null;
  min_stock?: number;
  weight?: string;
  dimensions?: string;
  potencia_kw?: string;
  corriente?: string;
  voltaje?: string;
  frame_size?: string;
  comunicacion?: string;
  alimentacion?: string;
  inactive?: boolean;
  features?: string[];
  applications?: string[];
  /** SKUs of other demo products. */
  accessories?: string[];
  related?: { sku: string; type: RelationType }[];
};

export type DemoProduct = Omit<DemoProductInput, "inactive" | "stock" | "min_stock" | "accessories" | "related"> & {
  sku_ec: string;
  main_image: string;
  is_active: boolean;
  price_text: string;
  stock_quantity: number | null;
  stock_text: string;
  min_stock_level: number;
  accessories: string[];
  related: { sku: string; type: RelationType }[];
};

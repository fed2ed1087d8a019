/**
 * The demo catalogue of an Ecuadorian industrial automation distributor: data only, assembled
 * from the files in demo-catalog/. Everything is deterministic, so every fresh start shows the
 * same products.
 */
import { DEMO_APPLICATIONS } from "./demo-catalog/applications.ts";
import { DEMO_BRANDS } from "./demo-catalog/brands.ts";
import { DRIVE_PRODUCTS } from "./demo-catalog/products-drives.ts";
import { HMI_SCADA_PRODUCTS } from "./demo-catalog/products-hmi-scada.ts";
import { MOTOR_CONTROL_PRODUCTS } from "./demo-catalog/products-motor-control.ts";
import { PLC_PRODUCTS } from "./demo-catalog/products-plc.ts";
import { POWER_SENSOR_NETWORK_PRODUCTS } from "./demo-catalog/products-power-sensors-network.ts";
import { C, DEMO_CATEGORIES } from "./demo-catalog/taxonomy.ts";
import type { DemoProduct, DemoProductInput, RelationType } from "./demo-catalog/types.ts";

export { DEMO_APPLICATIONS, DEMO_BRANDS, DEMO_CATEGORIES };
export type * from "./demo-catalog/types.ts";

const INPUTS: DemoProductInput[] = [
  ...PLC_PRODUCTS,
  ...DRIVE_PRODUCTS,
  ...HMI_SCADA_PRODUCTS,
  ...MOTOR_CONTROL_PRODUCTS,
  ...POWER_SENSOR_NETWORK_PRODUCTS,
];

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** "siemens-s7-1200-cpu-1214c-dc-dc-dc.jpg": a relative name the web shows as our placeholder. */
function imageName(p: DemoProductInput, taken: Set<string>): string {
  const brandWords = new Set(p.brand.split("-"));
  const name = slug(p.name.split(",")[0])
    .split("-")
    .filter((w) => !brandWords.has(w))
    .join("-");
  const series = slug(p.series);
  // Skip the series when the name already carries a distinctive word of it (KTP700 ⊂ SIMATIC HMI).
  const nameWords = new Set(name.split("-"));
  const shared = series.split("-").some((w) => w.length >= 3 && /[a-z]/.test(w) && nameWords.has(w));
  const base = name.includes(series) || shared ? `${p.brand}-${name}` : `${p.brand}-${series}-${name}`;
  // Two sizes of one range would share a picture; the order code tells them apart.
  const unique = taken.has(base) ? `${base.slice(0, 76 - p.sku.length).replace(/-+$/, "")}-${slug(p.sku)}` : base;
  const file = unique.slice(0, 76).replace(/-$/, "");
  taken.add(base);
  return `${file}.jpg`;
}

function addRelation(p: DemoProductInput, sku: string, type: RelationType) {
  if (sku === p.sku || p.related?.some((r) => r.sku === sku)) return;
  p.related = [...(p.related ?? []), { sku, type }];
}

// Controllers of the same family are offered side by side, and each brand's CPU points to the
// brand's basic panel as the natural complement.
const isController = (p: DemoProductInput) =>
  p.category === C.plc && (p.subcategory === "Compactos" || p.subcategory === "Modulares");
for (const p of INPUTS.filter(isController)) {
  const siblings = INPUTS.filter((o) => isController(o) && o.series === p.series && o.sku !== p.sku);
  for (const o of siblings.slice(0, 3)) addRelation(p, o.sku, "Misma serie");
  const panel = INPUTS.find((o) => o.brand === p.brand && o.category === C.hmi && !o.inactive);
  if (panel) addRelation(p, panel.sku, "Complemento");
}

function check(products: DemoProductInput[]) {
  const skus = new Set<string>();
  for (const p of products) {
    const key = p.sku.toLowerCase();
    if (skus.has(key)) throw new Error(`Demo catalogue: duplicate SKU ${p.sku}`);
    skus.add(key);
  }
  for (const p of products) {
    if (!DEMO_BRANDS.some((b) => b.slug === p.brand)) throw new Error(`Demo catalogue: unknown brand ${p.brand}`);
    const category = DEMO_CATEGORIES.find((c) => c.name === p.category);
    if (!category?.subcategories.some((s) => s.name === p.subcategory)) {
      throw new Error(`Demo catalogue: ${p.sku} has unknown category ${p.category} / ${p.subcategory}`);
    }
    for (const ref of [...(p.accessories ?? []), ...(p.related ?? []).map((r) => r.sku)]) {
      if (!skus.has(ref.toLowerCase())) throw new Error(`Demo catalogue: ${p.sku} links to unknown SKU ${ref}`);
      if (ref === p.sku) throw new Error(`Demo catalogue: ${p.sku} links to itself`);
    }
  }
}
check(INPUTS);

function finish(): DemoProduct[] {
  const perBrand = new Map<string, number>();
  const images = new Set<string>();
  return INPUTS.map((p) => {
    const brand = DEMO_BRANDS.find((b) => b.slug === p.brand)!;
    const n = (perBrand.get(brand.slug) ?? 0) + 1;
    perBrand.set(brand.slug, n);
    const { inactive, stock, min_stock, accessories, related, ...rest } = p;
    return {
      ...rest,
      sku_ec: `EC-${brand.code}-${String(n).padStart(4, "0")}`,
      main_image: imageName(p, images),
      is_active: !inactive,
      price_text: p.price ?? "Consultar",
      stock_quantity: stock,
      stock_text: stock === null ? "Disponible" : String(stock),
      min_stock_level: min_stock ?? 1,
      accessories: [...new Set(accessories ?? [])],
      related: related ?? [],
    };
  });
}

export const DEMO_PRODUCTS: DemoProduct[] = finish();

import { count, sql } from "drizzle-orm";
import { OPTIONAL_FIELD_KEYS, fromKeys } from "../../../contracts/product-fields.ts";
import type { Db, Tx } from "../client.ts";
import {
  accessories,
  applications,
  brands,
  categories,
  productApplications,
  productFeatures,
  products,
  relatedProducts,
  searchSynonyms,
  subcategories,
} from "../schema/index.ts";
import { DEMO_SYNONYMS } from "./demo-catalog/synonyms.ts";
import { bulkInsert } from "./bulk-insert.ts";
import { DEMO_APPLICATIONS, DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from "./demo-catalog.ts";

export type SeedResult = {
  products: number;
  brands: number;
  categories: number;
  subcategories: number;
  applications: number;
  features: number;
  productApplications: number;
  accessories: number;
  related: number;
};

// Any constant works; it only has to be the same for every instance seeding the same database.
const SEED_LOCK = 724_311_001;

/**
 * Seeds the demo catalogue when the catalogue is empty: no products, brands nor categories.
 * Checking brands and categories too means that staff who clear the products ('ELIMINAR
 * PRODUCTOS') do not get the demo back at the next restart, and the demo never collides with
 * brands they created. Safe to call from several instances at once (advisory lock).
 */
export async function seedDemoCatalogIfEmpty(db: Db): Promise<SeedResult | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await catalogIsEmpty(tx))) return null;
    return insertDemoCatalog(tx);
  });
}

/** Inserts the whole demo catalogue in one transaction (fails if its brands already exist). */
export async function seedDemoCatalog(db: Tx): Promise<SeedResult> {
  return db.transaction((tx) => insertDemoCatalog(tx));
}

async function catalogIsEmpty(tx: Tx): Promise<boolean> {
  const [p] = await tx.select({ n: count() }).from(products);
  const [b] = await tx.select({ n: count() }).from(brands);
  const [c] = await tx.select({ n: count() }).from(categories);
  return Number(p.n) + Number(b.n) + Number(c.n) === 0;
}

// bulkInsert takes its columns from the first row: every optional field is named, so one the first
// demo product lacks is not dropped for all of them.
const NO_VALUES = fromKeys(OPTIONAL_FIELD_KEYS, () => null);

/** A demo product's own columns: all it holds but the names looked up as ids and the lists (tables of their own). */
function ownColumns(p: DemoProduct) {
  const {
    brand: _b,
    category: _c,
    subcategory: _s,
    features: _f,
    applications: _a,
    accessories: _x,
    related: _r,
    ...own
  } = p;
  return { ...NO_VALUES, ...own };
}

// One insert per table: the seed runs on every fresh start and must stay fast.
async function insertDemoCatalog(tx: Tx): Promise<SeedResult> {
  const brandRows = await tx
    .insert(brands)
    .values(DEMO_BRANDS.map(({ name, description, website, logo_url }) => ({ name, description, website, logo_url })))
    .returning({ id: brands.id, name: brands.name });
  const brandId = new Map(DEMO_BRANDS.map((b) => [b.slug, brandRows.find((r) => r.name === b.name)!.id]));

  const categoryRows = await tx
    .insert(categories)
    .values(DEMO_CATEGORIES.map(({ name, description }) => ({ name, description })))
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(categoryRows.map((r) => [r.name, r.id]));

  const subcategoryRows = await tx
    .insert(subcategories)
    .values(
      DEMO_CATEGORIES.flatMap((c) =>
        c.subcategories.map((s) => ({
          name: s.name,
          description: s.description,
          category_id: categoryId.get(c.name)!,
        })),
      ),
    )
    .returning({ id: subcategories.id, name: subcategories.name, category_id: subcategories.category_id });
  const subcategoryId = (category: string, name: string) =>
    subcategoryRows.find((r) => r.name === name && r.category_id === categoryId.get(category))!.id;

  // The reusable applications list may already hold staff entries: reuse those by name.
  const existingApps = await tx.select({ id: applications.id, name: applications.name }).from(applications);
  const known = new Set(existingApps.map((a) => a.name.toLowerCase()));
  const missing = DEMO_APPLICATIONS.filter((a) => !known.has(a.name.toLowerCase()));
  const insertedApps = missing.length
    ? await tx.insert(applications).values(missing).returning({ id: applications.id, name: applications.name })
    : [];
  const applicationId = new Map([...existingApps, ...insertedApps].map((a) => [a.name.toLowerCase(), a.id]));

  const productRows = await bulkInsert<typeof products, { id: number; sku: string }>(
    tx,
    products,
    DEMO_PRODUCTS.map((p) => ({
      ...ownColumns(p),
      brand_id: brandId.get(p.brand)!,
      category_id: categoryId.get(p.category)!,
      subcategory_id: subcategoryId(p.category, p.subcategory),
    })),
    ["id", "sku"],
  );
  const productId = new Map(productRows.map((r) => [r.sku, r.id]));

  const featureValues = DEMO_PRODUCTS.flatMap((p) =>
    (p.features ?? []).map((feature_text, sort_order) => ({
      product_id: productId.get(p.sku)!,
      feature_text,
      sort_order,
    })),
  );
  const applicationValues = DEMO_PRODUCTS.flatMap((p) =>
    (p.applications ?? []).map((application_text, sort_order) => ({
      product_id: productId.get(p.sku)!,
      application_id: applicationId.get(application_text.toLowerCase()) ?? null,
      application_text,
      sort_order,
    })),
  );
  const accessoryValues = DEMO_PRODUCTS.flatMap((p) =>
    p.accessories.map((sku) => ({ main_product_id: productId.get(p.sku)!, accessory_product_id: productId.get(sku)! })),
  );
  const relatedValues = DEMO_PRODUCTS.flatMap((p) =>
    p.related.map((r) => ({
      product_id: productId.get(p.sku)!,
      related_product_id: productId.get(r.sku)!,
      relationship_type: r.type,
    })),
  );

  // Staff may have taught their own synonyms already: the demo's are only a start.
  const [taught] = await tx.select({ n: count() }).from(searchSynonyms);
  if (Number(taught.n) === 0) await tx.insert(searchSynonyms).values(DEMO_SYNONYMS.map((terms) => ({ terms })));

  await bulkInsert(tx, productFeatures, featureValues);
  await bulkInsert(tx, productApplications, applicationValues);
  await bulkInsert(tx, accessories, accessoryValues);
  await bulkInsert(tx, relatedProducts, relatedValues);

  return {
    products: productRows.length,
    brands: brandRows.length,
    categories: categoryRows.length,
    subcategories: subcategoryRows.length,
    applications: insertedApps.length,
    features: featureValues.length,
    productApplications: applicationValues.length,
    accessories: accessoryValues.length,
    related: relatedValues.length,
  };
}

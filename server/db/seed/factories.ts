import type { Tx } from "../client.ts";
import {
  accessories,
  applications,
  brands,
  categories,
  productApplications,
  productFeatures,
  products,
  relatedProducts,
  subcategories,
} from "../schema/index.ts";

/**
 * Builders for the API tests: one row each, with unique names, through the same schema the app
 * writes. Each returns the inserted row. The demo seed (seed.ts) does not use them: it inserts
 * the whole catalogue one statement per table, because it runs on every fresh start.
 */
let counter = 0;
const next = () => ++counter;

export async function createBrand(db: Tx, values: Partial<typeof brands.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(brands)
    .values({ name: `Marca ${n}`, description: `Fabricante de prueba ${n}`, ...values })
    .returning();
  return row;
}

export async function createCategory(db: Tx, values: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ name: `Categoría ${n}`, description: `Categoría de prueba ${n}`, ...values })
    .returning();
  return row;
}

export async function createSubcategory(
  db: Tx,
  values: Partial<typeof subcategories.$inferInsert> & { category_id: number },
) {
  const n = next();
  const [row] = await db
    .insert(subcategories)
    .values({ name: `Subcategoría ${n}`, description: `Subcategoría de prueba ${n}`, ...values })
    .returning();
  return row;
}

/** A valid active product; pass `price` as a number-like string or leave it to the default. */
export async function createProduct(db: Tx, values: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const price = values.price ?? `${100 + n}.00`;
  const [row] = await db
    .insert(products)
    .values({
      sku: `TEST-${String(n).padStart(5, "0")}`,
      name: `Producto de prueba ${n}`,
      description: `Descripción del producto de prueba ${n}`,
      price,
      price_text: values.price_text ?? price,
      stock_quantity: 10,
      stock_text: "10",
      ...values,
    })
    .returning();
  return row;
}

export async function addFeatures(db: Tx, productId: number, texts: string[]) {
  if (texts.length === 0) return [];
  return db
    .insert(productFeatures)
    .values(texts.map((feature_text, sort_order) => ({ product_id: productId, feature_text, sort_order })))
    .returning();
}

export async function addApplications(db: Tx, productId: number, texts: string[]) {
  if (texts.length === 0) return [];
  return db
    .insert(productApplications)
    .values(texts.map((application_text, sort_order) => ({ product_id: productId, application_text, sort_order })))
    .returning();
}

export async function createApplication(db: Tx, values: Partial<typeof applications.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(applications)
    .values({ name: `Aplicación ${n}`, description: `Aplicación de prueba ${n}`, ...values })
    .returning();
  return row;
}

export async function addAccessory(db: Tx, mainProductId: number, accessoryProductId: number) {
  const [row] = await db
    .insert(accessories)
    .values({ main_product_id: mainProductId, accessory_product_id: accessoryProductId })
    .returning();
  return row;
}

export async function addRelated(db: Tx, productId: number, relatedProductId: number, relationshipType: string) {
  const [row] = await db
    .insert(relatedProducts)
    .values({ product_id: productId, related_product_id: relatedProductId, relationship_type: relationshipType })
    .returning();
  return row;
}

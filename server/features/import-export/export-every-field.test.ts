import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLEAR_CONFIRMATION_PHRASE } from "../../../contracts/import-export.ts";
import { accessories, productApplications, productFeatures, products, relatedProducts } from "../../db/schema/index.ts";
import { seedDemoCatalog } from "../../db/seed/seed.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminSession, upload } from "./import-export-test-helpers.ts";

/**
 * Export → 'Vaciar productos' → import of the same file gives back the same catalogue, field by
 * field, for every demo product. Rows are read with `select *`, so a column added to the schema
 * later is compared too. Only what a new database row cannot keep is left out: product ids (links
 * are compared by SKU instead), and the created_at / updated_at stamps of the rows the import
 * writes. Brands, categories, subcategories and the applications list are not wiped, so their ids
 * (brand_id, category_id, subcategory_id, application_id) must come back identical.
 */

let t: TestApp;
let session: string;

type Row = Record<string, unknown>;
const UNKEEPABLE = ["id", "created_at", "updated_at"];
const strip = (row: Row, also: string[] = []) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !UNKEEPABLE.includes(k) && !also.includes(k)));

function groupBySku<T>(rows: T[], skuOf: (r: T) => string, value: (r: T) => unknown) {
  const out: Record<string, unknown[]> = {};
  for (const r of rows) (out[skuOf(r)] ??= []).push(value(r));
  return out;
}

/** Every product with every column and its child rows, keyed by SKU. */
async function snapshot() {
  const db = t.database.db;
  const all = await db.select().from(products).orderBy(asc(products.id));
  const sku = new Map(all.map((p) => [p.id, p.sku]));
  const features = await db
    .select()
    .from(productFeatures)
    .orderBy(asc(productFeatures.product_id), asc(productFeatures.sort_order), asc(productFeatures.id));
  const apps = await db
    .select()
    .from(productApplications)
    .orderBy(asc(productApplications.product_id), asc(productApplications.sort_order), asc(productApplications.id));
  const acc = await db.select().from(accessories).orderBy(asc(accessories.id));
  const rel = await db.select().from(relatedProducts).orderBy(asc(relatedProducts.id));

  const featuresBySku = groupBySku(
    features,
    (f) => sku.get(f.product_id)!,
    (f) => strip(f, ["product_id"]),
  );
  const appsBySku = groupBySku(
    apps,
    (a) => sku.get(a.product_id)!,
    (a) => strip(a, ["product_id"]),
  );
  const accBySku = groupBySku(
    acc,
    (a) => sku.get(a.main_product_id)!,
    (a) => sku.get(a.accessory_product_id),
  );
  const relBySku = groupBySku(
    rel,
    (r) => sku.get(r.product_id)!,
    (r) => [sku.get(r.related_product_id), r.relationship_type],
  );
  return Object.fromEntries(
    all.map((p) => [
      p.sku,
      {
        ...strip(p),
        features: featuresBySku[p.sku] ?? [],
        applications: appsBySku[p.sku] ?? [],
        accessories: accBySku[p.sku] ?? [],
        related: relBySku[p.sku] ?? [],
      },
    ]),
  );
}

async function exportFile(): Promise<Buffer> {
  const res = await t.app.inject({ method: "GET", url: "/api/products/export", headers: { "x-session-id": session } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function wipe() {
  const res = await t.app.inject({
    method: "DELETE",
    url: "/api/products/clear",
    headers: { "x-session-id": session },
    payload: { confirmation: CLEAR_CONFIRMATION_PHRASE },
  });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  session = await adminSession(t.app);
  await seedDemoCatalog(t.database.db);
});
afterAll(() => t.close());

describe("export → wipe → import of the same file", () => {
  it("gives back every field of every demo product, with its child rows", async () => {
    const before = await snapshot();
    const values = Object.values(before) as Row[];
    // The demo catalogue exercises what the 23 columns alone do not carry.
    expect(values.some((p) => p.is_active === false)).toBe(true);
    expect(values.some((p) => p.original_price !== null)).toBe(true);
    expect(values.every((p) => p.series)).toBe(true);
    expect(values.some((p) => (p.applications as Row[]).some((a) => a.application_id !== null))).toBe(true);

    const file = await exportFile();
    await wipe();
    expect(Object.keys(await snapshot())).toHaveLength(0);
    const imported = await upload(t.app, "system", session, file);
    expect(imported.status).toBe(200);
    expect(imported.body.data.warnings).toEqual([]);

    const after = await snapshot();
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [sku, product] of Object.entries(before)) expect(after[sku], sku).toEqual(product);
  });

  it("re-importing the export on top of itself changes nothing", async () => {
    const before = await snapshot();
    const imported = await upload(t.app, "system", session, await exportFile());
    expect(imported.status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});

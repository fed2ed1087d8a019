import { inArray } from "drizzle-orm";
import { DATASHEET_TYPE, DOCUMENT_LIMITS } from "../../../contracts/documents.ts";
import { FIELD_LABEL } from "../../../contracts/product-fields.ts";
import type { FilesService } from "../../features/files/files.service.ts";
import type { Db } from "../client.ts";
import { productDocuments, products } from "../schema/index.ts";
import { datasheetPdf, type DatasheetFacts } from "./datasheet-pdf.ts";
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from "./demo-catalog.ts";

/** How many demo products get a datasheet: a few per category, so the filter finds some in each. */
export const DEMO_DATASHEETS = 36;

const TECHNICAL = ["potencia_kw", "voltaje", "corriente", "frame_size", "comunicacion", "alimentacion"] as const;
const PHYSICAL = ["weight", "dimensions"] as const;

/**
 * The demo products that get a datasheet: active ones with technical values, taken in turn from
 * each category (catalogue order), the ones with the most values first. Deterministic.
 */
export function datasheetProducts(count = DEMO_DATASHEETS): DemoProduct[] {
  const valueCount = (p: DemoProduct) => TECHNICAL.filter((k) => p[k]).length;
  const queues = DEMO_CATEGORIES.map((c) =>
    DEMO_PRODUCTS.filter((p) => p.category === c.name && p.is_active && valueCount(p) > 0).sort(
      (a, b) => valueCount(b) - valueCount(a),
    ),
  );
  const chosen: DemoProduct[] = [];
  for (let round = 0; chosen.length < count && queues.some((q) => q.length > round); round++) {
    for (const q of queues) if (q[round] && chosen.length < count) chosen.push(q[round]);
  }
  return chosen;
}

export function datasheetFacts(p: DemoProduct): DatasheetFacts {
  const values = [...TECHNICAL, ...PHYSICAL].flatMap((k): [string, string][] =>
    p[k] ? [[FIELD_LABEL[k], String(p[k])]] : [],
  );
  return {
    name: p.name,
    sku: p.sku,
    skuEc: p.sku_ec,
    brand: DEMO_BRANDS.find((b) => b.slug === p.brand)!.name,
    category: p.category,
    subcategory: p.subcategory,
    series: p.series,
    description: p.description,
    values,
    features: p.features ?? [],
  };
}

const fileName = (sku: string) => `ficha-tecnica-${sku.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.pdf`;

/**
 * Gives the chosen demo products a real PDF datasheet (issue 22: 'Con ficha técnica' found
 * nothing out of the box). Runs after the demo catalogue is seeded; products that already hold a
 * document, or are gone, are left alone. The files go where uploads go (local or S3); the rows in
 * one insert. Returns how many were attached.
 */
export async function seedDemoDatasheets(db: Db, files: Pick<FilesService, "storeOriginal">): Promise<number> {
  const wanted = datasheetProducts();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      inArray(
        products.sku,
        wanted.map((p) => p.sku),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.sku, r.id]));
  const holding = new Set(
    (
      await db
        .select({ id: productDocuments.product_id })
        .from(productDocuments)
        .where(inArray(productDocuments.product_id, [...idOf.values()]))
    ).map((r) => r.id),
  );

  const documents: (typeof productDocuments.$inferInsert)[] = [];
  try {
    for (const p of wanted) {
      const productId = idOf.get(p.sku);
      if (productId === undefined || holding.has(productId)) continue;
      const file = await files.storeOriginal({
        data: await datasheetPdf(datasheetFacts(p)),
        filename: fileName(p.sku),
        mimeType: "application/pdf",
        ext: "pdf",
        uploadedBy: null,
      });
      documents.push({
        product_id: productId,
        file_id: file.id,
        title: `Ficha técnica ${p.sku}`.slice(0, DOCUMENT_LIMITS.titleMax),
        type: DATASHEET_TYPE,
        sort_order: 0,
      });
    }
  } finally {
    // Even when the storage gave up halfway: no stored file without its document.
    if (documents.length) await db.insert(productDocuments).values(documents);
  }
  return documents.length;
}

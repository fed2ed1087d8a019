import { IMPORT_MESSAGES, type ImportResults } from "../../../contracts/import-export.ts";
import { TEXT_SHEET_COLUMNS, fromKeys, type TextSheetColumn } from "../../../contracts/product-fields.ts";
import type { Tx } from "../../db/client.ts";
import type { ImportExportRepository, ProductWrite } from "./import-export.repository.ts";
import { key, subKey, type Plan, type PlannedRow } from "./import-plan.ts";

/**
 * Writes a checked plan inside the caller's transaction, set-based: a handful of statements per
 * 2,000 rows, never one per cell. Lists given in the file replace the product's list (only when
 * they differ, so re-importing the same file changes nothing); blank cells leave data alone.
 */
// Autovacuum analyses a table only after a delay; a big import is followed at once by catalogue
// and export queries that would otherwise be planned without statistics.
const ANALYZE_FROM_ROWS = 1_000;

/** Cells whose text is the stored value (the SKU finds the row, it is not written). */
const TEXT_CELLS = TEXT_SHEET_COLUMNS.filter((c): c is Exclude<TextSheetColumn, "sku"> => c !== "sku");

export async function applyPlan(repo: ImportExportRepository, tx: Tx, plan: Plan): Promise<ImportResults> {
  const brandIds = new Map(plan.brandIds);
  for (const b of await repo.insertBrands(tx, plan.newBrands)) brandIds.set(key(b.input), b.id);

  const categoryRefs = new Map<string, number>();
  for (const id of plan.categoryIds.values()) categoryRefs.set(`id:${id}`, id);
  for (const c of await repo.insertCategories(tx, plan.newCategories)) {
    categoryRefs.set(`new:${key(c.input)}`, c.id);
  }
  const categoryId = (ref: string | null) => (ref ? (categoryRefs.get(ref) ?? Number(ref.slice(3))) : null);

  const subcategoryIds = new Map(plan.subcategoryIds);
  const newSubs = plan.newSubcategories.map((s) => ({
    ref: s.categoryRef,
    category_id: categoryId(s.categoryRef)!,
    name: s.name,
  }));
  const refOf = new Map(newSubs.map((s) => [`${s.category_id}\u0000${key(s.name)}`, s.ref]));
  for (const s of await repo.insertSubcategories(
    tx,
    newSubs.map(({ category_id, name }) => ({ category_id, name })),
  )) {
    subcategoryIds.set(subKey(refOf.get(`${s.category_id}\u0000${key(s.input)}`)!, s.input), s.id);
  }

  const toWrite = (r: PlannedRow): ProductWrite => {
    const v = r.values;
    return {
      ...fromKeys(TEXT_CELLS, (c) => v[c] ?? null),
      price_text: r.price?.text ?? null,
      price: r.price?.amount ?? null,
      stock_text: r.stock?.text ?? null,
      stock_quantity: r.stock?.quantity ?? null,
      min_stock_level: r.minStock ?? null,
      brand_id: v.brand ? brandIds.get(key(v.brand))! : null,
      category_id: v.category ? categoryId(r.categoryRef) : null,
      subcategory_id: v.subcategory && r.categoryRef ? subcategoryIds.get(subKey(r.categoryRef, v.subcategory))! : null,
      is_active: r.extra?.is_active ?? null,
      original_price: r.extra?.original_price ?? null,
      series: r.extra?.series ?? null,
      iva_rate: r.extra?.iva_rate ?? null,
      iva_rate_given: r.extra !== undefined && "iva_rate" in r.extra,
    };
  };

  const creates = plan.rows.filter((r) => r.action === "create");
  const updates = plan.rows.filter((r) => r.action === "update");
  const idBySku = new Map(plan.linkTargets);
  const keptIds = await idsToKeep(repo, tx, creates, plan.warnings);
  const created = await repo.insertProducts(
    tx,
    creates.map((r) => ({ sku: r.sku, ...toWrite(r), ...(keptIds.has(r) ? { id: keptIds.get(r) } : {}) })),
  );
  for (const p of created) idBySku.set(key(p.sku), p.id);
  const documents_reattached = await repo.reattachDocuments(
    tx,
    created.map((p) => p.id),
  );
  await repo.updateProducts(
    tx,
    updates.map((r) => ({ id: r.productId!, ...toWrite(r) })),
  );
  for (const r of updates) idBySku.set(key(r.sku), r.productId!);
  for (const r of plan.rows) r.productId ??= idBySku.get(key(r.sku)) ?? null;

  const updatedIds = updates.map((r) => r.productId!);
  const features_created = await replaceChangedTexts(repo, tx, "features", plan.rows, updatedIds);
  const applications_created = await replaceChangedTexts(repo, tx, "applications", plan.rows, updatedIds);
  const accessories_created = await syncAccessories(repo, tx, plan.rows, idBySku);
  const related_products_created = await syncRelated(repo, tx, plan.rows, idBySku);
  if (plan.rows.length >= ANALYZE_FROM_ROWS) await repo.analyze(tx);

  return {
    products_created: creates.length,
    products_updated: updates.length,
    features_created,
    applications_created,
    accessories_created,
    related_products_created,
    brands_created: plan.newBrands.length,
    categories_created: plan.newCategories.length,
    subcategories_created: newSubs.length,
    documents_reattached,
  };
}

/**
 * The ids of 'Datos adicionales' are kept only when the catalogue is empty (ADR 037: export →
 * wipe → import gives back every /producto/{id}); in a catalogue with products an id could
 * belong to another product, so new products get fresh ids. An id given twice is kept once.
 */
async function idsToKeep(repo: ImportExportRepository, tx: Tx, creates: PlannedRow[], warnings: string[]) {
  const kept = new Map<PlannedRow, number>();
  const withId = creates.filter((r) => r.extra?.id !== undefined);
  if (!withId.length || !(await repo.isCatalogEmpty(tx))) return kept;
  const taken = new Map<number, string>();
  for (const r of withId) {
    const id = r.extra!.id!;
    const other = taken.get(id);
    if (other !== undefined) warnings.push(IMPORT_MESSAGES.duplicateProductId(r.sku, id, other));
    else {
      taken.set(id, r.sku);
      kept.set(r, id);
    }
  }
  return kept;
}

async function replaceChangedTexts(
  repo: ImportExportRepository,
  tx: Tx,
  kind: "features" | "applications",
  rows: PlannedRow[],
  updatedIds: number[],
) {
  const withList = rows.filter((r) => r[kind]);
  const current = new Map<number, string[]>();
  const listed = new Set(withList.map((r) => r.productId!));
  for (const t of await repo.listTexts(
    tx,
    kind,
    updatedIds.filter((id) => listed.has(id)),
  )) {
    const list = current.get(t.product_id) ?? [];
    list.push(t.text);
    current.set(t.product_id, list);
  }
  const changed = withList
    .map((r) => ({ product_id: r.productId!, texts: r[kind]! }))
    .filter((l) => !sameList(current.get(l.product_id) ?? [], l.texts));
  const withRows = changed.filter((l) => current.has(l.product_id)).map((l) => l.product_id);
  return repo.replaceTexts(tx, kind, changed, withRows);
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

async function syncAccessories(repo: ImportExportRepository, tx: Tx, rows: PlannedRow[], idBySku: Map<string, number>) {
  const withList = rows.filter((r) => r.accessories);
  const existing = await repo.listAccessories(
    tx,
    withList.map((r) => r.productId!),
  );
  const byMain = groupBy(existing, (e) => e.main_product_id);
  const toDelete: number[] = [];
  const toInsert: { main_product_id: number; accessory_product_id: number }[] = [];
  for (const r of withList) {
    const wanted = new Set(r.accessories!.map((s) => idBySku.get(key(s))!));
    const have = byMain.get(r.productId!) ?? [];
    for (const e of have) if (!wanted.has(e.accessory_product_id)) toDelete.push(e.id);
    const haveIds = new Set(have.map((e) => e.accessory_product_id));
    for (const id of wanted)
      if (!haveIds.has(id)) toInsert.push({ main_product_id: r.productId!, accessory_product_id: id });
  }
  await repo.deleteLinks(tx, "accessories", toDelete);
  await repo.insertAccessories(tx, toInsert);
  return toInsert.length;
}

async function syncRelated(repo: ImportExportRepository, tx: Tx, rows: PlannedRow[], idBySku: Map<string, number>) {
  const withList = rows.filter((r) => r.related);
  const existing = await repo.listRelated(
    tx,
    withList.map((r) => r.productId!),
  );
  const byProduct = groupBy(existing, (e) => e.product_id);
  const toDelete: number[] = [];
  const toRetype: { id: number; relationship_type: string }[] = [];
  const toInsert: { product_id: number; related_product_id: number; relationship_type: string }[] = [];
  for (const r of withList) {
    const wanted = new Map(r.related!.map((x) => [idBySku.get(key(x.sku))!, x.type]));
    const have = byProduct.get(r.productId!) ?? [];
    for (const e of have) {
      const type = wanted.get(e.related_product_id);
      if (type === undefined) toDelete.push(e.id);
      else if (type !== e.relationship_type) toRetype.push({ id: e.id, relationship_type: type });
    }
    const haveIds = new Set(have.map((e) => e.related_product_id));
    for (const [id, type] of wanted) {
      if (!haveIds.has(id))
        toInsert.push({ product_id: r.productId!, related_product_id: id, relationship_type: type });
    }
  }
  await repo.deleteLinks(tx, "related_products", toDelete);
  await repo.retypeRelated(tx, toRetype);
  await repo.insertRelated(tx, toInsert);
  return toInsert.length;
}

function groupBy<T>(items: T[], by: (t: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const i of items) {
    const list = out.get(by(i)) ?? [];
    list.push(i);
    out.set(by(i), list);
  }
  return out;
}

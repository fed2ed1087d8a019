import {
  COLUMN_LABEL,
  ROW_MESSAGES,
  rowError,
  type ImportColumn,
  type ValidationError,
} from "../../../contracts/import-export.ts";
import type { Tx } from "../../db/client.ts";
import type { ParsedFile, ParsedRow } from "./parse-rows.ts";
import type { ImportExportRepository } from "./import-export.repository.ts";

/**
 * What an import would do, worked out against the database without writing anything: which
 * rows create and which update, which brands / categories / subcategories are new, which links
 * point nowhere. The preview shows it; the import recomputes it inside its transaction and applies it.
 */
export type PlannedRow = ParsedRow & {
  action: "create" | "update";
  productId: number | null;
  categoryRef: string | null;
};

export type Plan = {
  file: ParsedFile;
  rows: PlannedRow[];
  errors: ValidationError[];
  warnings: string[];
  /** key (lower-case name) → id, for names already in the database. */
  brandIds: Map<string, number>;
  categoryIds: Map<string, number>;
  /** `${categoryRef}\u0000${lower name}` → id. categoryRef is "id:<n>" or "new:<lower name>". */
  subcategoryIds: Map<string, number>;
  newBrands: string[];
  newCategories: string[];
  newSubcategories: { categoryRef: string; category: string; name: string }[];
  /** lower SKU → id of products outside the file that links point to. */
  linkTargets: Map<string, number>;
};

export const key = (s: string) => s.toLowerCase();
export const subKey = (categoryRef: string, name: string) => `${categoryRef}\u0000${key(name)}`;

/** Distinct by lower case, first spelling wins. */
function distinct(names: string[]): string[] {
  const seen = new Map<string, string>();
  for (const n of names) if (!seen.has(key(n))) seen.set(key(n), n);
  return [...seen.values()];
}

export async function planImport(repo: ImportExportRepository, tx: Tx, file: ParsedFile): Promise<Plan> {
  const header = (field: ImportColumn) => file.columns.find((c) => c.field === field)?.header ?? COLUMN_LABEL[field];
  const errors: ValidationError[] = [];
  const warnings = [...file.warnings];
  const addError = (row: number, field: ImportColumn | null, text: string) => {
    const column = field ? header(field) : null;
    errors.push({ row, column, field, message: rowError(row, column, text) });
  };

  const skus = distinct(file.rows.filter((r) => r.sku).map((r) => r.sku));
  const existing = new Map<string, { id: number; category_id: number | null }>();
  for (const p of await repo.findProductsBySku(tx, skus)) existing.set(key(p.input), p);

  const brandNames = distinct(file.rows.flatMap((r) => (r.values.brand ? [r.values.brand] : [])));
  const brandIds = new Map((await repo.findBrands(tx, brandNames)).map((b) => [key(b.input), b.id]));
  const categoryNames = distinct(file.rows.flatMap((r) => (r.values.category ? [r.values.category] : [])));
  const categoryIds = new Map((await repo.findCategories(tx, categoryNames)).map((c) => [key(c.input), c.id]));

  const rows: PlannedRow[] = file.rows.map((r) => {
    const found = r.sku ? existing.get(key(r.sku)) : undefined;
    const planned: PlannedRow = {
      ...r,
      action: found ? "update" : "create",
      productId: found?.id ?? null,
      categoryRef: null,
    };
    if (!found && !r.values.name) addError(r.row, "name", ROW_MESSAGES.nameRequired);
    const category = r.values.category;
    if (category) {
      const id = categoryIds.get(key(category));
      planned.categoryRef = id ? `id:${id}` : `new:${key(category)}`;
    } else if (r.values.subcategory) {
      // A subcategory alone belongs to the category the product already has.
      if (found?.category_id) planned.categoryRef = `id:${found.category_id}`;
      else addError(r.row, "subcategory", ROW_MESSAGES.subcategoryNeedsCategory);
    }
    return planned;
  });

  // Subcategories: existing ones only under existing categories.
  const wanted = new Map<string, { categoryRef: string; category: string; name: string }>();
  for (const r of rows) {
    if (!r.values.subcategory || !r.categoryRef) continue;
    const k = subKey(r.categoryRef, r.values.subcategory);
    if (!wanted.has(k))
      wanted.set(k, { categoryRef: r.categoryRef, category: r.values.category ?? "", name: r.values.subcategory });
  }
  const lookups = [...wanted.values()]
    .filter((w) => w.categoryRef.startsWith("id:"))
    .map((w) => ({ category_id: Number(w.categoryRef.slice(3)), name: w.name }));
  const subcategoryIds = new Map(
    (await repo.findSubcategories(tx, lookups)).map((s) => [subKey(`id:${s.category_id}`, s.input), s.id]),
  );

  const linkTargets = await planLinks(repo, tx, rows, header, warnings);

  errors.push(...rows.flatMap((r) => r.errors));
  errors.sort((a, b) => a.row - b.row);
  // Row numbers of another sheet would interleave with these if sorted together: they follow instead.
  errors.push(...file.sheetErrors);
  return {
    file,
    rows,
    errors,
    warnings,
    brandIds,
    categoryIds,
    subcategoryIds,
    newBrands: brandNames.filter((n) => !brandIds.has(key(n))),
    newCategories: categoryNames.filter((n) => !categoryIds.has(key(n))),
    newSubcategories: [...wanted.entries()].filter(([k]) => !subcategoryIds.has(k)).map(([, w]) => w),
    linkTargets,
  };
}

/** Accessory and related SKUs must be in the file or the catalogue; the others become warnings and are skipped. */
async function planLinks(
  repo: ImportExportRepository,
  tx: Tx,
  rows: PlannedRow[],
  header: (f: ImportColumn) => string,
  warnings: string[],
): Promise<Map<string, number>> {
  const inFile = new Set(rows.filter((r) => r.sku).map((r) => key(r.sku)));
  const outside = distinct(
    rows
      .flatMap((r) => [...(r.accessories ?? []), ...(r.related ?? []).map((x) => x.sku)])
      .filter((s) => !inFile.has(key(s))),
  );
  const targets = new Map((await repo.findProductsBySku(tx, outside)).map((p) => [key(p.input), p.id]));
  const known = (sku: string) => inFile.has(key(sku)) || targets.has(key(sku));

  for (const r of rows) {
    const keepKnown = (field: ImportColumn, sku: string, unknown: (s: string) => string) => {
      if (key(sku) === key(r.sku)) warnings.push(rowError(r.row, header(field), ROW_MESSAGES.selfLink(sku)));
      else if (!known(sku)) warnings.push(rowError(r.row, header(field), unknown(sku)));
      else return true;
      return false;
    };
    // A cell whose every SKU was skipped leaves the current links alone rather than erasing them.
    if (r.accessories) {
      const kept = r.accessories.filter((s) => keepKnown("accessories", s, ROW_MESSAGES.unknownAccessory));
      r.accessories = kept.length ? kept : undefined;
    }
    if (r.related) {
      const kept = r.related.filter((x) => keepKnown("related_products", x.sku, ROW_MESSAGES.unknownRelated));
      r.related = kept.length ? kept : undefined;
    }
  }
  return targets;
}

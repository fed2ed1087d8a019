import type { PageItem } from "../../../ui/pagination.tsx";
import {
  DEFAULT_PER_PAGE,
  PER_PAGE_OPTIONS,
  SORT_OPTIONS,
  TECHNICAL_FILTERS,
  type SortOption,
  type TechnicalFilter,
} from "../../../../contracts/catalog-options.ts";

/**
 * The catalogue's whole state lives in the URL (spec §2). These pure functions read it and apply
 * the reset rules of spec §4; the page and its tests share them.
 */
export const FILTER_KEYS = [
  "search",
  "category",
  "subcategory",
  "series",
  "brand",
  ...TECHNICAL_FILTERS,
  "hasDatasheet",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type CatalogKey = FilterKey | "view" | "sort" | "page" | "perPage";
export type CatalogView = "grid" | "list";

export type CatalogParams = {
  search: string;
  category: string;
  subcategory: string;
  series: string;
  brand: string;
  technical: Record<TechnicalFilter, string>;
  /** 'Con ficha técnica' (hasDatasheet=true): products with at least one datasheet document. */
  hasDatasheet: boolean;
  view: CatalogView;
  sort: SortOption;
  page: number;
  perPage: number;
};

const DEFAULTS: Partial<Record<CatalogKey, string>> = {
  view: "grid",
  sort: "default",
  page: "1",
  perPage: String(DEFAULT_PER_PAGE),
};

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

export function readCatalogParams(sp: URLSearchParams): CatalogParams {
  const text = (k: string) => sp.get(k)?.trim() ?? "";
  const sort = text("sort") as SortOption;
  const perPage = positiveInt(sp.get("perPage"), DEFAULT_PER_PAGE);
  return {
    search: text("search"),
    category: text("category"),
    subcategory: text("subcategory"),
    series: text("series"),
    brand: text("brand"),
    technical: Object.fromEntries(TECHNICAL_FILTERS.map((k) => [k, text(k)])) as Record<TechnicalFilter, string>,
    hasDatasheet: text("hasDatasheet") === "true",
    view: text("view") === "list" ? "list" : "grid",
    sort: SORT_OPTIONS.includes(sort) ? sort : "default",
    page: positiveInt(sp.get("page"), 1),
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

/** Which other parameters a change of `key` clears (spec §4). */
function resetsOf(key: CatalogKey): readonly string[] {
  switch (key) {
    case "category":
      return ["subcategory", ...TECHNICAL_FILTERS, "page"];
    // Subcategory and brand keep the technical filters: the page drops only those left without
    // products, and says so (issue 22, ADR 036; spec §4 cleared them all, silently).
    case "view":
    case "page":
      return [];
    default:
      // search, series, sort, perPage and every technical filter
      return ["page"];
  }
}

/**
 * The query after setting `key` to `value` ('' or null removes it; defaults are left out so URLs
 * stay short), with the parameters that change resets removed.
 */
export function withChange(sp: URLSearchParams, key: CatalogKey, value: string | number | null): URLSearchParams {
  const next = new URLSearchParams(sp);
  const v = value === null ? "" : String(value).trim();
  if (v === "" || v === DEFAULTS[key]) next.delete(key);
  else next.set(key, v);
  for (const k of resetsOf(key)) next.delete(k);
  next.delete(DROPPED_PARAM);
  return next;
}

/** Technical filters the page dropped because they left the list empty ('potencia:7.5'). */
export const DROPPED_PARAM = "descartado";
export type DroppedFilter = { key: TechnicalFilter; value: string };

/** The dropped filters the URL reports (unknown keys ignored). */
export function readDropped(sp: URLSearchParams): DroppedFilter[] {
  return sp.getAll(DROPPED_PARAM).flatMap((raw) => {
    const at = raw.indexOf(":");
    const key = raw.slice(0, at) as TechnicalFilter;
    const value = raw.slice(at + 1).trim();
    return at > 0 && value && TECHNICAL_FILTERS.includes(key) ? [{ key, value }] : [];
  });
}

/** The query without `dropped` technical filters, saying which they were. */
export function withDropped(sp: URLSearchParams, dropped: DroppedFilter[]): URLSearchParams {
  const next = new URLSearchParams(sp);
  next.delete(DROPPED_PARAM);
  next.delete("page");
  for (const d of dropped) {
    next.delete(d.key);
    next.append(DROPPED_PARAM, `${d.key}:${d.value}`);
  }
  return next;
}

/**
 * The query without empty and default values (a form sent without JavaScript sends every field,
 * 'category=&sort=default…'), so its URL is the one the scripts would have built; null when
 * it is already clean.
 */
export function withoutEmptyParams(sp: URLSearchParams): URLSearchParams | null {
  const next = new URLSearchParams();
  for (const [k, v] of sp) {
    const value = v.trim();
    if (value === "" || value === DEFAULTS[k as CatalogKey]) continue;
    next.append(k, value);
  }
  return next.toString() === sp.toString() ? null : next;
}

/** The heading over the results: 'N productos encontrados', in the singular for one. */
export const resultCountText = (total: number) =>
  total === 1 ? "1 producto encontrado" : `${total} productos encontrados`;

/** True when search or any filter is set (shows 'Limpiar Filtros'). */
export function hasActiveFilters(sp: URLSearchParams): boolean {
  return FILTER_KEYS.some((k) => (sp.get(k) ?? "").trim() !== "");
}

/** Every page up to 6; beyond, first, last and a window around the current one with ellipses. */
export function paginationItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 6) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), totalPages);
  if (page <= 3) return [1, 2, 3, 4, "ellipsis-end", totalPages];
  if (page >= totalPages - 2) return [1, "ellipsis-start", totalPages - 3, totalPages - 2, totalPages - 1, totalPages];
  return [1, "ellipsis-start", page - 1, page, page + 1, "ellipsis-end", totalPages];
}

/** The taxonomy a selection must still belong to (spec §4: otherwise reset to all). */
export type Taxonomy = {
  categories: { id: number; subcategories: { id: number }[] }[];
  brands: { id: number }[];
};

/**
 * The query with every selected category, subcategory or brand that no longer exists (or a
 * subcategory outside the chosen category) reset to all, applying the same reset rules as a
 * change; null when everything is still valid.
 */
export function withoutStaleSelections(sp: URLSearchParams, taxonomy: Taxonomy): URLSearchParams | null {
  let next = sp;
  const category = next.get("category");
  const chosen = category ? taxonomy.categories.find((c) => String(c.id) === category) : undefined;
  if (category && !chosen) next = withChange(next, "category", null);

  const subcategory = next.get("subcategory");
  if (subcategory) {
    const pool = chosen ? [chosen] : taxonomy.categories;
    if (!pool.some((c) => c.subcategories.some((s) => String(s.id) === subcategory))) {
      next = withChange(next, "subcategory", null);
    }
  }

  const brand = next.get("brand");
  if (brand && !taxonomy.brands.some((b) => String(b.id) === brand)) next = withChange(next, "brand", null);
  return next === sp ? null : next;
}

/**
 * The query moved to the last page when `page` lies beyond it (a stale or hand-edited link), so
 * the page never says "N productos encontrados" over an empty list; null when it is in range.
 */
export function withPageInRange(sp: URLSearchParams, totalPages: number): URLSearchParams | null {
  const last = Math.max(1, totalPages);
  return readCatalogParams(sp).page > last ? withChange(sp, "page", last) : null;
}

/**
 * The options worth offering: choosing one with no product would only request to an empty page. The
 * selected option stays even at 0, so the select shows what the URL says and it can be undone.
 */
export function offeredOptions<T extends { value: string; count: number }>(options: T[], selected: string): T[] {
  return options.filter((o) => o.count > 0 || o.value === selected);
}

/**
 * The canonical query of a catalogue URL: the category page, or the whole catalogue (issue 22).
 * Searches, brands, series and technical filters are endless combinations of the same products:
 * search engines are pointed at the page that lists them all. The page number stays only on a
 * page of the category (or of the whole catalogue) itself.
 */
export function canonicalQuery(sp: URLSearchParams): string {
  const out = new URLSearchParams();
  const category = sp.get("category")?.trim();
  if (category) out.set("category", category);
  const narrowed = FILTER_KEYS.some((k) => k !== "category" && (sp.get(k) ?? "").trim() !== "");
  const page = positiveInt(sp.get("page"), 1);
  if (page > 1 && !narrowed) out.set("page", String(page));
  const text = out.toString();
  return text ? `?${text}` : "";
}

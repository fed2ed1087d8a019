import type { PageItem } from "../../../ui/pagination.tsx";

/**
 * The numbered buttons of the list (admin spec §2): first, last, the current page with one
 * neighbour each side, and ellipses for the gaps; every page when there are seven or fewer.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const items: PageItem[] = [1];
  const start = Math.max(2, Math.min(current - 1, total - 4));
  const end = Math.min(total - 1, Math.max(current + 1, 5));
  if (start > 2) items.push("ellipsis-start");
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push("ellipsis-end");
  items.push(total);
  return items;
}

/** 'Mostrando X a Y de Z productos' (admin spec §2). */
export function showingText(page: number, perPage: number, total: number) {
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return `Mostrando ${from} a ${to} de ${total} productos`;
}

/** Accessories per carousel page by window width (spec §9: breakpoints 475, 768, 1280; 4 by default). */
export const CAROUSEL_DEFAULT_PER_PAGE = 4;

export function itemsPerPage(width: number): number {
  if (width < 475) return 1;
  if (width < 768) return 2;
  if (width < 1280) return 3;
  return 4;
}

export const pageCount = (items: number, perPage: number) => Math.max(1, Math.ceil(items / perPage));

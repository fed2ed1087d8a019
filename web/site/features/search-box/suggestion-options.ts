import type { SuggestResult } from "../../../../contracts/catalog.ts";
import { PRICE_ON_REQUEST } from "../../../../contracts/price-on-request.ts";
import { formatPrice } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";

export type SuggestionGroup = "Productos" | "Categorías" | "Marcas";

/** One choice of the list, in the order the arrow keys walk it. */
export type SuggestionOption = {
  id: string;
  group: SuggestionGroup;
  href: string;
  label: string;
  sku?: string;
  price?: string;
  image?: string | null;
};

/** The answer of GET /products/suggest as the list's options: products, then categories, then brands. */
export function suggestionOptions(result: SuggestResult, listId: string): SuggestionOption[] {
  return [
    ...result.products.map((p) => ({
      id: `${listId}-p${p.id}`,
      group: "Productos" as const,
      href: paths.product(p.id),
      label: p.name,
      sku: p.sku,
      // A price staff wrote as text ("Consultar") is on request (ADR 014).
      price: p.price_amount ? formatPrice(p.price_amount) : PRICE_ON_REQUEST,
      image: p.main_image,
    })),
    ...result.categories.map((c) => ({
      id: `${listId}-c${c.id}`,
      group: "Categorías" as const,
      href: paths.catalog({ category: c.id }),
      label: c.name,
    })),
    ...result.brands.map((b) => ({
      id: `${listId}-b${b.id}`,
      group: "Marcas" as const,
      href: paths.catalog({ brand: b.id }),
      label: b.name,
    })),
  ];
}

/** The next active option for an arrow key, wrapping round; -1 is "none" (the text box itself). */
export function moveActive(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

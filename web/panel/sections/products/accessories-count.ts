import type { Product, ProductList } from "../../../../contracts/catalog.ts";

/**
 * A product's accessories change inside its form, while the grid behind it keeps the count it
 * loaded (issue 14, defect 8). The accessories tab announces each new count; the grid listens and
 * patches that one card, without reloading the page of products.
 */
export const ACCESSORIES_CHANGED_EVENT = "admin:accessories-changed";

export type AccessoriesChanged = { productId: number; count: number };

export function announceAccessoriesCount(detail: AccessoriesChanged) {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<AccessoriesChanged>(ACCESSORIES_CHANGED_EVENT, { detail }));
}

/** Calls `listener` on every announced count; returns the function that stops listening. */
export function onAccessoriesCount(listener: (change: AccessoriesChanged) => void): () => void {
  const handle = (e: Event) => listener((e as CustomEvent<AccessoriesChanged>).detail);
  window.addEventListener(ACCESSORIES_CHANGED_EVENT, handle);
  return () => window.removeEventListener(ACCESSORIES_CHANGED_EVENT, handle);
}

/** The product with its new count; the same object when nothing changes (no re-render). */
export function withAccessoriesCount(product: Product, change: AccessoriesChanged): Product {
  if (product.id !== change.productId || product.accessories_count === change.count) return product;
  return { ...product, accessories_count: change.count };
}

/** The grid's page with one card's count updated; the same page when it does not show that product. */
export function listWithAccessoriesCount(list: ProductList | null, change: AccessoriesChanged): ProductList | null {
  if (!list) return list;
  const products = list.products.map((p) => withAccessoriesCount(p, change));
  return products.every((p, i) => p === list.products[i]) ? list : { ...list, products };
}

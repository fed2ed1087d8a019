import { afterEach, describe, expect, it, vi } from "vitest";
import type { Product, ProductList } from "../../../../contracts/catalog.ts";
import { announceAccessoriesCount, listWithAccessoriesCount, onAccessoriesCount } from "./accessories-count.ts";

const product = (id: number, accessories_count: number) => ({ id, accessories_count }) as Product;
const page = (...products: Product[]): ProductList =>
  ({ products, page: 1, perPage: 12, total: products.length, totalPages: 1 }) as unknown as ProductList;

afterEach(() => vi.unstubAllGlobals());

describe("accessories count on the admin cards (issue 14, defect 8)", () => {
  it("patches only the changed product's card", () => {
    const list = page(product(1, 0), product(2, 3));
    const next = listWithAccessoriesCount(list, { productId: 2, count: 5 })!;
    expect(next.products.map((p) => p.accessories_count)).toEqual([0, 5]);
    expect(next.products[0]).toBe(list.products[0]);
    expect(list.products[1].accessories_count).toBe(3);
  });

  it("keeps the same page when nothing it shows changes", () => {
    const list = page(product(1, 2));
    expect(listWithAccessoriesCount(list, { productId: 9, count: 4 })).toBe(list);
    expect(listWithAccessoriesCount(list, { productId: 1, count: 2 })).toBe(list);
    expect(listWithAccessoriesCount(null, { productId: 1, count: 2 })).toBeNull();
  });

  it("delivers each announced count to the listeners until they stop", () => {
    vi.stubGlobal("window", new EventTarget());
    const heard: unknown[] = [];
    const stop = onAccessoriesCount((change) => heard.push(change));
    announceAccessoriesCount({ productId: 7, count: 2 });
    stop();
    announceAccessoriesCount({ productId: 7, count: 3 });
    expect(heard).toEqual([{ productId: 7, count: 2 }]);
  });
});

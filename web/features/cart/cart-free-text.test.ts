import { describe, expect, it } from "vitest";
import {
  cartReducer,
  cartTotal,
  emptyCart,
  parseStoredCart,
  priceOnRequestCount,
  serializeCart,
  toCartItem,
} from "./cart-state.ts";

const plc = toCartItem({ id: 1, name: "PLC S7-1200", price: "100.00", sku: "6ES7214-1AG40-0XB0" });
const hmi = toCartItem({ id: 2, name: "HMI KTP700", price: "50.00" });

describe("free-text lines in the basket (ADR 021)", () => {
  it("a parts list adds products with quantities and free-text lines in one step", () => {
    const start = cartReducer(emptyCart, { type: "add", item: plc });
    const state = cartReducer(start, {
      type: "addLines",
      lines: {
        products: [
          { item: plc, quantity: 4 },
          { item: hmi, quantity: 2 },
        ],
        freeText: [
          { code: "ZZ-999", description: "", quantity: 3 },
          { code: " 3RT2015 ", description: "Contactor 24 V", quantity: 1 },
        ],
      },
    });
    expect(state.items.map((i) => [i.id, i.quantity, i.freeText ?? false])).toEqual([
      [1, 5, false],
      [2, 2, false],
      [-1, 3, true],
      [-2, 1, true],
    ]);
    expect(state.items[3]).toMatchObject({
      name: "Contactor 24 V",
      sku: "3RT2015",
      description: "Contactor 24 V",
      price: null,
      image: null,
    });
    expect(cartTotal(state.items)).toBe(600);
    expect(priceOnRequestCount(state.items)).toBe(2);
  });

  it("the same free-text line added again adds its quantity; new ones get fresh ids", () => {
    let state = cartReducer(emptyCart, {
      type: "addLines",
      lines: { products: [], freeText: [{ code: "ZZ-999", description: "", quantity: 3 }] },
    });
    state = cartReducer(state, {
      type: "addLines",
      lines: {
        products: [],
        freeText: [
          { code: "zz-999", description: " ", quantity: 2 },
          { code: "AB-1", description: "", quantity: 1 },
          { code: " ", description: "", quantity: 1 },
        ],
      },
    });
    expect(state.items.map((i) => [i.id, i.sku, i.quantity])).toEqual([
      [-1, "ZZ-999", 5],
      [-2, "AB-1", 1],
    ]);
    expect(cartReducer(state, { type: "remove", id: -1 }).items.map((i) => i.id)).toEqual([-2]);
    expect(cartReducer(state, { type: "updateQuantity", id: -2, quantity: 7 }).items[1].quantity).toBe(7);
  });

  it("survives storage, and older saved carts without such lines still read", () => {
    const state = cartReducer(emptyCart, {
      type: "addLines",
      lines: { products: [{ item: plc, quantity: 1 }], freeText: [{ code: "ZZ-9", description: "Relé", quantity: 2 }] },
    });
    expect(parseStoredCart(serializeCart(state.items))).toEqual(state.items);
    const old = JSON.stringify([{ id: 1, name: "PLC", price: "100", quantity: 2 }]);
    expect(parseStoredCart(old)?.[0]).toMatchObject({ id: 1, price: 100, quantity: 2 });
    expect(parseStoredCart(old)?.[0].freeText).toBeUndefined();
  });

  it("a stored free-text line never gains a price", () => {
    const stored = JSON.stringify([{ id: -1, name: "ZZ", price: 5, quantity: 1, freeText: true, sku: "ZZ" }]);
    expect(parseStoredCart(stored)?.[0]).toMatchObject({ price: null, freeText: true });
  });
});

import { describe, expect, it } from "vitest";
import {
  badgeText,
  basketTooltip,
  basketItemCount,
  basketReducer,
  basketTotal,
  emptyBasket,
  parseStoredBasket,
  priceOnRequestCount,
  serializeBasket,
  toBasketItem,
  type BasketState,
} from "./basket-state.ts";

const plc = toBasketItem({
  id: 1,
  name: "PLC S7-1200",
  description: "CPU 1214C",
  price: "1250.00",
  price_amount: "1250.00",
  original_price: null,
  main_image: "s7-1200.jpg",
  category: { name: "PLC" },
  brand: { name: "Siemens" },
});
const relay = toBasketItem({ id: 2, name: "Relé", price: "0.10", image: "rele.png", category: "Relés", brand: null });

describe("toBasketItem", () => {
  it("keeps the spec's fields, numbers for prices, names for category and brand", () => {
    expect(plc).toEqual({
      id: 1,
      name: "PLC S7-1200",
      description: "CPU 1214C",
      price: 1250,
      originalPrice: null,
      image: "s7-1200.jpg",
      category: "PLC",
      brand: "Siemens",
    });
    expect(relay.image).toBe("rele.png");
    expect(relay.category).toBe("Relés");
  });

  it("reads a missing, zero or free-text price as on request (null)", () => {
    expect(toBasketItem({ id: 3, name: "X" }).price).toBeNull();
    expect(toBasketItem({ id: 3, name: "X", price: "Consultar", price_amount: null }).price).toBeNull();
    expect(toBasketItem({ id: 3, name: "X", price: "0.00", price_amount: "0.00" }).price).toBeNull();
  });
});

describe("basketReducer", () => {
  const add = (s: BasketState, item = plc) => basketReducer(s, { type: "add", item });

  it("adds a new product with quantity 1 and increments an existing one", () => {
    let s = add(emptyBasket);
    expect(s.items).toHaveLength(1);
    expect(s.items[0].quantity).toBe(1);
    s = add(s);
    expect(s.items).toHaveLength(1);
    expect(s.items[0].quantity).toBe(2);
    s = add(s, relay);
    expect(s.items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it("removes by product id", () => {
    const s = basketReducer(add(add(emptyBasket), relay), { type: "remove", id: 1 });
    expect(s.items.map((i) => i.id)).toEqual([2]);
  });

  it("clamps an updated quantity to at least 1", () => {
    let s = add(emptyBasket);
    s = basketReducer(s, { type: "updateQuantity", id: 1, quantity: 5 });
    expect(s.items[0].quantity).toBe(5);
    s = basketReducer(s, { type: "updateQuantity", id: 1, quantity: 0 });
    expect(s.items[0].quantity).toBe(1);
    s = basketReducer(s, { type: "updateQuantity", id: 1, quantity: -3 });
    expect(s.items[0].quantity).toBe(1);
    s = basketReducer(s, { type: "updateQuantity", id: 99, quantity: 4 });
    expect(s.items).toHaveLength(1);
  });

  it("never holds more than the request's limit of 100000 per line (issue 22)", () => {
    let s = add(emptyBasket);
    s = basketReducer(s, { type: "updateQuantity", id: 1, quantity: 100_001 });
    expect(s.items[0].quantity).toBe(100_000);
    s = add(s);
    expect(s.items[0].quantity).toBe(100_000);
  });

  it("clears and replaces", () => {
    const s = add(emptyBasket);
    expect(basketReducer(s, { type: "clear" }).items).toEqual([]);
    const replaced = basketReducer(s, { type: "replace", items: [{ ...relay, quantity: 3 }] });
    expect(replaced.items).toEqual([{ ...relay, quantity: 3 }]);
  });
});

describe("totals", () => {
  it("sums price × quantity in cents and counts quantities", () => {
    let s = emptyBasket;
    for (let i = 0; i < 3; i++) s = basketReducer(s, { type: "add", item: relay });
    expect(basketTotal(s.items)).toBe(0.3);
    s = basketReducer(s, { type: "add", item: plc });
    expect(basketTotal(s.items)).toBe(1250.3);
    expect(basketItemCount(s.items)).toBe(4);
    expect(basketTotal([])).toBe(0);
  });

  it("leaves price-on-request lines out of the total and counts them", () => {
    const scada = toBasketItem({ id: 9, name: "SCADA", price: "Consultar", price_amount: null });
    let s = basketReducer(emptyBasket, { type: "add", item: relay });
    s = basketReducer(s, { type: "add", item: scada });
    s = basketReducer(s, { type: "add", item: scada });
    expect(basketTotal(s.items)).toBe(0.1);
    expect(priceOnRequestCount(s.items)).toBe(1);
    expect(basketItemCount(s.items)).toBe(3);
  });
});

describe("stored cart", () => {
  it("round-trips and parses price and quantity as numbers; a missing price is on request (null)", () => {
    const items = [{ ...plc, quantity: 2 }];
    expect(parseStoredBasket(serializeBasket(items))).toEqual(items);
    const loose = JSON.stringify([
      { id: 5, name: "Sensor", price: "12.5", quantity: "3" },
      { id: 6, name: "Y" },
    ]);
    const parsed = parseStoredBasket(loose)!;
    expect(parsed[0]).toMatchObject({ price: 12.5, quantity: 3, description: null, image: null });
    expect(parsed[1]).toMatchObject({ price: null, quantity: 0 });
  });

  it("accepts { items } and gives null when nothing is stored", () => {
    expect(parseStoredBasket(JSON.stringify({ items: [{ id: 1, name: "A", price: 1, quantity: 1 }] }))).toHaveLength(1);
    expect(parseStoredBasket(null)).toBeNull();
  });

  it("throws on a corrupted value", () => {
    expect(() => parseStoredBasket("{not json")).toThrow();
    expect(() => parseStoredBasket('"text"')).toThrow();
    expect(() => parseStoredBasket('[{"name":"no id"}]')).toThrow();
    expect(() => parseStoredBasket("[null]")).toThrow();
  });
});

describe("badge", () => {
  it("caps at 99+ and words the tooltip", () => {
    expect(badgeText(5)).toBe("5");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(basketTooltip(0)).toBe("Carrito vacío");
    expect(basketTooltip(3)).toBe("3 producto(s) en cotización");
  });
});

describe("free-text lines in the basket (ADR 021)", () => {
  const cpu = toBasketItem({ id: 1, name: "PLC S7-1200", price: "100.00", sku: "6ES7214-1AG40-0XB0" });
  const hmi = toBasketItem({ id: 2, name: "HMI KTP700", price: "50.00" });

  it("a parts list adds products with quantities and free-text lines in one step", () => {
    const start = basketReducer(emptyBasket, { type: "add", item: cpu });
    const state = basketReducer(start, {
      type: "addLines",
      lines: {
        products: [
          { item: cpu, quantity: 4 },
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
    expect(basketTotal(state.items)).toBe(600);
    expect(priceOnRequestCount(state.items)).toBe(2);
  });

  it("the same free-text line added again adds its quantity; new ones get fresh ids", () => {
    let state = basketReducer(emptyBasket, {
      type: "addLines",
      lines: { products: [], freeText: [{ code: "ZZ-999", description: "", quantity: 3 }] },
    });
    state = basketReducer(state, {
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
    expect(basketReducer(state, { type: "remove", id: -1 }).items.map((i) => i.id)).toEqual([-2]);
    expect(basketReducer(state, { type: "updateQuantity", id: -2, quantity: 7 }).items[1].quantity).toBe(7);
  });

  it("survives storage, and older saved carts without such lines still read", () => {
    const state = basketReducer(emptyBasket, {
      type: "addLines",
      lines: { products: [{ item: cpu, quantity: 1 }], freeText: [{ code: "ZZ-9", description: "Relé", quantity: 2 }] },
    });
    expect(parseStoredBasket(serializeBasket(state.items))).toEqual(state.items);
    const old = JSON.stringify([{ id: 1, name: "PLC", price: "100", quantity: 2 }]);
    expect(parseStoredBasket(old)?.[0]).toMatchObject({ id: 1, price: 100, quantity: 2 });
    expect(parseStoredBasket(old)?.[0].freeText).toBeUndefined();
  });

  it("a stored free-text line never gains a price", () => {
    const stored = JSON.stringify([{ id: -1, name: "ZZ", price: 5, quantity: 1, freeText: true, sku: "ZZ" }]);
    expect(parseStoredBasket(stored)?.[0]).toMatchObject({ price: null, freeText: true });
  });
});

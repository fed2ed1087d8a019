import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOutOfStock } from "../../../contracts/stock.ts";
import { parseInteger } from "../../../contracts/typed-number.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { staffSession } from "./catalog-test-fixtures.ts";

/**
 * "Nothing lost": a stock typed as free text counts as available everywhere; only a number at or
 * below zero is out of stock. "-1" cannot be typed in the form any more, but older rows hold it.
 */
const STOCKS = ["Disponible", "Bajo pedido", "0", "-1", "5", ""] as const;
const OUT = ["0", "-1"];
const AVAILABLE = STOCKS.filter((s) => !OUT.includes(s));

let t: TestApp;
let staff: Record<string, string>;
const idOf: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const text of STOCKS) {
    const p = await createProduct(t.database.db, {
      name: `Stock «${text}»`,
      stock_text: text || null,
      stock_quantity: parseInteger(text),
    });
    idOf[text] = p.id;
  }
  staff = await staffSession(t.database.db);
});
afterAll(() => t?.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "GET", url: `/api${url}`, headers });
  expect(res.statusCode, url).toBe(200);
  return json(res).data;
}
const ids = (texts: readonly string[]) => texts.map((s) => idOf[s]).sort((a, b) => a - b);
const listed = (data: { products: { id: number }[] }) => data.products.map((p) => p.id).sort((a, b) => a - b);

describe("stock availability", () => {
  it("admin 'Sin stock' filter lists only numbers at or below zero; 'En stock' the rest", async () => {
    expect(listed(await get("/products?stock=out&includeInactive=true", staff))).toEqual(ids(OUT));
    expect(listed(await get("/products?stock=in&includeInactive=true", staff))).toEqual(ids(AVAILABLE));
  });

  it("the dashboard's 'Sin stock' figure counts the same products", async () => {
    expect((await get("/info/stats", staff)).out_of_stock_products).toBe(OUT.length);
    expect((await get("/products/stats")).out_of_stock_products).toBe(OUT.length);
  });

  it("public list and detail data say out of stock only for a number at or below zero", async () => {
    const list = await get("/products?perPage=100");
    for (const text of STOCKS) {
      const card = list.products.find((p: { id: number }) => p.id === idOf[text]);
      const detail = await get(`/products/${idOf[text]}`);
      const expected = OUT.includes(text);
      expect({ text, card: isOutOfStock(card.stock_quantity), detail: isOutOfStock(detail.stock_quantity) }).toEqual({
        text,
        card: expected,
        detail: expected,
      });
    }
  });

  it("the default order puts every available product, free text included, before the sold-out ones", async () => {
    const order: number[] = (await get("/products?perPage=100")).products.map((p: { id: number }) => p.id);
    expect(order.slice(-OUT.length).sort((a, b) => a - b)).toEqual(ids(OUT));
  });
});

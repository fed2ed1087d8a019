import type { AppLoadContext } from "react-router";
import { createRoutesStub } from "react-router";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUT_OF_STOCK_LABEL, isOutOfStock } from "../../../../contracts/stock.ts";
import { parseInteger } from "../../../../contracts/typed-number.ts";
import { createProduct } from "../../../../server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../../../server/test/app.ts";
import { BasketProvider } from "../basket/basket-provider.tsx";
import { loadCatalog, type CatalogProduct } from "../catalog/catalog.server.ts";
import { ProductCard } from "../catalog/product-card.tsx";
import { ProductInfo } from "./product-info.tsx";
import { loadProduct, type ProductDetail } from "./product.server.ts";

/**
 * A card's 'Cotizar' and the product page's 'Agregar a Cotización' must agree on whether a product
 * can be added, from the data their loaders really give them.
 */
const STOCKS = ["Disponible", "Bajo pedido", "0", "-1", "5", ""] as const;

let t: TestApp;
let context: AppLoadContext;
const idOf: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const text of STOCKS) {
    const p = await createProduct(t.database.db, { stock_text: text || null, stock_quantity: parseInteger(text) });
    idOf[text] = p.id;
  }
  context = { services: t.app.services } as unknown as AppLoadContext;
});
afterAll(() => t?.close());

function render(ui: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <BasketProvider>{ui}</BasketProvider> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

/** Whether the button with this test id is disabled in the rendered markup. */
function disabled(html: string, testId: string): boolean {
  const tag = html.match(new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>`))?.[0];
  expect(tag, testId).toBeDefined();
  return /\sdisabled=""/.test(tag!);
}

describe("card and product page agree on stock", () => {
  // Issue 22, ADR 030: out of stock is a sale with a lead time. Nothing disables adding; the card
  // and the page say 'Sin stock — plazo de entrega a confirmar' for exactly a number at or below zero.
  it("adding is never disabled, and both say the lead time is to be confirmed exactly at or below zero", async () => {
    const catalog = await loadCatalog(new Request("http://localhost/productos?perPage=48"), context);
    for (const text of STOCKS) {
      const card = catalog.products.find((p: CatalogProduct) => p.id === idOf[text])!;
      const { product } = await loadProduct(String(idOf[text]), context);
      const out = isOutOfStock(product.stock_quantity);
      const grid = render(<ProductCard product={card} view="grid" eager />);
      const list = render(<ProductCard product={card} view="list" eager />);
      const detail = render(<ProductInfo product={product as ProductDetail} />);
      const seen = {
        text,
        disabled: [disabled(grid, "quote-button"), disabled(list, "quote-button"), disabled(detail, "add-to-quote")],
        saysLeadTime: [grid, list, detail].map((html) => html.includes(OUT_OF_STOCK_LABEL)),
      };
      expect(seen).toEqual({ text, disabled: [false, false, false], saysLeadTime: [out, out, out] });
      expect(out, text).toBe(text === "0" || text === "-1");
    }
  });
});

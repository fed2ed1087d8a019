import { beforeAll, describe, expect, it } from "vitest";
import { IVA_MESSAGES } from "../../../contracts/iva.ts";
import { createBrand, createCategory, createProduct } from "../../db/seed/factories.ts";
import { openForFile } from "../../test/app.ts";
import { post, quotationPayload } from "../requests/requests.test-support.ts";
import { quotesTestApp, staff } from "./quotes.test-support.ts";

/** IVA per product (issue 25, ADR 045): the product's rate, frozen on each quote line. */

const t = openForFile(() => quotesTestApp());
let as: Awaited<ReturnType<typeof staff>>;
let refs: { brand_id: number; category_id: number };
beforeAll(async () => {
  as = await staff(t.app);
  const db = t.database.db;
  refs = { brand_id: (await createBrand(db)).id, category_id: (await createCategory(db)).id };
});

let n = 0;
const productBody = (over: Record<string, unknown> = {}) => ({
  sku: `IVA-${++n}`,
  sku_ec: `EC-IVA-${n}`,
  name: `Producto IVA ${n}`,
  description: "Para probar la tarifa de IVA",
  price: "100.00",
  stock_quantity: "5",
  ...refs,
  ...over,
});

/** A quotation request for these products (one each), as a customer sends it. */
async function requestFor(products: { id: number; price: string | null }[]) {
  const body = quotationPayload(products.map((p) => ({ id: p.id, quantity: 1, price: Number(p.price ?? 0) })));
  const res = await post(t.app, "/api/quotations/send", body);
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

async function draftFor(products: { id: number; price: string | null }[]) {
  const requestId = await requestFor(products);
  const res = await as("POST", `/quotes/requests/${requestId}/quotes`);
  expect(res.status).toBe(201);
  return { requestId, draft: res.body.data };
}

describe("a product's IVA rate through the admin API", () => {
  it("is created, read, changed ('12,5 %'), set back to the general rate (null), and refused out of range", async () => {
    const created = await as("POST", "/products", productBody({ iva_rate: 0 }));
    expect(created.status).toBe(201);
    expect(created.body.data.iva_rate).toBe(0);
    const id = created.body.data.id;
    expect((await as("GET", `/products/${id}`)).body.data.iva_rate).toBe(0);

    expect((await as("PUT", `/products/${id}`, { iva_rate: "12,5 %" })).body.data.iva_rate).toBe(12.5);
    expect((await as("PUT", `/products/${id}`, { iva_rate: 5 })).body.data.iva_rate).toBe(5);
    // A partial update that does not name the rate keeps it.
    expect((await as("PUT", `/products/${id}`, { name: "Renombrado" })).body.data.iva_rate).toBe(5);
    expect((await as("PUT", `/products/${id}`, { iva_rate: "" })).body.data.iva_rate).toBeNull();

    for (const bad of [101, -1, "quince", 12.345]) {
      const res = await as("PUT", `/products/${id}`, { iva_rate: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error).toBe(IVA_MESSAGES.invalid);
    }
    // A product created without a rate has none of its own: the general rate applies when quoted.
    expect((await as("POST", "/products", productBody())).body.data.iva_rate).toBeNull();
  });
});

describe("quote lines take the product's rate, and each version keeps its own", () => {
  it("a draft from the request takes each product's rate, or IVA_RATE for a product without one", async () => {
    const db = t.database.db;
    const exempt = await createProduct(db, { iva_rate: 0, price: "200.00" });
    const reduced = await createProduct(db, { iva_rate: 5, price: "100.00" });
    const general = await createProduct(db, { price: "50.00" });
    const { draft } = await draftFor([exempt, reduced, general]);
    expect(draft.lines.map((l: any) => [l.productId, l.ivaRate])).toEqual([
      [exempt.id, 0],
      [reduced.id, 5],
      [general.id, 15],
    ]);
  });

  it("after a decree (a new IVA_RATE), a product without its own rate takes the new rate; an explicit 15 % stays", async () => {
    const decree = await quotesTestApp({ IVA_RATE: "14" });
    try {
      const asDecree = await staff(decree.app);
      const general = await createProduct(decree.database.db, { price: "100.00" });
      const fixed = await createProduct(decree.database.db, { iva_rate: 15, price: "100.00" });
      const items = [general, fixed].map((p) => ({ id: p.id, quantity: 1, price: 100 }));
      const request = await post(decree.app, "/api/quotations/send", quotationPayload(items));
      const draft = (await asDecree("POST", `/quotes/requests/${request.body.data.id}/quotes`)).body.data;
      expect(draft.lines.map((l: any) => l.ivaRate)).toEqual([14, 15]);
      expect((await asDecree("GET", "/quotes/settings")).body.data.ivaRate).toBe(14);
    } finally {
      await decree.close();
    }
  });

  it("a line saved without a rate takes its product's; a rate staff set is kept; a free-text line gets IVA_RATE", async () => {
    const db = t.database.db;
    const exempt = await createProduct(db, { iva_rate: 0, price: "200.00" });
    const { draft } = await draftFor([exempt]);
    const res = await as("PUT", `/quotes/${draft.id}`, {
      lines: [
        { productId: exempt.id, description: "Sin tarifa enviada", quantity: 1, unitPrice: "200.00" },
        { productId: exempt.id, description: "Tarifa cambiada", quantity: 1, unitPrice: "200.00", ivaRate: 15 },
        { description: "Servicio técnico", quantity: 1, unitPrice: "80.00" },
        { description: "Repuesto a tarifa reducida", quantity: 1, unitPrice: "10.00", ivaRate: "12.5" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.lines.map((l: any) => l.ivaRate)).toEqual([0, 15, 15, 12.5]);
    const bad = await as("PUT", `/quotes/${draft.id}`, {
      lines: [{ description: "x", quantity: 1, unitPrice: "1.00", ivaRate: 100.5 }],
    });
    expect([bad.status, bad.body.error]).toEqual([400, IVA_MESSAGES.invalid]);
  });

  it("a later change of the product's rate alters neither the sent version nor its totals; a new version copies its rates", async () => {
    const product = await createProduct(t.database.db, { iva_rate: 0, price: "100.00" });
    const { requestId, draft } = await draftFor([product]);
    await as("PUT", `/quotes/${draft.id}`, { lines: draft.lines });
    const sent = (await as("POST", `/quotes/${draft.id}/send`)).body.data;
    expect(sent.lines[0].ivaRate).toBe(0);
    expect(sent.totals).toMatchObject({ ivaTotal: "0.00", total: "100.00" });

    // The decree (or staff) moves the product to 15 %.
    expect((await as("PUT", `/products/${product.id}`, { iva_rate: 15 })).status).toBe(200);
    const again = (await as("GET", `/quotes/${sent.id}`)).body.data;
    expect(again.lines[0].ivaRate).toBe(0);
    expect(again.totals).toEqual(sent.totals);

    // 'Nueva versión' copies the version's lines with their rates…
    const next = (await as("POST", `/quotes/requests/${requestId}/quotes`)).body.data;
    expect(next.lines[0].ivaRate).toBe(0);
    // …while a line saved without a rate (as a newly added one) takes the product's rate of today.
    await as("PUT", `/quotes/${next.id}`, { lines: [{ ...next.lines[0], ivaRate: undefined }] });
    expect((await as("GET", `/quotes/${next.id}`)).body.data.lines[0].ivaRate).toBe(15);
  });
});

describe("totals per rate", () => {
  it("one subtotal and one IVA per rate, IVA rounded once per base, total = bases + IVA", async () => {
    const db = t.database.db;
    const a = await createProduct(db, { iva_rate: 15, price: "10.01" });
    const b = await createProduct(db, { iva_rate: 5, price: "20.03" });
    const c = await createProduct(db, { iva_rate: 0, price: "30.00" });
    const { draft } = await draftFor([a, b, c]);
    const res = await as("PUT", `/quotes/${draft.id}`, {
      lines: draft.lines.map((l: any) => ({ ...l, quantity: 3 })),
    });
    expect(res.body.data.totals).toMatchObject({
      subtotal: "180.12",
      byRate: [
        { rate: 0, label: "Subtotal 0%", base: "90.00", iva: "0.00" },
        { rate: 5, label: "Subtotal 5%", base: "60.09", iva: "3.00" }, // 3.0045 → 3.00
        { rate: 15, label: "Subtotal 15%", base: "30.03", iva: "4.50" }, // 4.5045 → 4.50
      ],
      ivaTotal: "7.50",
      total: "187.62",
    });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_MESSAGES as M } from "../../../contracts/requests.ts";
import { mailOutbox, quotationItems, quotations } from "../../db/schema/requests.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminHeaders, post, quotationPayload, twoProducts } from "./requests.test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A basket line as the browser now sends a 'Consultar' product: no price (ADR 014). */
const onRequestLine = (id: number, quantity = 1) => ({
  productId: id,
  productName: "Tablero a medida",
  quantity,
  price: null,
  total: null,
});

describe("a basket with price-on-request products (issue 9)", () => {
  it("is sent and stored with those lines without a price; the total adds the priced lines", async () => {
    const consultar = await createProduct(t.database.db, {
      name: "Tablero a medida",
      price: null,
      price_text: "Consultar",
    });
    const [a] = await twoProducts(t.database.db);
    const body = quotationPayload([{ id: a.id, quantity: 2, price: 1250.5 }]);
    const res = await post(t.app, "/api/quotations/send", {
      ...body,
      items: [...body.items, onRequestLine(consultar.id, 3)],
    });
    expect(res.status).toBe(201);

    const db = t.database.db;
    const [q] = await db.select().from(quotations).where(eq(quotations.id, res.body.data.id));
    expect(q.total).toBe("2501.00");
    const lines = await db.select().from(quotationItems).where(eq(quotationItems.quotation_id, q.id));
    expect(lines.find((l) => l.product_id === consultar.id)).toMatchObject({
      quantity: 3,
      unit_price: null,
      line_total: null,
    });

    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.lead_id, q.id));
    for (const m of mails.filter((x) => x.lead_type === "quotation")) {
      expect(m.text).toMatch(new RegExp(`Tablero a medida \\(SKU [^)]+\\): 3 × ${M.priceOnRequest}\n`));
      expect(m.html).toContain(M.priceOnRequest);
    }

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/requests/quotation/${q.id}`,
      headers: await adminHeaders(t.app),
    });
    expect(detail.statusCode).toBe(200);
    const items = JSON.parse(detail.body).data.items;
    expect(items).toContainEqual(
      expect.objectContaining({ productId: consultar.id, unitPrice: null, lineTotal: null, priceOnRequest: true }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ productId: a.id, unitPrice: "1250.50", priceOnRequest: false }),
    );

    const headers = await adminHeaders(t.app);
    const list = await t.app.inject({ method: "GET", url: `/api/requests?search=${q.reference}`, headers });
    expect(JSON.parse(list.body).data.requests[0]).toMatchObject({ total: "2501.00", itemCount: 2, onRequestCount: 1 });
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/requests/export?format=csv&search=${q.reference}`,
      headers,
    });
    const [head, row] = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    const column = head.split(",").indexOf(M.priceOnRequest);
    expect(column).toBeGreaterThan(0);
    expect(row.split(",")[column]).toBe("1");
  });

  it("a basket of only price-on-request products is valid, with a total of 0", async () => {
    const consultar = await createProduct(t.database.db, {
      name: "Sistema SCADA",
      price: null,
      price_text: "Consultar",
    });
    const body = quotationPayload([]);
    const res = await post(t.app, "/api/quotations/send", { ...body, items: [onRequestLine(consultar.id)], total: 0 });
    expect(res.status).toBe(201);
    const [q] = await t.database.db.select().from(quotations).where(eq(quotations.id, res.body.data.id));
    expect(q.total).toBe("0.00");
  });

  it("the catalogue decides: a line sent with a price for a 'Consultar' product is still stored without one", async () => {
    const consultar = await createProduct(t.database.db, {
      name: "Celda de media tensión",
      price: null,
      price_text: "Consultar",
    });
    const res = await post(
      t.app,
      "/api/quotations/send",
      quotationPayload([{ id: consultar.id, quantity: 1, price: 10 }]),
    );
    expect(res.status).toBe(201);
    const [line] = await t.database.db.select().from(quotationItems).where(eq(quotationItems.product_id, consultar.id));
    expect(line.unit_price).toBeNull();
  });

  it("priced lines keep the §5 rules: a priced line at 0 is refused", async () => {
    const [a] = await twoProducts(t.database.db);
    const res = await post(t.app, "/api/quotations/send", quotationPayload([{ id: a.id, quantity: 1, price: 0 }]));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(M.itemIncomplete);
    expect(res.body.details).toContainEqual({ field: "items.0.price", message: M.pricePositive });
  });
});

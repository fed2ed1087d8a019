import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_TEXT_MESSAGES as F } from "../../../contracts/free-text-lines.ts";
import { REQUEST_MESSAGES as M } from "../../../contracts/requests.ts";
import { mailOutbox, quotationItems } from "../../db/schema/requests.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminHeaders, post, quotationPayload, twoProducts } from "./requests.test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Parts-list codes the catalogue does not hold, as the basket sends them (ADR 021). */
const unknownLines = [
  { productId: null, code: "3RT2015-1BB41", description: "Contactor 3 kW, bobina 24 V DC", quantity: 4, price: 0 },
  { code: "ZZ-999", quantity: 2, price: null, total: null },
];

describe("free-text quotation lines (issue 12)", () => {
  it("are stored beside the catalogue lines and read back in the inbox detail", async () => {
    const [a] = await twoProducts(t.database.db);
    const body = quotationPayload([{ id: a.id, quantity: 2, price: 1250.5 }], {
      customerInfo: {
        name: "José Núñez",
        email: "jose@planta.ec",
        ruc: "1790016919001",
      },
    });
    const res = await post(t.app, "/api/quotations/send", { ...body, items: [...body.items, ...unknownLines] });
    expect(res.status).toBe(201);
    const id = res.body.data.id as number;

    const rows = await t.database.db
      .select()
      .from(quotationItems)
      .where(eq(quotationItems.quotation_id, id))
      .orderBy(quotationItems.id);
    expect(rows.map((r) => [r.free_text, r.product_id === null, r.sku, r.product_name, r.description])).toEqual([
      [false, false, a.sku, a.name, null],
      [true, true, "3RT2015-1BB41", "3RT2015-1BB41", "Contactor 3 kW, bobina 24 V DC"],
      [true, true, "ZZ-999", "ZZ-999", null],
    ]);
    expect(rows.slice(1).map((r) => [r.quantity, r.unit_price, r.line_total])).toEqual([
      [4, null, null],
      [2, null, null],
    ]);

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/requests/quotation/${id}`,
      headers: await adminHeaders(t.app),
    });
    expect(detail.statusCode).toBe(200);
    const request = JSON.parse(detail.body).data;
    expect(request.total).toBe("2501.00");
    expect(request.ruc).toBe("1790016919001");
    expect(request.items.slice(1)).toEqual([
      {
        productId: null,
        productName: "Contactor 3 kW, bobina 24 V DC",
        sku: "3RT2015-1BB41",
        quantity: 4,
        unitPrice: null,
        lineTotal: null,
        priceOnRequest: true,
        freeText: true,
        description: "Contactor 3 kW, bobina 24 V DC",
        outOfStock: false,
      },
      {
        productId: null,
        productName: "ZZ-999",
        sku: "ZZ-999",
        quantity: 2,
        unitPrice: null,
        lineTotal: null,
        priceOnRequest: true,
        freeText: true,
        description: null,
        outOfStock: false,
      },
    ]);
    expect(request.items[0]).toMatchObject({ productId: a.id, freeText: false });

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.lead_id, id));
    const quotationMails = mails.filter((m) => m.lead_type === "quotation");
    expect(quotationMails).toHaveLength(2);
    const sales = quotationMails.find((m) => m.purpose === "sales-notification")!;
    expect(sales.text).toContain(`- ZZ-999 (código ZZ-999) [${F.notInCatalogueLabel}]: 2 × ${M.priceOnRequest}\n`);
    expect(sales.html).toContain(`Contactor 3 kW, bobina 24 V DC <em>(${F.notInCatalogueLabel})</em>`);
    // The customer's copy goes to a typed address: the lines are there, their typed words are not (issue 20).
    const customer = quotationMails.find((m) => m.purpose === "customer-confirmation")!;
    expect(customer.text).toContain(`- Artículo fuera del catálogo: 4 × ${M.priceOnRequest}\n`);
    expect(customer.text).toContain(`- Artículo fuera del catálogo: 2 × ${M.priceOnRequest}\n`);
    for (const typed of ["ZZ-999", "3RT2015", "Contactor"])
      expect(`${customer.text}${customer.html}`).not.toContain(typed);
  });

  it("a request of only free-text lines is accepted with a total of 0", async () => {
    const body = quotationPayload([], { items: unknownLines, total: 0 });
    const res = await post(t.app, "/api/quotations/send", body);
    expect(res.status).toBe(201);
  });

  it("refuses lines beyond the limits with Spanish messages", async () => {
    const cases: [unknown, string][] = [
      [{ code: "", description: " ", quantity: 1 }, M.itemIncomplete],
      [{ code: "X".repeat(101), quantity: 1 }, F.codeMax],
      [{ code: "X", description: "d".repeat(501), quantity: 1 }, F.descriptionMax],
      [{ code: "X", quantity: 100_001 }, M.quantityMax],
    ];
    for (const [line, message] of cases) {
      const res = await post(t.app, "/api/quotations/send", quotationPayload([], { items: [line], total: 0 }));
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const [a] = await twoProducts(t.database.db);
    const tooMany = Array.from({ length: 100 }, (_, n) => ({ code: `X-${n}`, quantity: 1 }));
    const body = quotationPayload([{ id: a.id, quantity: 1, price: 1250.5 }]);
    const res = await post(t.app, "/api/quotations/send", { ...body, items: [...body.items, ...tooMany] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(M.itemsMax);
  });
});

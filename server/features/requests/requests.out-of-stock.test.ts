import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUT_OF_STOCK_LABEL } from "../../../contracts/stock.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { mailOutbox } from "../../db/schema/requests.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminHeaders, post, quotationPayload } from "./requests.test-support.ts";

// Issue 22, ADR 030: an out-of-stock product is quotable, with a lead time to confirm.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("out-of-stock lines in a quotation request", () => {
  it("are accepted and say 'Sin stock — plazo de entrega a confirmar' in both mails and the inbox", async () => {
    const db = t.database.db;
    const none = await createProduct(db, {
      name: "Servomotor 1FK7",
      sku: "1FK7-OUT",
      stock_quantity: 0,
      stock_text: "0",
    });
    const some = await createProduct(db, { name: "Fuente 24 V", sku: "PS-24-IN", stock_quantity: 5, stock_text: "5" });
    const res = await post(
      t.app,
      "/api/quotations/send",
      quotationPayload([
        { id: none.id, quantity: 2 },
        { id: some.id, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    const id = res.body.data.id as number;

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/requests/quotation/${id}`,
      headers: await adminHeaders(t.app),
    });
    const items = JSON.parse(detail.body).data.items;
    expect(items.map((i: any) => [i.productId, i.outOfStock])).toEqual([
      [none.id, true],
      [some.id, false],
    ]);

    const mails = (await db.select().from(mailOutbox).where(eq(mailOutbox.lead_id, id))).filter(
      (m) => m.lead_type === "quotation",
    );
    for (const purpose of ["sales-notification", "customer-confirmation"]) {
      const mail = mails.find((m) => m.purpose === purpose)!;
      expect(mail.text).toContain(`- Servomotor 1FK7 (${OUT_OF_STOCK_LABEL}) (SKU 1FK7-OUT)`);
      expect(mail.html).toContain(`Servomotor 1FK7 (${OUT_OF_STOCK_LABEL})`);
      expect(mail.text).toContain("- Fuente 24 V (SKU PS-24-IN)");
    }
  });
});

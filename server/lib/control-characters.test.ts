import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "../../contracts/text.ts";
import { messages, quotations } from "../db/schema/requests.ts";
import { createBrand, createCategory, createProduct } from "../db/seed/factories.ts";
import { adminApi, type Api } from "../features/catalog/catalog-admin-test-support.ts";
import { contactPayload, post, quotationPayload, twoProducts } from "../features/requests/requests.test-support.ts";

let api: Api;
beforeAll(async () => {
  api = await adminApi();
});
afterAll(() => api?.t.close());

const refused = (res: { status: number; body: any }, field: string) => {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    success: false,
    error: CONTROL_CHARACTERS_MESSAGE,
    details: [{ field, message: CONTROL_CHARACTERS_MESSAGE }],
  });
};

describe("a NUL or other control character in any text (issue 9)", () => {
  it("is refused with a Spanish message in the request forms, and nothing is stored", async () => {
    const { app } = api.t;
    refused(await post(app, "/api/email/contact", contactPayload({ name: "Ana\u0000 Pérez" })), "name");
    refused(await post(app, "/api/email/services", contactPayload({ service: "Tableros\u0000" })), "service");
    const [a] = await twoProducts(api.t.database.db);
    refused(
      await post(app, "/api/quotations/send", quotationPayload([{ id: a.id, quantity: 1 }], { notes: "x\u0000" })),
      "notes",
    );
    const db = api.t.database.db;
    expect((await db.select({ n: count() }).from(messages))[0].n).toBe(0);
    expect((await db.select({ n: count() }).from(quotations))[0].n).toBe(0);
  });

  it("is refused in a product field; searches drop it and answer as without it", async () => {
    const db = api.t.database.db;
    const [brand, category] = [await createBrand(db, { name: "WEG" }), await createCategory(db, { name: "Motores" })];
    const product = {
      sku: "NUL-1",
      name: "Motor\u0000",
      price: "10",
      stock_quantity: "1",
      brand_id: brand.id,
      category_id: category.id,
    };
    refused(await api.call("POST", "/products", product), "name");
    await createProduct(db, { name: "Motor trifásico", brand_id: brand.id, category_id: category.id });
    const inbox = await api.call("GET", "/requests?search=%00Ana");
    expect(inbox.status).toBe(200);
    const catalogue = await api.call("GET", "/products?search=%00motor", undefined, {});
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.data.products.map((p: any) => p.name)).toEqual(["Motor trifásico"]);
  });

  it("keeps tabs and line breaks, which people do type", async () => {
    const res = await post(
      api.t.app,
      "/api/email/contact",
      contactPayload({ message: "Línea 1\r\nLínea 2\tcon tabulador" }),
    );
    expect(res.status).toBe(201);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { QUOTE_MESSAGES } from "../../../contracts/quotes.ts";
import { quotationItems } from "../../db/schema/requests.ts";
import { openForFile } from "../../test/app.ts";
import { quotesTestApp, requestWithTwoLines, staff } from "./quotes.test-support.ts";

const t = openForFile(() => quotesTestApp({ QUOTE_VALIDITY_DAYS: "15" }));
let as: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  as = await staff(t.app);
});

// Validity days count from today in Guayaquil (UTC−5), as the server does: between 00:00 and 05:00
// UTC that is still yesterday.
const todayInGuayaquil = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Guayaquil" }).format(new Date());
const daysFromToday = (iso: string) => Math.round((Date.parse(iso) - Date.parse(todayInGuayaquil())) / 86_400_000);

describe("a draft prefilled from the request", () => {
  it("turns a line the customer typed (not in the catalogue) into a free-text line without a price", async () => {
    const { request } = await requestWithTwoLines(t);
    // What the parts list stores for a code it did not find (issue 12): no product, the code as SKU.
    await t.database.db.insert(quotationItems).values({
      quotation_id: request.id,
      product_id: null,
      product_name: "XK-9000 relé térmico",
      sku: "XK-9000",
      description: "Relé térmico 9–13 A para contactor",
      quantity: 4,
      unit_price: null,
      line_total: null,
      free_text: true,
    });
    const q = (await as("POST", `/quotes/requests/${request.id}/quotes`, { from: "request" })).body.data;
    expect(q.lines).toHaveLength(3);
    expect(q.lines[2]).toMatchObject({
      productId: null,
      sku: "XK-9000",
      description: "Relé térmico 9–13 A para contactor",
      quantity: 4,
      unitPrice: null,
      ivaRate: 15,
    });
    expect(q.totals.unpricedLines).toBe(2);
    const send = await as("POST", `/quotes/${q.id}/send`);
    expect([send.status, send.body.error]).toEqual([422, QUOTE_MESSAGES.unpricedLines]);
  });

  it("takes the validity days from the company defaults, and back from the configuration when cleared", async () => {
    expect((await as("GET", "/quotes/settings")).body.data.validityDays).toBe(15);
    const bad = await as("PUT", "/quotes/settings", { validityDays: 0 });
    expect([bad.status, bad.body.error]).toEqual([400, QUOTE_MESSAGES.validityDaysInvalid]);
    const put = await as("PUT", "/quotes/settings", { validityDays: 30, deliveryTime: "8 semanas" });
    expect(put.body.data).toEqual({
      validityDays: 30,
      ivaRate: 15,
      deliveryTime: "8 semanas",
      paymentTerms: null,
      notes: null,
    });
    const first = (await as("POST", `/quotes/requests/${(await requestWithTwoLines(t)).request.id}/quotes`)).body.data;
    expect(daysFromToday(first.validUntil)).toBe(30);
    expect(first.deliveryTime).toBe("8 semanas");

    await as("PUT", "/quotes/settings", { validityDays: null });
    expect((await as("GET", "/quotes/settings")).body.data.validityDays).toBe(15);
    const second = (await as("POST", `/quotes/requests/${(await requestWithTwoLines(t)).request.id}/quotes`)).body.data;
    expect(daysFromToday(second.validUntil)).toBe(15);
  });

  it("gives staff the customer's status link to copy (staff only)", async () => {
    const { request, receipt } = await requestWithTwoLines(t);
    const res = await as("GET", `/quotes/requests/${request.id}/status-link`);
    expect(res.status).toBe(200);
    expect(res.body.data.statusUrl).toBe(receipt.statusUrl);
    expect(res.body.data.statusUrl).toContain(`/cotizacion/estado/${request.status_token}`);
    expect((await as("GET", "/quotes/requests/999999/status-link")).status).toBe(404);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/quotes/requests/${request.id}/status-link` });
    expect(anonymous.statusCode).toBe(401);
  });
});

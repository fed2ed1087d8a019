import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_MESSAGES as M, productInactive, productNotFound } from "../../../contracts/requests.ts";
import { mailOutbox, messages, quotationItems, quotations } from "../../db/schema/requests.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { contactPayload, freshIp, post, quotationPayload, twoProducts } from "./requests.test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const year = Number(
  new Intl.DateTimeFormat("en", { timeZone: "America/Guayaquil", year: "numeric" }).format(new Date()),
);
const countOf = async (table: typeof quotations | typeof messages | typeof mailOutbox) =>
  (await t.database.db.select({ n: count() }).from(table))[0].n;

describe("POST /api/email/contact and /api/email/services", () => {
  it("stores the formatted message, queues both mails and answers the spec message with the reference", async () => {
    const res = await post(t.app, "/api/email/contact", contactPayload({ company: "  ", phone: "" }));
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.reference).toMatch(new RegExp(`^MSG-${year}-\\d{6}$`));
    expect(res.body.message).toBe(`${M.contactSent} Referencia: ${res.body.data.reference}`);

    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, res.body.data.id));
    expect(row).toMatchObject({
      kind: "contact",
      name: "María José Peñafiel",
      email: "maria.penafiel@ejemplo.ec",
      phone: null,
      company: null,
      status: "nueva",
      reference: res.body.data.reference,
    });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.lead_id, row.id));
    expect(mails.map((m) => [m.purpose, m.to_address, m.status]).sort()).toEqual([
      ["customer-confirmation", "maria.penafiel@ejemplo.ec", "pending"],
      ["sales-notification", t.config.salesEmail, "pending"],
    ]);
    expect(mails.find((m) => m.purpose === "sales-notification")!.reply_to).toBe("maria.penafiel@ejemplo.ec");
  });

  it("services consultation keeps the service and gets an SRV reference", async () => {
    const res = await post(t.app, "/api/email/services", contactPayload({ service: " Tableros eléctricos " }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(`${M.servicesSent} Referencia: ${res.body.data.reference}`);
    expect(res.body.data.reference).toMatch(new RegExp(`^SRV-${year}-000001$`));
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, res.body.data.id));
    expect(row).toMatchObject({ kind: "services", service: "Tableros eléctricos" });
  });

  it.each([
    [{ name: undefined }, M.contactRequired],
    [{ email: "" }, M.contactRequired],
    [{ message: "   " }, M.contactRequired],
    [{ name: " A " }, M.nameMin],
    [{ email: "maria@empresa" }, M.emailInvalid],
    [{ message: "muy corto" }, M.messageMin],
    [{ message: "x".repeat(2001) }, M.messageMax],
    [{ phone: "0".repeat(21) }, M.phoneMax],
    [{ company: "c".repeat(101) }, M.companyMax],
  ] as [Record<string, unknown>, string][])("contact %# → 400 %s", async (over, message) => {
    const before = await countOf(messages);
    const res = await post(t.app, "/api/email/contact", contactPayload(over));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: message });
    expect(res.body.details.length).toBeGreaterThan(0);
    expect(await countOf(messages)).toBe(before);
  });

  it("services: service over 200 characters", async () => {
    const res = await post(t.app, "/api/email/services", contactPayload({ service: "s".repeat(201) }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(M.serviceMax);
  });

  it("an empty or missing body gets the send step's message with every field rule in details", async () => {
    const res = await post(t.app, "/api/email/contact", {});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(M.contactRequired);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: "name", message: M.nameMin },
        { field: "email", message: M.emailRequired },
        { field: "message", message: M.messageMin },
      ]),
    );
    const none = await t.app.inject({ method: "POST", url: "/api/email/contact", remoteAddress: freshIp() });
    expect(none.statusCode).toBe(400);
    expect(JSON.parse(none.body).error).toBe(M.contactRequired);
  });
});

describe("POST /api/quotations/send", () => {
  it("recomputes every line and the total from the catalogue's current prices", async () => {
    const [a, b] = await twoProducts(t.database.db);
    // The browser claims $1 each and a total of 5: the catalogue wins.
    const res = await post(
      t.app,
      "/api/quotations/send",
      quotationPayload([
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 3 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(`Cotización enviada exitosamente. Referencia: ${res.body.data.reference}`);
    expect(res.body.data.reference).toMatch(new RegExp(`^COT-${year}-\\d{6}$`));

    const [q] = await t.database.db.select().from(quotations).where(eq(quotations.id, res.body.data.id));
    expect(q).toMatchObject({ total: "2560.97", email: "jose.nunez@planta.ec", notes: "Entrega en Durán, por favor." });
    const lines = await t.database.db.select().from(quotationItems).where(eq(quotationItems.quotation_id, q.id));
    expect(lines.map((l) => [l.product_name, l.sku, l.quantity, l.unit_price, l.line_total])).toEqual([
      [a.name, a.sku, 2, "1250.50", "2501.00"],
      [b.name, b.sku, 3, "19.99", "59.97"],
    ]);
  });

  it("drops the fraction of a quantity (whole numbers)", async () => {
    const [a] = await twoProducts(t.database.db);
    const res = await post(t.app, "/api/quotations/send", quotationPayload([{ id: a.id, quantity: 2.7 }]));
    expect(res.status).toBe(201);
    const [line] = await t.database.db
      .select()
      .from(quotationItems)
      .where(eq(quotationItems.quotation_id, res.body.data.id));
    expect(line.quantity).toBe(2);
  });

  it.each([
    [M.quotationRequired, (p: any) => ({ ...p, customerInfo: undefined })],
    [M.quotationRequired, (p: any) => ({ ...p, items: undefined })],
    [M.customerRequired, (p: any) => ({ ...p, customerInfo: { ...p.customerInfo, email: "" } })],
    [M.customerRequired, (p: any) => ({ ...p, customerInfo: { ...p.customerInfo, name: "" } })],
    [M.emailInvalid, (p: any) => ({ ...p, customerInfo: { ...p.customerInfo, email: "jose@planta" } })],
    [M.nameMin, (p: any) => ({ ...p, customerInfo: { ...p.customerInfo, name: "J" } })],
    [M.phoneMax, (p: any) => ({ ...p, customerInfo: { ...p.customerInfo, phone: "1".repeat(21) } })],
    [M.companyMax, (p: any) => ({ ...p, customerInfo: { ...p.customerInfo, company: "c".repeat(101) } })],
    [M.itemsRequired, (p: any) => ({ ...p, items: [] })],
    [M.itemIncomplete, (p: any) => ({ ...p, items: [{ ...p.items[0], productId: undefined }] })],
    [M.itemIncomplete, (p: any) => ({ ...p, items: [{ ...p.items[0], quantity: 0 }] })],
    [M.itemIncomplete, (p: any) => ({ ...p, items: [{ ...p.items[0], price: 0 }] })],
    [M.quantityPositive, (p: any) => ({ ...p, items: [{ ...p.items[0], quantity: -1 }] })],
    [M.pricePositive, (p: any) => ({ ...p, items: [{ ...p.items[0], price: -5 }] })],
    [M.productRequired, (p: any) => ({ ...p, items: [{ ...p.items[0], productId: "abc" }] })],
    [M.totalPositive, (p: any) => ({ ...p, total: 0 })],
  ] as [string, (p: any) => unknown][])("quotation → 400 %s (case %#)", async (message, mutate) => {
    const before = await countOf(quotations);
    const res = await post(t.app, "/api/quotations/send", mutate(quotationPayload([{ id: 1, quantity: 1 }])));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: message });
    expect(await countOf(quotations)).toBe(before);
  });

  it("rejects unknown and inactive products with a clear message, storing nothing", async () => {
    const inactive = await createProduct(t.database.db, { name: "Contactor descontinuado", is_active: false });
    const [a] = await twoProducts(t.database.db);
    const before = await countOf(quotations);
    const unknown = await post(
      t.app,
      "/api/quotations/send",
      quotationPayload([
        { id: a.id, quantity: 1 },
        { id: 999_999, quantity: 1 },
      ]),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe(productNotFound(999_999));
    expect(unknown.body.details).toEqual([{ field: "items.1.productId", message: productNotFound(999_999) }]);
    const off = await post(t.app, "/api/quotations/send", quotationPayload([{ id: inactive.id, quantity: 1 }]));
    expect(off.status).toBe(422);
    expect(off.body.error).toBe(productInactive("Contactor descontinuado"));
    expect(await countOf(quotations)).toBe(before);
  });

  it("accepts a product without a numeric price ('Consultar') at 0, marked as price on request", async () => {
    const p = await createProduct(t.database.db, { name: "Tablero a medida", price: null, price_text: "Consultar" });
    const [a] = await twoProducts(t.database.db);
    const res = await post(
      t.app,
      "/api/quotations/send",
      quotationPayload([
        { id: p.id, quantity: 1, price: 10 },
        { id: a.id, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    const [q] = await t.database.db.select().from(quotations).where(eq(quotations.id, res.body.data.id));
    expect(q.total).toBe("1250.50");
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.lead_id, q.id));
    const sales = mails.find((m) => m.lead_type === "quotation" && m.purpose === "sales-notification")!;
    expect(sales.text).toContain("Tablero a medida");
    expect(sales.text).toContain(M.priceOnRequest);
  });

  it("hands out sequential, unique references under concurrency (no gaps after a rejected request)", async () => {
    const [a] = await twoProducts(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t.app, "/api/quotations/send", quotationPayload([{ id: a.id, quantity: 1 }])),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const numbers = results.map((r) => Number(r.body.data.reference.slice(-6))).sort((x, y) => x - y);
    const first = numbers[0];
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    const all = await t.database.db.select({ reference: quotations.reference }).from(quotations);
    const seq = all.map((r) => Number(r.reference.slice(-6))).sort((x, y) => x - y);
    expect(seq).toEqual(Array.from({ length: seq.length }, (_, i) => i + 1));
  });
});

describe("duplicates and abuse", () => {
  it("an Idempotency-Key header or idempotencyKey field makes a repeat return the same reference", async () => {
    const [a] = await twoProducts(t.database.db);
    const key = crypto.randomUUID();
    const body = quotationPayload([{ id: a.id, quantity: 1 }]);
    const first = await post(t.app, "/api/quotations/send", body, { headers: { "idempotency-key": key } });
    const before = { q: await countOf(quotations), mail: await countOf(mailOutbox) };
    const again = await post(t.app, "/api/quotations/send", body, { headers: { "idempotency-key": key } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.message).toBe(first.body.message);
    expect({ q: await countOf(quotations), mail: await countOf(mailOutbox) }).toEqual(before);

    const fieldKey = crypto.randomUUID();
    const c1 = await post(t.app, "/api/email/contact", contactPayload({ idempotencyKey: fieldKey }));
    const c2 = await post(t.app, "/api/email/contact", contactPayload({ idempotencyKey: fieldKey }));
    expect([c1.status, c2.status]).toEqual([201, 200]);
    expect(c2.body.data.reference).toBe(c1.body.data.reference);
  });

  it("a burst of double clicks with one key creates exactly one request", async () => {
    const key = crypto.randomUUID();
    const before = await countOf(messages);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(t.app, "/api/email/contact", contactPayload(), { headers: { "idempotency-key": key } }),
      ),
    );
    expect(new Set(results.map((r) => r.body.data.reference)).size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await countOf(messages)).toBe(before + 1);
  });

  it("rejects a malformed idempotency key", async () => {
    const res = await post(t.app, "/api/email/contact", contactPayload(), { headers: { "idempotency-key": "x y" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(M.invalidIdempotencyKey);
  });

  it("a filled honeypot or a form sent under 3 s is stored flagged (requests.spam.test.ts); a slow or skewed one is not", async () => {
    const person = await post(
      t.app,
      "/api/email/contact",
      contactPayload({ website: "", startedAt: Date.now() - 20_000 }),
    );
    // A browser clock ahead of ours gives a negative fill time: unknown, so not counted as fast.
    const skewed = await post(t.app, "/api/email/contact", contactPayload({ startedAt: Date.now() + 60_000 }));
    expect([person.status, skewed.status]).toEqual([201, 201]);
    const rows = await t.database.db
      .select()
      .from(messages)
      .where(inArray(messages.id, [person.body.data.id, skewed.body.data.id]));
    expect(rows.map((r) => r.spam_reasons)).toEqual([null, null]);
  });

  it("a handful per minute passes; a burst from one address gets 429 in Spanish, others are unaffected", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    let last: any;
    for (let i = 0; i < 30; i++) {
      const url = ["/api/email/contact", "/api/email/services", "/api/quotations/send"][i % 3];
      const res = await post(t.app, url, url.includes("quotations") ? {} : contactPayload(), { ip });
      statuses.push(res.status);
      if (res.status === 429) last = res;
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(last.body).toEqual({ success: false, error: M.tooManyRequests });
    expect(last.headers["retry-after"]).toBeDefined();
    const other = await post(t.app, "/api/email/contact", contactPayload());
    expect(other.status).toBe(201);
  });

  it("answers 413 in Spanish to a huge body", async () => {
    const res = await post(t.app, "/api/email/contact", contactPayload({ message: "x".repeat(100 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: "La solicitud es demasiado grande" });
  });
});

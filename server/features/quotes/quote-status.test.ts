import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { QUOTE_MESSAGES } from "../../../contracts/quotes.ts";
import { RUC_MESSAGES } from "../../../contracts/ruc.ts";
import { quotes } from "../../db/schema/quotes.ts";
import { post, quotationPayload } from "../requests/requests.test-support.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { openForFile } from "../../test/app.ts";
import { SALES, api, outboxOf, quotesTestApp, requestWithTwoLines, sentQuote, staff } from "./quotes.test-support.ts";

const t = openForFile(() => quotesTestApp({ PUBLIC_URL: "https://andes.test" }));
let as: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  as = await staff(t.app);
});

const customer = (method: "GET" | "POST", token: string, tail = "", payload?: unknown) =>
  api(t.app, method, `/quote-status/${token}${tail}`, payload);

describe("the quotation request carries RUC/cédula and answers with the status link", () => {
  it("stores a valid RUC, answers statusUrl, and the confirmation email carries the link", async () => {
    const p = await createProduct(t.database.db, { price: "10.00" });
    const body = quotationPayload([{ id: p.id, quantity: 1, price: 10 }]);
    const res = await post(t.app, "/api/quotations/send", {
      ...body,
      customerInfo: { ...body.customerInfo, ruc: "1790011674001" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.statusUrl).toMatch(/^https:\/\/andes\.test\/cotizacion\/estado\/[A-Za-z0-9_-]{43}$/);
    const mails = await outboxOf(t, res.body.data.id);
    expect(mails.find((m) => m.purpose === "customer-confirmation")!.text).toContain(res.body.data.statusUrl);
    expect(mails.find((m) => m.purpose === "sales-notification")!.text).toContain("RUC: 1790011674001");
  });

  it.each([["1710034066"], ["1790011675000"], ["12345"]])("refuses %s with a Spanish message", async (ruc) => {
    const p = await createProduct(t.database.db, { price: "10.00" });
    const body = quotationPayload([{ id: p.id, quantity: 1, price: 10 }]);
    const res = await post(t.app, "/api/quotations/send", { ...body, customerInfo: { ...body.customerInfo, ruc } });
    expect(res.status).toBe(400);
    expect([RUC_MESSAGES.invalid, RUC_MESSAGES.length]).toContain(res.body.error);
  });
});

describe("the status page by token", () => {
  it("a wrong token is a 404 with no data; the page is noindex and not cached", async () => {
    await requestWithTwoLines(t);
    const wrong = await customer("GET", "x".repeat(43));
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ success: false, error: QUOTE_MESSAGES.statusNotFound });
    expect(wrong.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await customer("GET", "x".repeat(43), "/pdf")).status).toBe(404);
    expect((await customer("POST", "x".repeat(43), "/accept", { name: "Ana" })).status).toBe(404);
    const malformed = await customer("GET", "abc");
    expect([malformed.status, malformed.body]).toEqual([404, { success: false, error: QUOTE_MESSAGES.statusNotFound }]);
  });

  it("a request held as possible spam shows its own page but takes no writes", async () => {
    const { request } = await requestWithTwoLines(t, { website: "http://spam.example" });
    expect(request.spam_reasons).toEqual(["honeypot"]);
    expect((await customer("GET", request.status_token!)).status).toBe(200);
    expect((await customer("POST", request.status_token!, "/messages", { text: "hola" })).status).toBe(404);
    // Only the sales notice every flagged request gets (ADR 029): nothing from the status page.
    expect((await outboxOf(t, request.id)).map((m) => m.purpose)).toEqual(["sales-notification"]);
  });

  it("is documented in the OpenAPI description", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(JSON.parse(doc.body).paths);
    expect(paths).toEqual(
      expect.arrayContaining(["/api/quote-status/{token}/accept", "/api/quotes/{quoteId}/send", "/api/stats/sales"]),
    );
  });

  it("before a quote: received, the lines as requested, nothing to accept", async () => {
    const { request } = await requestWithTwoLines(t);
    const res = await customer("GET", request.status_token!);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const v = res.body.data;
    expect(v).toMatchObject({ reference: request.reference, step: "recibida", quote: null, canAccept: false });
    expect(v.requestedLines.map((l: any) => l.priceOnRequest)).toEqual([false, true]);
    // Prices as the PDF shows them (issue 22): unit and line total, none on the 'Consultar' line.
    expect(v.requestedLines.map((l: any) => [l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      [2, "1250.50", "2501.00"],
      [1, null, null],
    ]);
    // Only what belongs to this request: no email, ip, internal note or staff ids.
    expect(JSON.stringify(v)).not.toMatch(/@|10\.77\.|internal|user_?id/i);
  });

  it("after sending: the quote with totals, the PDF, then accept once with a name and PO; staff are told", async () => {
    const { request, token, quote } = await sentQuote(t, as);
    const v = (await customer("GET", token)).body.data;
    expect(v).toMatchObject({
      step: "cotizada",
      canAccept: true,
      quote: { version: 1, label: `${request.reference} v1`, status: "sent" },
    });
    expect(v.quote.totals.total).toBe(quote.totals.total);
    expect(v.timeline.map((s: any) => [s.step, s.done])).toEqual([
      ["recibida", true],
      ["en_revision", true],
      ["cotizada", true],
    ]);
    const pdf = await customer("GET", token, "/pdf");
    expect([pdf.status, pdf.headers["content-type"]]).toEqual([200, "application/pdf"]);

    const ok = await customer("POST", token, "/accept", { name: "José Núñez", purchaseOrder: "OC-4471" });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      step: "aceptada",
      canAccept: false,
      quote: { status: "accepted", acceptedBy: "José Núñez", purchaseOrder: "OC-4471" },
    });
    const again = await customer("POST", token, "/accept", { name: "José Núñez" });
    expect([again.status, again.body.error]).toEqual([409, QUOTE_MESSAGES.alreadyDecided]);

    const notice = (await outboxOf(t, request.id)).find((m) => m.purpose === `quote-accepted-${quote.id}`)!;
    expect(notice.to_address).toBe(SALES);
    expect(notice.text).toContain("OC-4471");
    expect(notice.text).toContain(`Total: $`);
    const unread = await as("GET", "/quotes/unread");
    expect(unread.body.data.byQuotation).toContainEqual({ quotationId: request.id, unread: 1 });
    await as("GET", `/quotes/requests/${request.id}/messages`);
    expect((await as("GET", "/quotes/unread")).body.data.byQuotation).not.toContainEqual(
      expect.objectContaining({ quotationId: request.id }),
    );
  });

  it("two accepts at once (two tabs) decide once", async () => {
    const { request, token } = await sentQuote(t, as);
    const both = await Promise.all([
      customer("POST", token, "/accept", { name: "Ana Pérez" }),
      customer("POST", token, "/accept", { name: "Luis Vera" }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const notices = (await outboxOf(t, request.id)).filter((m) => m.purpose.startsWith("quote-accepted-"));
    expect(notices).toHaveLength(1);
  });

  it("only the latest version can be accepted", async () => {
    const { request, token } = await sentQuote(t, as);
    const d2 = (await as("POST", `/quotes/requests/${request.id}/quotes`)).body.data;
    await as("POST", `/quotes/${d2.id}/send`);
    const stale = await customer("POST", token, "/accept", { name: "José Núñez", version: 1 });
    expect([stale.status, stale.body.error]).toEqual([409, QUOTE_MESSAGES.notLatest]);
    const v = (await customer("GET", token)).body.data;
    expect(v.quote.version).toBe(2);
    expect(v.earlierVersions.map((e: any) => e.version)).toEqual([1]);
    expect((await customer("GET", token, "/pdf?version=1")).status).toBe(200);
    expect((await customer("POST", token, "/accept", { name: "José Núñez", version: 2 })).status).toBe(200);
  });

  it("reject with a reason; a message reaches staff and their reply reaches the customer", async () => {
    const { request, token, quote } = await sentQuote(t, as);
    const short = await customer("POST", token, "/reject", { reason: "no" });
    expect([short.status, short.body.error]).toEqual([400, QUOTE_MESSAGES.reasonMin]);
    const rej = await customer("POST", token, "/reject", { reason: "El plazo de entrega es muy largo" });
    expect(rej.body.data).toMatchObject({
      step: "rechazada",
      quote: { status: "rejected", rejectedReason: "El plazo de entrega es muy largo" },
    });

    const msg = await customer("POST", token, "/messages", { text: "¿Pueden mejorar el plazo?" });
    expect(msg.status).toBe(201);
    const reply = await as("POST", `/quotes/requests/${request.id}/messages`, { text: "Sí, en 8 días." });
    expect(reply.status).toBe(201);
    const thread = (await customer("GET", token)).body.data.messages;
    expect(thread.map((m: any) => [m.author, m.kind, m.authorName])).toEqual([
      ["customer", "rejected", null],
      ["customer", "message", null],
      ["staff", "message", null],
    ]);
    const mails = await outboxOf(t, request.id);
    expect(mails.map((m) => m.purpose)).toEqual(
      expect.arrayContaining([
        `quote-rejected-${quote.id}`,
        `quote-customer-message-${thread[1].id}`,
        `quote-staff-reply-${thread[2].id}`,
      ]),
    );
    expect(mails.find((m) => m.purpose.startsWith("quote-staff-reply"))!.to_address).toBe(request.email);
  });

  it("an expired quote cannot be accepted and says so; the daily job marks it and reminds once before", async () => {
    const a = await sentQuote(t, as);
    const b = await sentQuote(t, as);
    const db = t.database.db;
    // a: validity ended yesterday; b: ends in 2 days (inside the 3-day reminder window).
    await db.update(quotes).set({ valid_until: "2000-01-01" }).where(eq(quotes.id, a.quote.id));
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await db.update(quotes).set({ valid_until: inTwoDays }).where(eq(quotes.id, b.quote.id));

    const late = await customer("POST", a.token, "/accept", { name: "José Núñez" });
    expect([late.status, late.body.error]).toEqual([409, QUOTE_MESSAGES.expired]);
    // Past its date before the daily job ran: already shown as lapsed.
    expect((await customer("GET", a.token)).body.data).toMatchObject({
      step: "vencida",
      canAccept: false,
      notice: QUOTE_MESSAGES.expired,
      quote: { status: "expired" },
    });

    const [first, second] = await Promise.all([t.app.services.quoteJobs.run(), t.app.services.quoteJobs.run()]);
    expect(first.expired + second.expired).toBeGreaterThanOrEqual(1);
    const reminders = (await outboxOf(t, b.request.id)).filter((m) => m.purpose === `quote-reminder-${b.quote.id}`);
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toContain(`/cotizacion/estado/${b.token}`);
    expect((await t.app.services.quoteJobs.run()).reminded).toBe(0);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, a.quote.id));
    expect(row.status).toBe("expired");
    expect((await customer("GET", a.token)).body.data.step).toBe("vencida");
  });
});

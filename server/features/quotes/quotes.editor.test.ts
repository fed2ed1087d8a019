import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { QUOTE_MESSAGES } from "../../../contracts/quotes.ts";
import { quotations } from "../../db/schema/requests.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { openForFile } from "../../test/app.ts";
import { outboxOf, quotesTestApp, requestWithTwoLines, staff } from "./quotes.test-support.ts";

const t = openForFile(() => quotesTestApp());
let as: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  as = await staff(t.app);
});

describe("the quote editor (staff)", () => {
  it("prefills a draft from the request: catalogue prices, 'Consultar' lines without one, default IVA and validity", async () => {
    const { request, priced } = await requestWithTwoLines(t);
    const res = await as("POST", `/quotes/requests/${request.id}/quotes`);
    expect(res.status).toBe(201);
    const q = res.body.data;
    expect(q).toMatchObject({ status: "draft", version: null, label: `${request.reference} (borrador)` });
    expect(q.lines).toMatchObject([
      {
        productId: priced.id,
        quantity: 2,
        unitPrice: "1250.50",
        discountPercent: "0",
        ivaRate: 15,
        lineTotal: "2501.00",
      },
      { quantity: 1, unitPrice: null, lineTotal: null, ivaRate: 15 },
    ]);
    expect(q.totals).toMatchObject({ subtotal: "2501.00", ivaTotal: "375.15", total: "2876.15", unpricedLines: 1 });
    const days = (Date.parse(q.validUntil) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(14);
    expect(days).toBeLessThanOrEqual(16);
    // A second 'Preparar cotización' opens the same draft; the request is now being worked on.
    const again = await as("POST", `/quotes/requests/${request.id}/quotes`);
    expect([again.status, again.body.data.id]).toEqual([200, q.id]);
    const [row] = await t.database.db.select().from(quotations).where(eq(quotations.id, request.id));
    expect(row.status).toBe("en_proceso");
  });

  it("saves free-text and catalogue lines, discounts and rates, with totals rounded per line in cents", async () => {
    const { request } = await requestWithTwoLines(t);
    const extra = await createProduct(t.database.db, { name: "Cable apantallado", sku: "CBL-1", price: "0.35" });
    const draft = (await as("POST", `/quotes/requests/${request.id}/quotes`)).body.data;
    const res = await as("PUT", `/quotes/${draft.id}`, {
      lines: [
        {
          productId: extra.id,
          sku: "CBL-1",
          description: "Cable apantallado",
          quantity: 3,
          unitPrice: "0.35",
          discountPercent: 10,
        },
        {
          productId: extra.id,
          sku: "CBL-1",
          description: "Cable apantallado (2.º tramo)",
          quantity: 3,
          unitPrice: "0.35",
          discountPercent: 10,
        },
        { description: "Servicio de puesta en marcha", quantity: 1, unitPrice: "100", ivaRate: 0 },
      ],
      validUntil: "2099-12-31",
      deliveryTime: "15 días",
      paymentTerms: "50 % anticipo",
      notes: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.lines.map((l: any) => l.lineTotal)).toEqual(["0.95", "0.95", "100.00"]);
    expect(res.body.data.totals).toMatchObject({
      subtotal: "102.10",
      discountTotal: "0.20",
      byRate: [
        { rate: 0, label: "Subtotal 0%", base: "100.00", iva: "0.00" },
        { rate: 15, label: "Subtotal 15%", base: "1.90", iva: "0.29" },
      ],
      ivaTotal: "0.29",
      total: "102.19",
    });
    expect(res.body.data).toMatchObject({
      validUntil: "2099-12-31",
      deliveryTime: "15 días",
      paymentTerms: "50 % anticipo",
    });
  });

  it("refuses unknown products and malformed lines with Spanish messages", async () => {
    const { request } = await requestWithTwoLines(t);
    const draft = (await as("POST", `/quotes/requests/${request.id}/quotes`)).body.data;
    const unknown = await as("PUT", `/quotes/${draft.id}`, {
      lines: [{ productId: 999999, description: "X", quantity: 1, unitPrice: "1" }],
    });
    expect([unknown.status, unknown.body.error]).toEqual([422, "El producto 999999 no existe en el catálogo"]);
    const bad = await as("PUT", `/quotes/${draft.id}`, {
      lines: [{ description: "X", quantity: 1, unitPrice: "1.999" }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: any) => d.message)).toContain(QUOTE_MESSAGES.priceInvalid);
  });

  it("will not send while a line has no price; sending makes v1, mails the PDF and the link, request → 'cotizada'", async () => {
    const { request, receipt } = await requestWithTwoLines(t);
    const draft = (await as("POST", `/quotes/requests/${request.id}/quotes`)).body.data;
    const refused = await as("POST", `/quotes/${draft.id}/send`);
    expect([refused.status, refused.body.error]).toEqual([422, QUOTE_MESSAGES.unpricedLines]);

    const lines = draft.lines.map((l: any) => ({ ...l, unitPrice: l.unitPrice ?? "3400.00" }));
    expect((await as("PUT", `/quotes/${draft.id}`, { lines })).status).toBe(200);
    const sent = await as("POST", `/quotes/${draft.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: "sent", version: 1, label: `${request.reference} v1` });
    const [row] = await t.database.db.select().from(quotations).where(eq(quotations.id, request.id));
    expect(row.status).toBe("cotizada");

    // Only drafts are editable.
    const edit = await as("PUT", `/quotes/${draft.id}`, { lines });
    expect([edit.status, edit.body.error]).toEqual([409, QUOTE_MESSAGES.notDraft]);

    const mail = (await outboxOf(t, request.id)).find((m) => m.purpose === `quote-sent-${draft.id}`)!;
    expect(mail.to_address).toBe(row.email);
    // A mail's link never comes from the request (ADR 029): here the configured address.
    expect(mail.text).toContain(`${t.config.publicUrl}${new URL(receipt.statusUrl).pathname}`);
    await t.app.services.mail.worker.drainOnce();
    const eml = fs.readFileSync(path.join(t.mailDir, `${String(mail.id).padStart(8, "0")}.eml`), "utf8");
    expect(eml).toContain("Content-Type: application/pdf");
    expect(eml).toContain(`filename=${request.reference}-v1.pdf`);
  });

  it("a new version starts from the latest and gets the next number; both stay listed", async () => {
    const { request } = await requestWithTwoLines(t);
    const d1 = (await as("POST", `/quotes/requests/${request.id}/quotes`)).body.data;
    await as("PUT", `/quotes/${d1.id}`, {
      lines: d1.lines.map((l: any) => ({ ...l, unitPrice: l.unitPrice ?? "10.00" })),
    });
    await as("POST", `/quotes/${d1.id}/send`);
    const d2 = (await as("POST", `/quotes/requests/${request.id}/quotes`)).body.data;
    expect(d2.lines.map((l: any) => l.unitPrice)).toEqual(["1250.50", "10.00"]);
    await as("PUT", `/quotes/${d2.id}`, { lines: [{ ...d2.lines[0], discountPercent: 5 }] });
    expect((await as("POST", `/quotes/${d2.id}/send`)).body.data.version).toBe(2);
    const list = await as("GET", `/quotes/requests/${request.id}/quotes`);
    expect(list.body.data.map((q: any) => [q.version, q.status])).toEqual([
      [2, "sent"],
      [1, "sent"],
    ]);
    const pdf = await as("GET", `/quotes/${d1.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });

  it("two sends of one draft at once make one version; two 'Preparar cotización' at once share one draft", async () => {
    const { request } = await requestWithTwoLines(t);
    const [a, b] = await Promise.all([
      as("POST", `/quotes/requests/${request.id}/quotes`),
      as("POST", `/quotes/requests/${request.id}/quotes`),
    ]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const draft = a.body.data;
    await as("PUT", `/quotes/${draft.id}`, {
      lines: draft.lines.map((l: any) => ({ ...l, unitPrice: l.unitPrice ?? "1.00" })),
    });
    const sends = await Promise.all([as("POST", `/quotes/${draft.id}/send`), as("POST", `/quotes/${draft.id}/send`)]);
    expect(sends.map((r) => r.status).sort()).toEqual([200, 409]);
    const mails = (await outboxOf(t, request.id)).filter((m) => m.purpose.startsWith("quote-sent-"));
    expect(mails).toHaveLength(1);
  });

  it("company defaults are edited in the panel and fill new drafts; everything is admin only", async () => {
    const put = await as("PUT", "/quotes/settings", {
      deliveryTime: "Inmediata, salvo venta previa",
      paymentTerms: "Contado",
      notes: "Precios en dólares de EE. UU.",
    });
    expect(put.status).toBe(200);
    const { request } = await requestWithTwoLines(t);
    const draft = (await as("POST", `/quotes/requests/${request.id}/quotes`)).body.data;
    expect(draft).toMatchObject({
      deliveryTime: "Inmediata, salvo venta previa",
      paymentTerms: "Contado",
      notes: "Precios en dólares de EE. UU.",
    });
    const anonymous = await t.app.inject({ method: "POST", url: `/api/quotes/requests/${request.id}/quotes` });
    expect(anonymous.statusCode).toBe(401);
  });
});

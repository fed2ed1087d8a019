import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { App } from "../../app.ts";
import { mailOutbox, quotations } from "../../db/schema/requests.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminHeaders, post, quotationPayload } from "../requests/requests.test-support.ts";

/** Shared by the quotes tests (not a test file itself). */

export const SALES = "ventas@andes.test";

/** The API on a fresh database, with mail written as .eml files into a directory of its own. */
export async function quotesTestApp(overrides: Record<string, string> = {}): Promise<TestApp & { mailDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quotes-test-"));
  const t = await createTestApp({ DATA_DIR: dataDir, SALES_EMAIL: SALES, ...overrides });
  return {
    ...t,
    mailDir: t.config.mailDir,
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let n = 0;
/** A priced product, a 'Consultar' one and a request for both: what staff start a quote from. */
export async function requestWithTwoLines(t: TestApp, over: Record<string, unknown> = {}) {
  n++;
  const priced = await createProduct(t.database.db, {
    name: `Variador de frecuencia 5,5 kW ${n}`,
    sku: `VF-Q${n}`,
    price: "1250.50",
  });
  const onRequest = await createProduct(t.database.db, {
    name: `Tablero de control ${n}`,
    sku: `TB-Q${n}`,
    price: null,
    price_text: "Consultar",
  });
  const body = quotationPayload([{ id: priced.id, quantity: 2, price: 1250.5 }], over);
  const items = [
    ...body.items,
    { productId: onRequest.id, productName: "Tablero", quantity: 1, price: null, total: null },
  ];
  const res = await post(t.app, "/api/quotations/send", { ...body, items });
  if (res.status !== 201) throw new Error(`request failed: ${JSON.stringify(res.body)}`);
  const [request] = await t.database.db.select().from(quotations).where(eq(quotations.id, res.body.data.id));
  return { request, priced, onRequest, receipt: res.body.data as { reference: string; id: number; statusUrl: string } };
}

export async function api(
  app: App,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) {
  const res = await app.inject({ method, url: `/api${url}`, payload: payload as any, headers });
  const isJson = String(res.headers["content-type"] ?? "").includes("json");
  return {
    status: res.statusCode,
    body: isJson ? (JSON.parse(res.body) as any) : undefined,
    raw: res.rawPayload,
    headers: res.headers,
  };
}

/** Staff calls with an admin session. */
export async function staff(app: App) {
  const headers = await adminHeaders(app);
  return (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => api(app, method, url, payload, headers);
}

/** A draft priced in full and sent: the customer now has v1. */
export async function sentQuote(t: TestApp, as: Awaited<ReturnType<typeof staff>>, lines?: unknown[]) {
  const r = await requestWithTwoLines(t);
  const draft = (await as("POST", `/quotes/requests/${r.request.id}/quotes`)).body.data;
  const priced = lines ?? draft.lines.map((l: any) => ({ ...l, unitPrice: l.unitPrice ?? "800.00" }));
  const saved = await as("PUT", `/quotes/${draft.id}`, { lines: priced, deliveryTime: "15 días laborables" });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const sent = await as("POST", `/quotes/${draft.id}/send`);
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body));
  return { ...r, token: r.request.status_token!, quote: sent.body.data };
}

export const outboxOf = (t: TestApp, requestId: number) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.lead_id, requestId))
    .then((rows) => rows.filter((r) => r.lead_type === "quotation"));

import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_MESSAGES } from "../../../../contracts/requests.ts";
import { createProduct } from "../../../../server/db/seed/factories.ts";
import { messages, quotations } from "../../../../server/db/schema/requests.ts";
import { createTestApp, type TestApp } from "../../../../server/test/app.ts";
import { requestFormAction, type RequestFormKind } from "./request-action.server.ts";
import type { RequestFormResult } from "./request-form-result.ts";

let t: TestApp;
let ipCounter = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A load context as mount.ts builds it; `limited` stands for a client over LEADS_RATE_LIMIT. */
function contextFor(ip: string, limited = false) {
  let counted = 0;
  const context = {
    services: t.app.services,
    client: { ip, userAgent: "Navegador sin JavaScript" },
    overRequestsRateLimit: async () => {
      counted += 1;
      return limited;
    },
  } as unknown as AppLoadContext;
  return { context, counted: () => counted };
}

const freshIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const human = () => String(Date.now() - 20_000);

async function submit(kind: RequestFormKind, fields: Record<string, string>, ip = freshIp(), limited = false) {
  const request = new Request("http://localhost/contacto", { method: "POST", body: new URLSearchParams(fields) });
  const { context, counted } = contextFor(ip, limited);
  const answer = (await requestFormAction(kind, request, context)) as {
    data: RequestFormResult;
    init: ResponseInit | null;
  };
  return { result: answer.data, status: answer.init?.status ?? 200, counted: counted() };
}

const contact = (over: Record<string, string> = {}) => ({
  name: "Ana Pérez",
  email: "Ana.Perez@Ejemplo.ec",
  phone: "",
  company: "Textiles Andinos",
  message: "Necesito un variador de 5 HP para una bomba.",
  website: "",
  startedAt: human(),
  idempotencyKey: crypto.randomUUID(),
  ...over,
});

describe("requestFormAction: a request form sent without JavaScript", () => {
  it("stores a contact message with the client's address and answers the message with its reference", async () => {
    const ip = freshIp();
    const { result, status, counted } = await submit("contact", contact(), ip);
    expect(status).toBe(200);
    expect(counted).toBe(1);
    if (!result.ok) throw new Error(result.error);
    expect(result.reference).toMatch(/^MSG-\d{4}-\d{6}$/);
    expect(result.message).toBe(
      `Mensaje enviado exitosamente. Te contactaremos pronto. Referencia: ${result.reference}`,
    );
    const [row] = await t.database.db.select().from(messages).where(eq(messages.reference, result.reference));
    expect(row).toMatchObject({ kind: "contact", email: "ana.perez@ejemplo.ec", phone: null, ip, spam_reasons: null });
    expect(row.user_agent).toBe("Navegador sin JavaScript");
  });

  it("refuses bad data with the first error, each field's message and everything typed", async () => {
    const typed = contact({ email: "ana@", message: "corto" });
    const { result, status } = await submit("services", { ...typed, service: "Tableros Eléctricos" });
    expect(status).toBe(400);
    if (result.ok) throw new Error("accepted");
    expect(result.error).toBe(REQUEST_MESSAGES.emailInvalid);
    expect(result.fields).toEqual({ email: REQUEST_MESSAGES.emailInvalid, message: REQUEST_MESSAGES.messageMin });
    expect(result.values).toEqual({
      name: typed.name,
      email: "ana@",
      phone: "",
      company: typed.company,
      service: "Tableros Eléctricos",
      message: "corto",
    });
    expect(result.startedAt).toBe(Number(typed.startedAt));
  });

  it.each(["a,b@x.co", "Foo<victim@x.co>", "<svg onload=alert(1)>@x.co"])(
    "an address the mailer would read otherwise (%s) is refused under the email field, nothing stored (issue 20)",
    async (email) => {
      for (const kind of ["contact", "quotation"] as const) {
        const basket = JSON.stringify([{ id: 1, name: "Relé", price: 1, quantity: 1 }]);
        const { result, status } = await submit(kind, contact({ email, ruc: "", basket }));
        expect(status).toBe(400);
        if (result.ok) throw new Error("accepted");
        expect(result.error).toBe(REQUEST_MESSAGES.emailInvalid);
        expect(result.fields.email).toBe(REQUEST_MESSAGES.emailInvalid);
        expect(result.values.email).toBe(email);
      }
      expect(await t.database.db.select().from(messages).where(eq(messages.email, email.toLowerCase()))).toEqual([]);
    },
  );

  it("the same idempotency key (a double click, a reload of the answer) stores one request", async () => {
    const fields = contact({ email: "doble.envio@ejemplo.ec" });
    const first = await submit("services", { ...fields, service: "Automatización" });
    const again = await submit("services", { ...fields, service: "Automatización" });
    expect(first.result.ok && again.result.ok).toBe(true);
    expect(first.result.ok && first.result.reference).toBe(again.result.ok && again.result.reference);
    const rows = await t.database.db.select().from(messages).where(eq(messages.email, "doble.envio@ejemplo.ec"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "services", service: "Automatización" });
  });

  it("the same rendered form with other data (changed, or a cached page another visitor got) is a new request", async () => {
    const key = crypto.randomUUID();
    const first = await submit("contact", contact({ email: "primera@ejemplo.ec", idempotencyKey: key }));
    const second = await submit("contact", contact({ email: "segunda@ejemplo.ec", idempotencyKey: key }));
    expect(first.result.ok && second.result.ok).toBe(true);
    expect(first.result.ok && first.result.reference).not.toBe(second.result.ok && second.result.reference);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.email, "segunda@ejemplo.ec"));
    expect(row.idempotency_key).toMatch(new RegExp(`^${key}\\.[A-Za-z0-9_-]{22}$`));
  });

  it("flags the honeypot and a too-fast fill as the API does (stored, held for staff)", async () => {
    const { result } = await submit(
      "contact",
      contact({ email: "bot@ejemplo.ec", website: "http://spam.example", startedAt: String(Date.now()) }),
    );
    if (!result.ok) throw new Error(result.error);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.reference, result.reference));
    expect(row.spam_reasons).toEqual(["honeypot", "too_fast"]);
  });

  it("over the rate limit: 429 with the Spanish message, nothing stored, the fields kept", async () => {
    const { result, status } = await submit("contact", contact({ email: "limitado@ejemplo.ec" }), freshIp(), true);
    expect(status).toBe(429);
    if (result.ok) throw new Error("accepted");
    expect(result.error).toBe(REQUEST_MESSAGES.tooManyRequests);
    expect(result.values.email).toBe("limitado@ejemplo.ec");
    expect(await t.database.db.select().from(messages).where(eq(messages.email, "limitado@ejemplo.ec"))).toEqual([]);
  });

  it("a quotation carries its basket in a hidden field; the catalogue's price wins", async () => {
    const product = await createProduct(t.database.db, { price: "125.50" });
    const basket = JSON.stringify([{ id: product.id, name: product.name, price: 1, quantity: 2 }]);
    const fields = contact({ email: "cotiza@ejemplo.ec", ruc: "", basket });
    const { result } = await submit("quotation", fields);
    if (!result.ok) throw new Error(result.error);
    expect(result.reference).toMatch(/^COT-/);
    const [row] = await t.database.db.select().from(quotations).where(eq(quotations.reference, result.reference));
    expect(row).toMatchObject({ email: "cotiza@ejemplo.ec", total: "251.00", notes: fields.message });
  });

  it("a quotation without a readable basket is refused with the contract's message", async () => {
    const { result, status } = await submit("quotation", contact({ ruc: "", basket: "{roto" }));
    expect(status).toBe(400);
    expect(result.ok ? null : result.error).toBe(REQUEST_MESSAGES.itemsRequired);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_MESSAGES as M } from "../../../contracts/requests.ts";
import { buildApp, type App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { mailOutbox, messages, quotations } from "../../db/schema/requests.ts";
import type { Config } from "../../config.ts";
import { requestActor } from "../../lib/request-actor.ts";
import { testConfig } from "../../test/app.ts";
import { createTestDatabase } from "../../test/db.ts";
import { loginAlertMail } from "../auth/login-alert-mail.ts";
import { startSmtpSink, type Received } from "../mail/smtp-sink.test-support.ts";
import { adminHeaders, contactPayload, post, quotationPayload, twoProducts } from "./requests.test-support.ts";

/**
 * Issue 20 "Nothing gets in": a visitor types the address and the text; the company's mail server
 * must not carry that text to that address, nor a link built from the visitor's Host header.
 */

const SALES = "ventas@andes.test";
const PUBLIC_URL = "https://www.andes.test";
/** A 100-character name (the most the rules allow) that holds a phishing line. */
const PHISHING_NAME =
  "Premio: reclame su bono en http://premio.example/cobrar ahora mismo, oferta de un solo dia sin costo";
const PHISHING_TEXT = "Su cuenta fue suspendida. Ingrese en https://phish.example/login para reactivarla.";

let database: Database;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const apps: App[] = [];

async function appWith(env: Record<string, string>) {
  const app = await buildApp({ config: testConfig({ SMTP_URL: sink.url, SALES_EMAIL: SALES, ...env }), database });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await sink?.stop();
  await database?.close();
});

const outboxOf = (requestType: string, requestId: number) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.lead_type, requestType), eq(mailOutbox.lead_id, requestId)));

/** Delivers what is queued and returns what the SMTP server got for this request, by purpose. */
async function delivered(app: App, requestType: string, requestId: number) {
  await app.services.mail.worker.drainOnce();
  const rows = await outboxOf(requestType, requestId);
  const got = (purpose: string): Received | undefined => {
    const row = rows.find((r) => r.purpose === purpose);
    return row ? sink.received.find((r) => r.mail.headers["message-id"] === row.message_id) : undefined;
  };
  return { rows, sales: got("sales-notification"), customer: got("customer-confirmation") };
}

const whole = (r: Received) => `${r.mail.subject}\n${r.mail.text}\n${r.mail.html}`;

describe("the customer's confirmation carries none of the visitor's text", () => {
  it("a quotation: reference, catalogue names, quantities and the status link; not the name, notes or typed lines", async () => {
    const app = await appWith({ PUBLIC_URL });
    const [a, b] = await twoProducts(database.db);
    const body = quotationPayload(
      [
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 3 },
      ],
      {
        customerInfo: { name: PHISHING_NAME, email: "destino@cliente.ec", company: "Visite phish.example" },
        notes: PHISHING_TEXT,
      },
    );
    const typedLine = { code: "www.phish.example", description: PHISHING_TEXT, quantity: 4 };
    const res = await post(app, "/api/quotations/send", { ...body, items: [...body.items, typedLine] });
    expect(res.status).toBe(201);
    const ref = res.body.data.reference as string;
    const [q] = await database.db.select().from(quotations).where(eq(quotations.id, res.body.data.id));

    const { customer, sales } = await delivered(app, "quotation", q.id);
    expect(customer!.to).toEqual(["destino@cliente.ec"]);
    const text = whole(customer!);
    for (const piece of [ref, "Hola,", a.name, b.name, `${PUBLIC_URL}/cotizacion/estado/${q.status_token}`]) {
      expect(text).toContain(piece);
    }
    expect(customer!.mail.text).toMatch(new RegExp(`${a.name}.*: 2 ×`));
    expect(customer!.mail.text).toMatch(/Relé térmico «Ñandú».*: 3 ×/);
    // The typed line is there as a line (its quantity), without its typed words.
    expect(customer!.mail.text).toMatch(/fuera del catálogo.*: 4/);
    for (const typed of ["premio", "Premio", "phish", "reclame", "suspendida", "Visite"]) {
      expect(text).not.toContain(typed);
    }
    // Sales still reads everything the customer wrote.
    for (const piece of [PHISHING_NAME, PHISHING_TEXT, "www.phish.example"]) expect(whole(sales!)).toContain(piece);
  });

  it("contact and services: 'Hola,' and the reference; not the name, message or service typed", async () => {
    const app = await appWith({ PUBLIC_URL });
    for (const [url, extra] of [
      ["/api/email/contact", {}],
      ["/api/email/services", { service: "Visite https://phish.example/servicio" }],
    ] as const) {
      const res = await post(
        app,
        url,
        contactPayload({ name: PHISHING_NAME, email: "otra.persona@cliente.ec", message: PHISHING_TEXT, ...extra }),
      );
      expect(res.status).toBe(201);
      const [m] = await database.db.select().from(messages).where(eq(messages.id, res.body.data.id));
      const { customer, sales } = await delivered(app, m.kind, m.id);
      const text = whole(customer!);
      expect(text).toContain(m.reference);
      expect(customer!.mail.text).toMatch(/^Hola,/);
      for (const typed of ["premio", "Premio", "phish", "suspendida", "Visite", "Cerámica Andina"]) {
        expect(text).not.toContain(typed);
      }
      expect(whole(sales!)).toContain(PHISHING_TEXT);
    }
  });
});

describe("links in mails come only from PUBLIC_URL", () => {
  const forgedHost = { host: "evil.example", "x-forwarded-host": "evil.example" };

  async function quotationMails(app: App) {
    const [a] = await twoProducts(database.db);
    const res = await post(app, "/api/quotations/send", quotationPayload([{ id: a.id, quantity: 1 }]), {
      headers: forgedHost,
    });
    expect(res.status).toBe(201);
    const rows = await outboxOf("quotation", res.body.data.id);
    const [q] = await database.db.select().from(quotations).where(eq(quotations.id, res.body.data.id));
    return { rows, token: q.status_token!, all: rows.map((r) => `${r.html}\n${r.text}`).join("\n") };
  }

  it("with PUBLIC_URL the status link is PUBLIC_URL's, whatever Host the request carried", async () => {
    const { all, token } = await quotationMails(await appWith({ PUBLIC_URL, TRUST_PROXY: "1" }));
    expect(all).toContain(`${PUBLIC_URL}/cotizacion/estado/${token}`);
    expect(all).not.toContain("evil.example");
  });

  it("in production without PUBLIC_URL the mails link to nothing (never to the request's host)", async () => {
    const app = await appWith({
      NODE_ENV: "production",
      SESSION_SECRET: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b",
      TRUST_PROXY: "1",
    });
    const { all, rows, token } = await quotationMails(app);
    expect(rows.map((r) => r.purpose).sort()).toEqual(["customer-confirmation", "sales-notification"]);
    expect(all).not.toContain("evil.example");
    expect(all).not.toContain(token);
    expect(all).not.toMatch(/https?:\/\//);
  });

  it("outside production without PUBLIC_URL they link to the configured local address", async () => {
    const app = await appWith({ PORT: "3999" });
    const { all, token } = await quotationMails(app);
    expect(all).toContain(`http://localhost:3999/cotizacion/estado/${token}`);
    expect(all).not.toContain("evil.example");
  });
});

describe("the other mails' links come from PUBLIC_URL too", () => {
  const production = {
    NODE_ENV: "production",
    SESSION_SECRET: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b",
    TRUST_PROXY: "1",
  };

  it("a quote sent by staff whose request carries another Host: no link in production without PUBLIC_URL", async () => {
    const app = await appWith(production);
    const [a] = await twoProducts(database.db);
    const sent = await post(app, "/api/quotations/send", quotationPayload([{ id: a.id, quantity: 1 }]));
    const headers = { ...(await adminHeaders(app)), host: "evil.example", "x-forwarded-host": "evil.example" };
    const staff = (method: "POST" | "PUT", url: string, payload?: unknown) =>
      app.inject({ method, url: `/api${url}`, payload: payload as never, headers }).then((r) => JSON.parse(r.body));
    const draft = (await staff("POST", `/quotes/requests/${sent.body.data.id}/quotes`)).data;
    await staff("PUT", `/quotes/${draft.id}`, { lines: draft.lines });
    expect((await staff("POST", `/quotes/${draft.id}/send`)).success).toBe(true);
    const [mail] = (await outboxOf("quotation", sent.body.data.id)).filter((r) => r.purpose.startsWith("quote-sent-"));
    expect(`${mail.html}${mail.text}`).not.toMatch(/evil\.example|https?:\/\//);
  });

  it("the sign-in alert (an anonymous visitor's doing) never links to the Host that visitor sent", () => {
    const alert = {
      user: { id: 1, name: "Ana", email: "ana@andes.test" },
      failures: 10,
      lastAddress: "10.0.0.9",
      at: new Date(),
    };
    const inRequest = (config: Config) =>
      new Promise<string>((resolve) =>
        requestActor.open(() => resolve(loginAlertMail(config, alert).text), "http://evil.example"),
      );
    return Promise.all([
      inRequest(testConfig(production)).then((text) => expect(text).not.toMatch(/evil\.example|https?:\/\//)),
      inRequest(testConfig({ PUBLIC_URL })).then((text) => {
        expect(text).toContain(`${PUBLIC_URL}/admin`);
        expect(text).not.toContain("evil.example");
      }),
    ]);
  });
});

describe("request email addresses are what the mailer reads as one plain address", () => {
  it.each(["a,b@x.co", "Foo<victim@x.co>", "<svg onload=alert(1)>@x.co", "x@y.co;z@w.co", "Juan victim@x.co"])(
    "%s is refused with the spec's message and nothing is stored",
    async (email) => {
      const app = apps[0] ?? (await appWith({ PUBLIC_URL }));
      const contact = await post(app, "/api/email/contact", contactPayload({ email }));
      expect(contact.status).toBe(400);
      expect(contact.body.error).toBe(M.emailInvalid);
      expect(contact.body.details).toContainEqual({ field: "email", message: M.emailInvalid });

      const [a] = await twoProducts(database.db);
      const base = quotationPayload([{ id: a.id, quantity: 1 }]);
      const quote = await post(app, "/api/quotations/send", {
        ...base,
        customerInfo: { ...base.customerInfo, email },
      });
      expect(quote.status).toBe(400);
      expect(quote.body.error).toBe(M.emailInvalid);
      const stored = await database.db.select().from(messages).where(eq(messages.email, email.toLowerCase()));
      expect(stored).toEqual([]);
    },
  );
});

describe("at most a few confirmations per recipient address a day", () => {
  it(`the first ${3} requests to one address a day get a confirmation; later ones are stored and staff still get each`, async () => {
    const app = await appWith({ PUBLIC_URL });
    const email = "muchas.veces@cliente.ec";
    const sends = [];
    // From different addresses (not a burst) and some at once: the cap holds under concurrency.
    for (let i = 0; i < 2; i++) sends.push(await post(app, "/api/email/contact", contactPayload({ email })));
    sends.push(
      ...(await Promise.all(
        [0, 1, 2, 3].map(() => post(app, "/api/email/services", contactPayload({ email, service: "Tableros" }))),
      )),
    );
    expect(sends.map((s) => s.status)).toEqual(Array(6).fill(201));
    const rows = (
      await Promise.all(
        sends.map(async (s) => {
          const [m] = await database.db.select().from(messages).where(eq(messages.id, s.body.data.id));
          return outboxOf(m.kind, m.id);
        }),
      )
    ).flat();
    expect(rows.filter((r) => r.purpose === "sales-notification")).toHaveLength(6);
    expect(rows.filter((r) => r.purpose === "customer-confirmation").map((r) => r.to_address)).toEqual(
      Array(3).fill(email),
    );
    // Staff learn that this sender was not mailed.
    const held = rows.filter(
      (r) =>
        r.purpose === "sales-notification" &&
        !rows.some(
          (c) => c.purpose === "customer-confirmation" && c.lead_id === r.lead_id && c.lead_type === r.lead_type,
        ),
    );
    expect(held).toHaveLength(3);
    for (const r of held) expect(r.text).toContain("No se envió la confirmación al cliente");

    // A day later the address gets confirmations again.
    await database.db
      .update(mailOutbox)
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(mailOutbox.to_address, email));
    const later = await post(app, "/api/email/contact", contactPayload({ email }));
    expect((await outboxOf("contact", later.body.data.id)).map((r) => r.purpose).sort()).toEqual([
      "customer-confirmation",
      "sales-notification",
    ]);
  });
});

describe("a request flagged as possible spam still reaches sales", () => {
  it("sales get it at once, '[Posible spam]' first in the subject and the reasons in the body; the customer's confirmation waits", async () => {
    const app = await appWith({ PUBLIC_URL });
    const [a] = await twoProducts(database.db);
    // Autofill: sent a second after the form appeared.
    const res = await post(
      app,
      "/api/quotations/send",
      quotationPayload([{ id: a.id, quantity: 2 }], { startedAt: Date.now() - 1000 }),
    );
    expect(res.status).toBe(201);
    const ref = res.body.data.reference as string;
    const { rows, sales, customer } = await delivered(app, "quotation", res.body.data.id);
    expect(rows.map((r) => r.purpose)).toEqual(["sales-notification"]);
    expect(customer).toBeUndefined();
    expect(sales!.to).toEqual([SALES]);
    expect(sales!.mail.subject).toBe(
      `[Posible spam] Nueva solicitud de cotización ${ref} — José Núñez (Planta Guayas)`,
    );
    expect(sales!.mail.text).toContain("Posible spam: Enviado en menos de 3 segundos");
    expect(sales!.mail.html).toContain("Enviado en menos de 3 segundos");
    expect(sales!.mail.text).toContain(a.name);

    // The 6th form from one address in 10 minutes (an office behind one NAT address).
    const ip = "10.99.0.1";
    const burst = [];
    for (let i = 0; i < 6; i++) {
      burst.push(await post(app, "/api/email/contact", contactPayload({ email: `comprador${i}@oficina.ec` }), { ip }));
    }
    const last = burst[5].body.data;
    const got = await delivered(app, "contact", last.id);
    expect(got.rows.map((r) => r.purpose)).toEqual(["sales-notification"]);
    expect(got.sales!.mail.subject).toMatch(/^\[Posible spam\] Nuevo mensaje de contacto MSG-/);
    expect(got.sales!.mail.text).toContain("Posible spam: Muchas solicitudes desde la misma dirección");

    // Marked genuine: only the customer's confirmation is left to send, once.
    await app.services.requestsReview.markGenuine("contact", last.id);
    await app.services.requestsReview.markGenuine("contact", last.id);
    const after = await delivered(app, "contact", last.id);
    expect(after.rows.map((r) => r.purpose).sort()).toEqual(["customer-confirmation", "sales-notification"]);
    expect(after.customer!.to).toEqual(["comprador5@oficina.ec"]);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_MESSAGES as M } from "../../../contracts/requests.ts";
import { buildApp, type App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/requests.ts";
import { testConfig } from "../../test/app.ts";
import { createTestDatabase } from "../../test/db.ts";
import {
  adminHeaders,
  contactPayload,
  post,
  quotationPayload,
  twoProducts,
} from "../requests/requests.test-support.ts";
import { MAX_ATTEMPTS } from "./mail.worker.ts";
import { startSmtpSink } from "./smtp-sink.test-support.ts";

let database: Database;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: App;
const apps: App[] = [];
const SALES = "ventas@andes.test";

async function newApp() {
  const a = await buildApp({ config: testConfig({ SMTP_URL: sink.url, SALES_EMAIL: SALES }), database });
  await a.ready();
  apps.push(a);
  return a;
}

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  app = await newApp();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await sink?.stop();
  await database?.close();
});

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);
const byMessageId = (id: string | null) => sink.received.filter((r) => r.mail.headers["message-id"] === id);
const mailsOf = (requestType: string, requestId: number) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.lead_id, requestId))
    .then((rows) => rows.filter((r) => r.lead_type === requestType));

describe("delivery through a real SMTP server", () => {
  it("a quotation sends the sales notification and the customer confirmation, in Spanish with accents", async () => {
    const [a, b] = await twoProducts(database.db);
    const res = await post(
      app,
      "/api/quotations/send",
      quotationPayload(
        [
          { id: a.id, quantity: 2 },
          { id: b.id, quantity: 3 },
        ],
        {
          customerInfo: {
            name: "José Núñez",
            email: "jose@planta.ec",
            phone: "042345678",
            company: "Planta <Guayas> & Cía",
          },
        },
      ),
    );
    expect(res.status).toBe(201);
    const ref = res.body.data.reference as string;
    expect(await app.services.mail.worker.drainOnce()).toBe(2);

    const rows = await mailsOf("quotation", res.body.data.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
    const sales = byMessageId(rows.find((r) => r.purpose === "sales-notification")!.message_id);
    const customer = byMessageId(rows.find((r) => r.purpose === "customer-confirmation")!.message_id);
    expect(sales).toHaveLength(1);
    expect(customer).toHaveLength(1);

    const s = sales[0];
    expect(s.to).toEqual([SALES]);
    expect(s.mail.headers["reply-to"]).toContain("jose@planta.ec");
    expect(s.mail.subject).toBe(`Nueva solicitud de cotización ${ref} — José Núñez (Planta <Guayas> & Cía)`);
    for (const piece of [
      ref,
      "José Núñez",
      "jose@planta.ec",
      "042345678",
      a.sku,
      b.sku,
      "Relé térmico «Ñandú»",
      "Entrega en Durán",
    ]) {
      expect(s.mail.text).toContain(piece);
    }
    expect(s.mail.text).toContain(`${a.name} (SKU ${a.sku}): 2 × $1.250,50 = $2.501,00`);
    expect(s.mail.text).toContain(`3 × $19,99 = $59,97`);
    expect(s.mail.text).toContain("Total: $2.560,97");
    expect(s.mail.html).toContain("Planta &lt;Guayas&gt; &amp; Cía");
    expect(s.mail.html).not.toContain("<Guayas>");
    expect(s.mail.html).toContain("$2.560,97");

    const c = customer[0];
    expect(c.to).toEqual(["jose@planta.ec"]);
    expect(c.mail.subject).toBe(`Hemos recibido tu solicitud de cotización ${ref}`);
    // The address was typed by a visitor: the customer's copy carries none of their text (issue 20).
    expect(c.mail.text).toMatch(/^Hola, /);
    expect(c.mail.text).not.toContain("José Núñez");
    expect(c.mail.text).toContain("Total: $2.560,97");
    expect(c.mail.html).toContain("Relé térmico «Ñandú»");
  });

  it("contact and services messages: notification and confirmation", async () => {
    const res = await post(app, "/api/email/services", contactPayload({ service: "Planos eléctricos" }));
    await app.services.mail.worker.drainOnce();
    const ref = res.body.data.reference;
    const got = sink.received.filter((r) => r.mail.subject.includes(ref));
    expect(got.map((g) => g.to[0]).sort()).toEqual(["maria.penafiel@ejemplo.ec", SALES]);
    const sales = got.find((g) => g.to[0] === SALES)!;
    expect(sales.mail.subject).toBe(`Nueva consulta de servicios ${ref} — María José Peñafiel (Planos eléctricos)`);
    expect(sales.mail.text).toContain("Cerámica Andina S.A.");
    expect(sales.mail.text).toContain("Necesito asesoría para automatizar una línea de envasado.");
    const customer = got.find((g) => g.to[0] !== SALES)!;
    expect(customer.mail.subject).toBe(`Hemos recibido tu consulta de servicios ${ref}`);
  });
});

describe("SMTP down, restarts and retries", () => {
  it("stores the request while SMTP is down and sends after it comes back, across a restart", async () => {
    await sink.stop();
    const res = await post(
      app,
      "/api/email/contact",
      contactPayload({ name: "Ángela Ibáñez", email: "angela.ibanez@ejemplo.ec" }),
    );
    expect(res.status).toBe(201);
    await app.services.mail.worker.drainOnce();
    let rows = await mailsOf("contact", res.body.data.id);
    expect(rows.every((r) => r.status === "pending" && r.attempts === 1 && r.last_error)).toBe(true);
    // Not due again before the first backoff step.
    expect(await app.services.mail.worker.drainOnce()).toBe(0);

    // "Restart": this app goes away, a new one opens over the same database.
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    app = await newApp();
    await sink.start();
    expect(await app.services.mail.worker.drainOnce({ at: minutesFromNow(2) })).toBe(2);
    rows = await mailsOf("contact", res.body.data.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
    const arrived = sink.received.filter((r) => r.mail.subject.includes(res.body.data.reference));
    expect(arrived).toHaveLength(2);
    expect(arrived.find((r) => r.to[0] === SALES)!.mail.text).toContain("Ángela Ibáñez");
  });

  it("gives up after the last attempt (failed, with the error), and 'Reenviar' sends it again", async () => {
    const headers = await adminHeaders(app);
    await sink.stop();
    const res = await post(app, "/api/email/contact", contactPayload({ email: "reintentos@ejemplo.ec" }));
    const { id } = res.body.data;
    for (let i = 0; i < MAX_ATTEMPTS; i++)
      await app.services.mail.worker.drainOnce({ at: minutesFromNow(60 * 24 * i) });
    let rows = await mailsOf("contact", id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["failed", MAX_ATTEMPTS],
      ["failed", MAX_ATTEMPTS],
    ]);
    expect(rows[0].last_error).toMatch(/ECONNREFUSED/);

    const status = await app.inject({ method: "GET", url: "/api/email/status", headers });
    const data = JSON.parse(status.body).data;
    expect(data.outbox.failed).toBeGreaterThanOrEqual(2);
    expect(data.lastError.message).toMatch(/ECONNREFUSED/);

    const detail = JSON.parse(
      (await app.inject({ method: "GET", url: `/api/requests/contact/${id}`, headers })).body,
    ).data;
    expect(detail.mailStatus).toBe("failed");
    expect(detail.mails.map((m: any) => m.status)).toEqual(["failed", "failed"]);

    await sink.start();
    const resend = await app.inject({ method: "POST", url: `/api/requests/contact/${id}/resend`, headers });
    expect(resend.statusCode).toBe(200);
    expect(JSON.parse(resend.body)).toMatchObject({
      success: true,
      data: { requeued: 2 },
      message: "Notificación reenviada",
    });
    await app.services.mail.worker.drainOnce();
    rows = await mailsOf("contact", id);
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    const again = await app.inject({ method: "POST", url: `/api/requests/contact/${id}/resend`, headers });
    expect(again.statusCode).toBe(409);
  });
});

describe("GET /api/email/status and POST /api/email/test", () => {
  it("are admin only", async () => {
    for (const [method, url] of [
      ["GET", "/api/email/status"],
      ["POST", "/api/email/test"],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(res.body).success).toBe(false);
    }
  });

  it("status reports the SMTP configuration and the outbox", async () => {
    const headers = await adminHeaders(app);
    const res = await app.inject({ method: "GET", url: "/api/email/status", headers });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).data).toMatchObject({
      configured: true,
      transport: "smtp",
      host: `smtp://127.0.0.1:${sink.port}`,
      mailDir: null,
      salesEmail: SALES,
      outbox: { pending: expect.any(Number), failed: expect.any(Number), sent: expect.any(Number) },
    });
  });

  it("test mail reaches SALES_EMAIL, and a clear error when SMTP is down", async () => {
    const headers = await adminHeaders(app);
    const res = await app.inject({ method: "POST", url: "/api/email/test", headers });
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ success: true, message: M.testSent, data: { status: "sent" } });
    const got = byMessageId(body.data.messageId);
    expect(got).toHaveLength(1);
    expect(got[0].to).toEqual([SALES]);
    expect(got[0].mail.text).toContain("Este es un correo de prueba");

    await sink.stop();
    const down = await app.inject({ method: "POST", url: "/api/email/test", headers });
    expect(down.statusCode).toBe(502);
    expect(JSON.parse(down.body).error).toMatch(/^Error enviando correo de prueba: .*ECONNREFUSED/);
    await sink.start();
  });
});

describe("without SMTP_URL", () => {
  it("writes .eml files under DATA_DIR/mail", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-eml-"));
    const fileApp = await buildApp({ config: testConfig({ DATA_DIR: dir }), database });
    await fileApp.ready();
    apps.push(fileApp);
    try {
      const res = await post(fileApp, "/api/email/contact", contactPayload({ email: "archivo.eml@ejemplo.ec" }));
      expect(res.status).toBe(201);
      // This worker also sees mails other tests left pending: count only this request's files.
      await fileApp.services.mail.worker.drainOnce();
      const rows = await mailsOf("contact", res.body.data.id);
      expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
      for (const r of rows) {
        const file = path.join(dir, "mail", `${String(r.id).padStart(8, "0")}.eml`);
        const raw = fs.readFileSync(file, "utf8");
        expect(raw).toContain(`Message-ID: ${r.message_id}`);
      }
      const headers = await adminHeaders(fileApp);
      const status = JSON.parse((await fileApp.inject({ method: "GET", url: "/api/email/status", headers })).body).data;
      expect(status).toMatchObject({
        configured: false,
        transport: "file",
        host: null,
        mailDir: path.join(dir, "mail"),
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPAM_REASON_LABEL } from "../../../contracts/requests-admin.ts";
import { REQUEST_MESSAGES as M } from "../../../contracts/requests.ts";
import { mailOutbox, messages, quotationItems, quotations } from "../../db/schema/requests.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { serverJobs, startJobs, type RunningJobs } from "../../jobs/index.ts";
import { adminHeaders, contactPayload, freshIp, post, quotationPayload, twoProducts } from "./requests.test-support.ts";

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await adminHeaders(t.app);
});
afterAll(async () => t?.close());

/** A person's fill time: well over the 3 s bot check. */
const human = () => ({ startedAt: Date.now() - 20_000 });
const mailsOf = async (requestType: string, requestId: number) =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.lead_type, requestType), eq(mailOutbox.lead_id, requestId)))
  ).map((m) => m.purpose);
const seq = (reference: string) => Number(reference.slice(-6));
const admin = async (method: "GET" | "POST" | "DELETE", url: string) => {
  const res = await t.app.inject({ method, url, headers });
  return {
    status: res.statusCode,
    body: res.headers["content-type"]?.toString().includes("json") ? JSON.parse(res.body) : res.body,
  };
};
const references = (body: any) => body.data.requests.map((l: any) => l.reference);
/** Makes a stored request look `days` old. */
const age = (table: typeof quotations | typeof messages, id: number, days: number) =>
  t.database.db
    .update(table)
    .set({ created_at: sql`now() - make_interval(days => ${days})` })
    .where(eq(table.id, id));

describe("requests that look automated are stored and flagged; sales hear of them, the sender gets no confirmation", () => {
  it("a fast send and a honeypot send get real, sequential references, the same answer, and only the sales mail", async () => {
    const before = await post(t.app, "/api/email/contact", contactPayload(human()));
    // Browser autofill: the whole form sent one second after it appeared.
    const fast = await post(t.app, "/api/email/contact", contactPayload({ startedAt: Date.now() - 1000 }));
    const trap = await post(
      t.app,
      "/api/email/contact",
      contactPayload({ ...human(), website: "http://spam.example" }),
    );
    const after = await post(t.app, "/api/email/contact", contactPayload(human()));

    for (const r of [fast, trap]) {
      expect(r.status).toBe(201);
      expect(r.body.message).toBe(`${M.contactSent} Referencia: ${r.body.data.reference}`);
    }
    expect([before, fast, trap, after].map((r) => seq(r.body.data.reference))).toEqual(
      [0, 1, 2, 3].map((i) => seq(before.body.data.reference) + i),
    );
    const [fastRow] = await t.database.db.select().from(messages).where(eq(messages.id, fast.body.data.id));
    expect(fastRow).toMatchObject({
      reference: fast.body.data.reference,
      spam_reasons: ["too_fast"],
      marked_genuine_at: null,
    });
    const [trapRow] = await t.database.db.select().from(messages).where(eq(messages.id, trap.body.data.id));
    expect(trapRow.spam_reasons).toEqual(["honeypot"]);
    // Sales hear of each at once (issue 22); the sender's confirmation waits for a person.
    expect(await mailsOf("contact", fast.body.data.id)).toEqual(["sales-notification"]);
    expect(await mailsOf("contact", trap.body.data.id)).toEqual(["sales-notification"]);
    expect(await mailsOf("contact", after.body.data.id)).toHaveLength(2);
  });

  it("a quotation sent by a bot keeps its lines and the catalogue's prices; only sales are mailed", async () => {
    const [a, b] = await twoProducts(t.database.db);
    const res = await post(
      t.app,
      "/api/quotations/send",
      quotationPayload(
        [
          { id: a.id, quantity: 2 },
          { id: b.id, quantity: 1 },
        ],
        { website: "x", startedAt: Date.now() - 500 },
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(`Cotización enviada exitosamente. Referencia: ${res.body.data.reference}`);
    const [q] = await t.database.db.select().from(quotations).where(eq(quotations.id, res.body.data.id));
    expect(q).toMatchObject({
      reference: res.body.data.reference,
      total: "2520.99",
      spam_reasons: ["honeypot", "too_fast"],
    });
    const lines = await t.database.db
      .select({ n: count() })
      .from(quotationItems)
      .where(eq(quotationItems.quotation_id, q.id));
    expect(lines[0].n).toBe(2);
    expect(await mailsOf("quotation", q.id)).toEqual(["sales-notification"]);
  });

  it("a flagged send repeated with its idempotency key is the same request", async () => {
    const key = crypto.randomUUID();
    const body = contactPayload({ startedAt: Date.now() - 1000, idempotencyKey: key });
    const first = await post(t.app, "/api/email/services", body);
    const again = await post(t.app, "/api/email/services", body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data).toEqual(first.body.data);
    const rows = await t.database.db.select({ n: count() }).from(messages).where(eq(messages.idempotency_key, key));
    expect(rows[0].n).toBe(1);
  });

  it("more than 5 requests from one address in 10 minutes: the 6th and later are flagged 'burst'", async () => {
    const ip = freshIp();
    const sent = [];
    for (let i = 0; i < 7; i++) {
      const url = i % 2 ? "/api/email/services" : "/api/email/contact";
      sent.push(await post(t.app, url, contactPayload(human()), { ip }));
    }
    expect(sent.map((r) => r.status)).toEqual(Array(7).fill(201));
    const reasons = await Promise.all(
      sent.map(
        async (r) =>
          (await t.database.db.select().from(messages).where(eq(messages.id, r.body.data.id)))[0].spam_reasons,
      ),
    );
    expect(reasons).toEqual([null, null, null, null, null, ["burst"], ["burst"]]);
    // Another address is not affected.
    const other = await post(t.app, "/api/email/contact", contactPayload(human()));
    expect(
      (await t.database.db.select().from(messages).where(eq(messages.id, other.body.data.id)))[0].spam_reasons,
    ).toBeNull();

    // Requests older than the window do not count.
    const ip2 = freshIp();
    for (let i = 0; i < 5; i++) {
      const r = await post(t.app, "/api/email/contact", contactPayload(human()), { ip: ip2 });
      await age(messages, r.body.data.id, 1);
    }
    const later = await post(t.app, "/api/email/contact", contactPayload(human()), { ip: ip2 });
    expect(
      (await t.database.db.select().from(messages).where(eq(messages.id, later.body.data.id)))[0].spam_reasons,
    ).toBeNull();
  });
});

describe("the inbox keeps them apart", () => {
  const tag = "Ruidoso";
  const sent: Record<string, any> = {};
  beforeAll(async () => {
    sent.genuine = (
      await post(
        t.app,
        "/api/email/contact",
        contactPayload({ ...human(), email: "genuina@ruidoso.ec", company: `${tag} Genuina S.A.` }),
      )
    ).body.data;
    sent.spamContact = (
      await post(
        t.app,
        "/api/email/contact",
        contactPayload({ startedAt: Date.now() - 900, company: `${tag} Rápida S.A.` }),
      )
    ).body.data;
    const [a] = await twoProducts(t.database.db);
    sent.spamQuote = (
      await post(
        t.app,
        "/api/quotations/send",
        quotationPayload([{ id: a.id, quantity: 1 }], {
          website: "x",
          customerInfo: { name: "Bot Uno", email: "bot@spam.example", company: `${tag} Bot` },
        }),
      )
    ).body.data;
  });

  it("GET /requests lists genuine requests only; ?spam=true the flagged ones with their reasons; search works on both", async () => {
    const genuine = await admin("GET", `/api/requests?search=${tag}`);
    expect(references(genuine.body)).toEqual([sent.genuine.reference]);
    expect(genuine.body.data.requests[0]).toMatchObject({ spam: false, spamReasons: [] });

    const spam = await admin("GET", `/api/requests?spam=true&search=${tag}`);
    expect(references(spam.body)).toEqual([sent.spamQuote.reference, sent.spamContact.reference]);
    expect(spam.body.data.requests.map((l: any) => [l.spam, l.spamReasons, l.mailStatus])).toEqual([
      [true, ["honeypot"], "pending"],
      [true, ["too_fast"], "pending"],
    ]);
    expect(references((await admin("GET", `/api/requests?spam=true&search=r%C3%A1pida`)).body)).toEqual([
      sent.spamContact.reference,
    ]);
    expect(references((await admin("GET", `/api/requests?spam=true&type=quotation&search=${tag}`)).body)).toEqual([
      sent.spamQuote.reference,
    ]);
    expect(references((await admin("GET", `/api/requests?spam=false&search=${tag}`)).body)).toEqual([
      sent.genuine.reference,
    ]);
    expect((await admin("GET", "/api/requests?spam=quizas")).status).toBe(400);
    // Every reason has its Spanish label for the inbox.
    expect(SPAM_REASON_LABEL.too_fast).toBe("Enviado en menos de 3 segundos");
  });

  it("counts and exports leave spam out unless asked", async () => {
    const counts = (await admin("GET", "/api/requests/counts")).body.data;
    const spamRows = await t.database.db.execute(sql`
      SELECT (SELECT count(*) FROM quotations WHERE spam_reasons IS NOT NULL AND marked_genuine_at IS NULL)
           + (SELECT count(*) FROM messages WHERE spam_reasons IS NOT NULL AND marked_genuine_at IS NULL) AS n`);
    const flagged = Number((spamRows as any).rows[0].n);
    const all = (await t.database.db.select({ n: count() }).from(messages)).concat(
      await t.database.db.select({ n: count() }).from(quotations),
    );
    expect(counts.spam).toBe(flagged);
    expect(counts.all.total).toBe(all[0].n + all[1].n - flagged);
    expect(counts.new.total).toBe(counts.all.total);

    const csv = (await admin("GET", `/api/requests/export?search=${tag}`)).body as string;
    expect(csv).toContain(sent.genuine.reference);
    expect(csv).not.toContain(sent.spamContact.reference);
    const spamCsv = (await admin("GET", `/api/requests/export?spam=true&search=${tag}`)).body as string;
    expect(spamCsv).toContain(sent.spamContact.reference);
    expect(spamCsv).not.toContain(sent.genuine.reference);
    expect(spamCsv.split("\r\n")[0]).toContain("Posible spam");
    expect(spamCsv).toContain(SPAM_REASON_LABEL.too_fast);
  });

  it("marking one genuine queues the confirmation, exactly once (sales already had theirs)", async () => {
    const before = await mailsOf("quotation", sent.spamQuote.id);
    expect(before).toEqual(["sales-notification"]);
    const url = `/api/requests/quotation/${sent.spamQuote.id}/genuine`;
    const clicks = await Promise.all([admin("POST", url), admin("POST", url)]);
    expect(clicks.map((c) => c.status)).toEqual([200, 200]);
    expect(clicks[0].body.message).toBe("Solicitud marcada como genuina. Se enviarán las notificaciones.");
    expect(clicks[0].body.data).toMatchObject({ spam: false, spamReasons: ["honeypot"], mailStatus: "pending" });
    expect(clicks[0].body.data.markedGenuineAt).toEqual(expect.any(String));
    expect((await admin("POST", url)).status).toBe(200);
    // The audit log says who marked it, once (issue 22).
    const audit = await admin("GET", `/api/audit?entity=lead&entityId=quotation:${sent.spamQuote.id}`);
    expect(audit.body.data.entries.map((e: { action: string; changes: object }) => [e.action, e.changes])).toEqual([
      ["mark_genuine", { spam_reasons: [null, ["honeypot"]] }],
    ]);
    expect((await mailsOf("quotation", sent.spamQuote.id)).sort()).toEqual([
      "customer-confirmation",
      "sales-notification",
    ]);
    const [sales] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.lead_id, sent.spamQuote.id),
          eq(mailOutbox.lead_type, "quotation"),
          eq(mailOutbox.purpose, "sales-notification"),
        ),
      );
    expect(sales.subject).toContain(sent.spamQuote.reference);
    expect(sales.reply_to).toBe("bot@spam.example");

    // It now reads as a genuine request.
    expect(references((await admin("GET", `/api/requests?search=${tag}`)).body)).toContain(sent.spamQuote.reference);
    expect(references((await admin("GET", `/api/requests?spam=true&search=${tag}`)).body)).toEqual([
      sent.spamContact.reference,
    ]);
    // A request that was never flagged: nothing to do, nothing queued twice.
    expect((await admin("POST", `/api/requests/contact/${sent.genuine.id}/genuine`)).status).toBe(200);
    expect(await mailsOf("contact", sent.genuine.id)).toHaveLength(2);
    expect((await admin("POST", `/api/requests/contact/999999/genuine`)).status).toBe(404);
  });

  it("only a flagged request can be deleted", async () => {
    const genuine = await admin("DELETE", `/api/requests/contact/${sent.genuine.id}`);
    expect(genuine.status).toBe(409);
    expect(genuine.body.error).toBe("Solo se pueden eliminar solicitudes marcadas como posible spam");
    const gone = await admin("DELETE", `/api/requests/contact/${sent.spamContact.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ message: "Solicitud eliminada", data: { id: sent.spamContact.id } });
    expect((await admin("GET", `/api/requests/contact/${sent.spamContact.id}`)).status).toBe(404);
    expect((await admin("DELETE", `/api/requests/contact/${sent.spamContact.id}`)).status).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/requests/contact/${sent.genuine.id}` })).statusCode).toBe(
      401,
    );
  });
});

describe("purge", () => {
  it("deletes flagged requests older than 90 days, and nothing else", async () => {
    const [a] = await twoProducts(t.database.db);
    const oldSpam = (
      await post(t.app, "/api/quotations/send", quotationPayload([{ id: a.id, quantity: 1 }], { website: "x" }))
    ).body.data;
    const recentSpam = (await post(t.app, "/api/email/contact", contactPayload({ website: "x" }))).body.data;
    const oldGenuine = (await post(t.app, "/api/email/contact", contactPayload(human()))).body.data;
    const oldReviewed = (await post(t.app, "/api/email/contact", contactPayload({ website: "x" }))).body.data;
    await admin("POST", `/api/requests/contact/${oldReviewed.id}/genuine`);
    await age(quotations, oldSpam.id, 91);
    await age(messages, recentSpam.id, 89);
    await age(messages, oldGenuine.id, 200);
    await age(messages, oldReviewed.id, 200);

    expect(await t.app.services.requestsReview.purgeSpam()).toBe(1);
    expect((await admin("GET", `/api/requests/quotation/${oldSpam.id}`)).status).toBe(404);
    expect(
      await t.database.db.select().from(quotationItems).where(eq(quotationItems.quotation_id, oldSpam.id)),
    ).toEqual([]);
    for (const id of [recentSpam.id, oldGenuine.id, oldReviewed.id])
      expect((await admin("GET", `/api/requests/contact/${id}`)).status).toBe(200);
    expect(await t.app.services.requestsReview.purgeSpam()).toBe(0);
  });

  it("runs by itself once main.ts starts the jobs (server/jobs)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "requests-purge-"));
    const own = await createTestApp({ DATA_DIR: dataDir });
    let jobs: RunningJobs | undefined;
    try {
      const old = (await post(own.app, "/api/email/contact", contactPayload({ website: "x" }))).body.data;
      const aged = await own.database.db
        .update(messages)
        .set({ created_at: sql`now() - interval '100 days'` })
        .where(eq(messages.id, old.id))
        .returning({ id: messages.id });
      expect(aged).toHaveLength(1);
      const silent = { info() {}, warn() {}, error() {} };
      jobs = startJobs(
        serverJobs({
          services: own.app.services,
          config: own.config,
          database: own.database,
          backup: () => Promise.reject(new Error("no backups here")),
          log: silent,
        }).filter((j) => j.name === "spam-purge"),
        silent,
      );
      await expect
        .poll(async () => (await own.database.db.select().from(messages).where(eq(messages.id, old.id))).length, {
          timeout: 8000,
        })
        .toBe(0);
    } finally {
      await jobs?.stop();
      await own.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../db/seed/factories.ts";
import { messages, quotes } from "../db/schema/index.ts";
import { backupsDirOf, writeBackup } from "../features/backup/backup.service.ts";
import { contactPayload, post, quotationPayload } from "../features/requests/requests.test-support.ts";
import { quotesTestApp, sentQuote, staff } from "../features/quotes/quotes.test-support.ts";
import { openForFile } from "../test/app.ts";
import { serverJobs, startJobs, type Job } from "./index.ts";

const silent = { info() {}, warn() {}, error() {} };
const t = openForFile(() => quotesTestApp());
let jobs: Job[];
// On PostgreSQL the backup dumps this file's own scratch database, which pg_dump reaches by URL.
const backupConfig = () => ({ ...t.config, databaseUrl: (t.database as { url?: string }).url ?? t.config.databaseUrl });
beforeAll(() => {
  jobs = serverJobs({
    services: t.app.services,
    config: t.config,
    database: t.database,
    backup: (file) => writeBackup(backupConfig(), t.database, file),
    log: silent,
  });
});
const job = (name: string) => jobs.find((j) => j.name === name)!;

describe("the registry (server/jobs/index.ts)", () => {
  it("lists every recurring job with its schedule, what it does and its lock", () => {
    expect(
      jobs.map((j) => ({
        name: j.name,
        kind: j.kind,
        firstRunMs: j.kind === "timer" ? j.firstRunMs : null,
        everyMs: j.kind === "timer" ? (j.everyMs ?? null) : null,
      })),
    ).toEqual([
      { name: "mail-outbox", kind: "loop", firstRunMs: null, everyMs: null },
      { name: "spam-purge", kind: "timer", firstRunMs: 2000, everyMs: 24 * 3_600_000 },
      { name: "quote-expiry-reminders", kind: "timer", firstRunMs: 2000, everyMs: 24 * 3_600_000 },
      { name: "product-demand", kind: "timer", firstRunMs: 10_000, everyMs: 3_600_000 },
      { name: "daily-backup", kind: "timer", firstRunMs: 60_000, everyMs: 3_600_000 },
      { name: "search-index-warm", kind: "timer", firstRunMs: 0, everyMs: null },
    ]);
    for (const j of jobs) {
      expect(j.schedule.length, j.name).toBeGreaterThan(5);
      expect(j.does.length, j.name).toBeGreaterThan(10);
      expect(j.lock.length, j.name).toBeGreaterThan(3);
    }
    expect(job("mail-outbox").lock).toContain("SKIP LOCKED");
    expect(job("daily-backup").lock).toContain("pg_try_advisory_xact_lock");
  });

  it("lists the daily backup but does not start it with BACKUP_KEEP=0", () => {
    const off = serverJobs({
      services: t.app.services,
      config: { ...t.config, backupKeep: 0 },
      database: t.database,
      backup: (file) => writeBackup(backupConfig(), t.database, file),
      log: silent,
    });
    expect(off.find((j) => j.name === "daily-backup")?.enabled).toBe(false);
    const running = startJobs(
      off.filter((j) => j.name === "daily-backup"),
      silent,
    );
    expect(running.started).toEqual([]);
  });

  it("starts each enabled job with its timer or its own loop, and stop() ends them all", async () => {
    const runs: string[] = [];
    let loopRunning = false;
    const timer = (name: string, firstRunMs: number, everyMs?: number): Job => ({
      name,
      kind: "timer",
      enabled: true,
      firstRunMs,
      everyMs,
      schedule: "test",
      does: "test",
      lock: "none",
      runOnce: async () => void runs.push(name),
    });
    const running = startJobs(
      [
        timer("every-20ms", 1, 20),
        timer("once", 1),
        { ...timer("off", 1), enabled: false },
        {
          name: "loop",
          kind: "loop",
          enabled: true,
          schedule: "test",
          does: "test",
          lock: "none",
          runOnce: async () => undefined,
          start: () => void (loopRunning = true),
          stop: async () => void (loopRunning = false),
        },
        {
          ...timer("failing", 1),
          runOnce: async () => {
            throw new Error("boom");
          },
        },
      ],
      silent,
    );
    expect(running.started).toEqual(["every-20ms", "once", "loop", "failing"]);
    expect(loopRunning).toBe(true);
    await expect.poll(() => runs.filter((r) => r === "every-20ms").length).toBeGreaterThanOrEqual(3);
    await running.stop();
    expect(loopRunning).toBe(false);
    expect(runs.filter((r) => r === "once")).toEqual(["once"]);
    expect(runs).not.toContain("off");
    const after = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs.length).toBe(after);
  });
});

describe("each job, run once on a fresh database", () => {
  it("mail-outbox sends the queued mail", async () => {
    await t.database.db.transaction((tx) =>
      t.app.services.mail.enqueue(tx, [
        {
          requestType: "test",
          requestId: 0,
          purpose: "job-test",
          to: "a@b.test",
          subject: "s",
          html: "<p>h</p>",
          text: "h",
        },
      ]),
    );
    expect(await job("mail-outbox").runOnce()).toBe(1);
    expect((await t.app.services.mail.status()).outbox.pending).toBe(0);
  });

  it("spam-purge deletes a flagged request past its retention", async () => {
    const spam = (await post(t.app, "/api/email/contact", contactPayload({ website: "x" }))).body.data;
    await t.database.db
      .update(messages)
      .set({ created_at: sql`now() - interval '100 days'` })
      .where(eq(messages.id, spam.id));
    expect(await job("spam-purge").runOnce()).toBe(1);
    expect(await t.database.db.select().from(messages).where(eq(messages.id, spam.id))).toEqual([]);
  });

  it("quote-expiry-reminders marks a sent quote past its validity expired", async () => {
    const q = await sentQuote(t, await staff(t.app));
    await t.database.db.update(quotes).set({ valid_until: "2020-01-01" }).where(eq(quotes.id, q.quote.id));
    expect(await job("quote-expiry-reminders").runOnce()).toMatchObject({ expired: 1 });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, q.quote.id));
    expect(row.status).toBe("expired");
  });

  it("product-demand counts a quotation request for its product", async () => {
    const product = await createProduct(t.database.db, { name: "Contactor 9 A", sku: "JOB-DEMAND-1", price: "20" });
    expect(
      (await post(t.app, "/api/quotations/send", quotationPayload([{ id: product.id, quantity: 1 }]))).status,
    ).toBe(201);
    const result = (await job("product-demand").runOnce()) as { changed: number };
    expect(result.changed).toBeGreaterThanOrEqual(1);
    // Within the hour another pass finds it done (what keeps several instances from counting twice).
    expect(await job("product-demand").runOnce()).toBeNull();
  });

  it("daily-backup writes a daily archive, then finds it done until it is 23 h old", async () => {
    expect(await job("daily-backup").runOnce()).toMatchObject({ bytes: expect.any(Number) });
    expect(fs.readdirSync(backupsDirOf(t.config)).filter((f) => /^daily-.*\.tar\.gz$/.test(f))).toHaveLength(1);
    expect(await job("daily-backup").runOnce()).toBeNull();
  });

  it("search-index-warm builds the index, after which searches answer", async () => {
    await createProduct(t.database.db, { name: "Guardamotor trifásico", sku: "JOB-WARM-1", price: "45" });
    await job("search-index-warm").runOnce();
    const found = await t.app.services.catalog.listProducts(
      (await import("../../contracts/catalog.ts")).productListQuery.parse({ search: "guardamotor" }),
      { staff: false },
    );
    expect(found.total).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/requests.ts";
import { testConfig } from "../../test/app.ts";
import { createTestDatabase } from "../../test/db.ts";
import { createMailService } from "./mail.service.ts";
import { startSmtpSink } from "./smtp-sink.test-support.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);
let database: Database;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
  await database?.close();
});

describe("several workers over one database", () => {
  // PGlite is one connection in one process: two workers there cannot overlap, so the claim's
  // SKIP LOCKED is only really exercised against a PostgreSQL server (DATABASE_URL).
  it.skipIf(!onPostgres)("never send the same mail twice (PostgreSQL, concurrent claims)", async () => {
    const config = testConfig({ SMTP_URL: sink.url, SALES_EMAIL: "ventas@andes.test" });
    const workers = [1, 2, 3].map(() => createMailService({ db: database.db, config }));
    const N = 60;
    await database.db.transaction((tx) =>
      workers[0].enqueue(
        tx,
        Array.from({ length: N }, (_, i) => ({
          requestType: "contact",
          requestId: 1000 + i,
          purpose: "sales-notification",
          to: `cliente${i}@andes.test`,
          subject: `Prueba ${i}`,
          html: `<p>${i}</p>`,
          text: String(i),
        })),
      ),
    );
    const attempted = await Promise.all(workers.map((w) => w.worker.drainOnce()));
    expect(attempted.reduce((a, b) => a + b, 0)).toBe(N);
    // Evidence the claims really overlapped (batches of 10 interleave across the pool).
    expect(attempted.filter((n) => n > 0).length).toBeGreaterThan(1);
    const ids = sink.received.map((r) => r.mail.headers["message-id"]);
    expect(ids).toHaveLength(N);
    expect(new Set(ids).size).toBe(N);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    for (const w of workers) await w.close();
  });
});

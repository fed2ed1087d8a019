import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotationPayload } from "../features/requests/requests.test-support.ts";
import { prepareDataDir, startServer, type ServerProcess } from "../test/server-process.ts";

// The kills land in the API's writes; the pages (Vite in dev mode) would only slow each restart.
const API_ONLY = "server/test/api-server.ts";
import { openDatabase } from "./client.ts";
import { mailOutbox, quotationItems, quotations } from "./schema/index.ts";
import { createProduct } from "./seed/factories.ts";

/**
 * kill -9 in the middle of a burst of quotations, on the embedded database: every request that
 * was answered 2xx must be there after the restart, each with all its lines and its mails.
 */
const RUNS = 3;
const CONCURRENCY = 8;

let dir: string;
let productIds: number[];
let server: ServerProcess | undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-quotations-"));
  await prepareDataDir(dir, async (db) => {
    const a = await createProduct(db, { sku: "CRASH-A", price: "10.00" });
    const b = await createProduct(db, { sku: "CRASH-B", price: "2.50" });
    productIds = [a.id, b.id];
  });
});

afterAll(async () => {
  await server?.kill9();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Outcome = { answered: string[]; cut: number; errors: unknown[] };
let sent = 0;

/** Sends quotations from several clients until the kill; collects the references answered 2xx. */
function burst(url: string) {
  const outcome: Outcome = { answered: [], cut: 0, errors: [] };
  let killing = false;
  const client = async () => {
    while (!killing) {
      try {
        const res = await fetch(`${url}/api/quotations/send`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          // One address per request: a fourth confirmation to one address a day is held (ADR 029).
          body: JSON.stringify(
            quotationPayload(
              productIds.map((id) => ({ id, quantity: 3 })),
              { customerInfo: { name: "José Núñez", email: `cliente.${++sent}@planta.ec` } },
            ),
          ),
        });
        const body = (await res.json()) as { data?: { reference?: string } };
        if (res.ok && body.data?.reference) outcome.answered.push(body.data.reference);
        else outcome.errors.push(`${res.status}: ${JSON.stringify(body)}`);
      } catch (err) {
        // Cut by the kill: its outcome is unknown, and either way is fine.
        if (killing) outcome.cut++;
        else outcome.errors.push(err);
      }
    }
  };
  const clients = Array.from({ length: CONCURRENCY }, client);
  return {
    outcome,
    async kill(server: ServerProcess) {
      killing = true;
      await server.kill9();
      await Promise.all(clients);
    },
  };
}

const health = async (url: string) => (await fetch(`${url}/api/health`)).status;

describe("kill -9 during a burst of quotations", () => {
  it(`keeps every answered quotation, whole (${RUNS} runs)`, async () => {
    const answered: string[] = [];
    const runs: { answered: number; cut: number }[] = [];
    server = await startServer(dir, { LEADS_RATE_LIMIT: "100000" }, 90_000, API_ONLY);
    const t0 = performance.now();
    for (let run = 0; run < RUNS; run++) {
      const b = burst(server.url);
      // Kill after a varying number of answers, so the kill lands at a different point each run.
      const target = 10 + run * 15;
      while (b.outcome.answered.length < target && !b.outcome.errors.length) await new Promise((r) => setTimeout(r, 5));
      await b.kill(server);
      expect(b.outcome.errors).toEqual([]);
      answered.push(...b.outcome.answered);
      runs.push({ answered: b.outcome.answered.length, cut: b.outcome.cut });

      server = await startServer(dir, { LEADS_RATE_LIMIT: "100000" }, 90_000, API_ONLY);
      expect(await health(server.url)).toBe(200);
    }
    const restarts = performance.now() - t0;
    await server.stop();
    server = undefined;

    const database = await openDatabase({ dataDir: dir });
    try {
      const found = await database.db
        .select({ reference: quotations.reference })
        .from(quotations)
        .where(inArray(quotations.reference, answered));
      const all = await database.db.select({ id: quotations.id }).from(quotations);
      // A quotation without both of its lines or without its two mails would be half done.
      const partial = (await database.db.execute(sql`
        SELECT q.reference FROM ${quotations} q
        WHERE (SELECT count(*) FROM ${quotationItems} i WHERE i.quotation_id = q.id) <> 2
           OR (SELECT count(*) FROM ${mailOutbox} m WHERE m.lead_type = 'quotation' AND m.lead_id = q.id) <> 2`)) as unknown as {
        rows: unknown[];
      };
      console.log(
        `kill -9 quotations: ${JSON.stringify(runs)}; answered 2xx ${answered.length}, ` +
          `found ${found.length}, stored in all ${all.length}, partial ${partial.rows.length} ` +
          `(runs and restarts ${Math.round(restarts / 1000)} s)`,
      );
      expect(found.length).toBe(answered.length);
      expect(partial.rows).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { count } from "drizzle-orm";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import type { EmbeddedSync } from "../server/db/pglite-sync.ts";
import { mailOutbox, quotations } from "../server/db/schema/requests.ts";
import { createProduct } from "../server/db/seed/factories.ts";
import { fmt, openBenchDatabase } from "./lib.ts";

const REQUESTS = Number(process.env.BENCH_LEADS_REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_LEADS_CONCURRENCY ?? 50);

type Run = { seconds: number; rps: number; p95: number; errors: number; statuses: Record<number, number> };

/** `n` requests with `concurrency` in flight; latency per request in ms. */
async function load(n: number, concurrency: number, request: (i: number) => Promise<Response>): Promise<Run> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const start = performance.now();
        try {
          const res = await request(i);
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, rps: n / seconds, p95: latencies[Math.floor(0.95 * (latencies.length - 1))], errors, statuses };
}

type Backend = "pglite" | "postgres" | EmbeddedSync;

/**
 * The embedded database on disk in a scratch DATA_DIR with EMBEDDED_SYNC `commit` or `off` (ADR
 * 032: what a power cut costs), or the in-memory / PostgreSQL baselines of earlier runs.
 */
async function openBackend(kind: Backend, dataDir: string) {
  if (kind === "pglite" || kind === "postgres") return openBenchDatabase(kind, "requests");
  const database = await openDatabase({ dataDir, embeddedSync: kind });
  return { database, drop: async () => {} };
}

async function benchBackend(kind: Backend): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-requests-"));
  const { database, drop } = await openBackend(kind, dataDir);
  const label = kind === "commit" || kind === "off" ? `embedded on disk, EMBEDDED_SYNC=${kind}` : kind;
  try {
    await migrate(database);
    const products: { id: number }[] = [];
    for (let i = 0; i < 20; i++) products.push(await createProduct(database.db, { price: `${100 + i}.50` }));
    // The per-address limit would stop a load test from one address: raised for the bench only.
    const config = loadConfig({
      NODE_ENV: "production",
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      LEADS_RATE_LIMIT: "1000000",
    });
    const app = await buildApp({ config, database });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    // The outbox worker runs as in production (mail as .eml files), so its load is included.
    app.services.mail.startWorker({ info() {}, warn() {}, error() {} });

    const body = (i: number) =>
      JSON.stringify({
        customerInfo: {
          name: `Cliente ${i}`,
          email: `cliente${i}@ejemplo.ec`,
          phone: "0991234567",
          company: "Bench S.A.",
        },
        items: [0, 1, 2].map((k) => ({
          productId: products[(i + k) % products.length].id,
          productName: "x",
          quantity: k + 1,
          price: 1,
          total: k + 1,
        })),
        total: 6,
        notes: "Carga de prueba",
        status: "pending",
        createdAt: new Date().toISOString(),
      });
    const post = (i: number) =>
      fetch(`${url}/api/quotations/send`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: body(i),
      });
    const health = () => fetch(`${url}/api/health`);

    await load(50, 10, health); // warm-up
    const baseline = await load(REQUESTS, CONCURRENCY, health);
    const requests = await load(REQUESTS, CONCURRENCY, post);
    await app.close(); // waits for the outbox pass in flight
    const stored = (await database.db.select({ n: count() }).from(quotations))[0].n;
    const mails = (await database.db.select({ n: count() }).from(mailOutbox))[0].n;

    console.log(
      `${label}: ${REQUESTS} quotations at ${CONCURRENCY} concurrent → stored ${stored}, errors ${requests.errors}, ` +
        `statuses ${JSON.stringify(requests.statuses)}, outbox rows ${mails}`,
    );
    console.log(`  quotations: ${fmt(requests.seconds)} s, ${fmt(requests.rps, 0)} req/s, p95 ${fmt(requests.p95)} ms`);
    console.log(
      `  baseline GET /api/health: ${fmt(baseline.seconds)} s, ${fmt(baseline.rps, 0)} req/s, p95 ${fmt(baseline.p95)} ms`,
    );
    console.log(
      `  ratio: throughput ${fmt(requests.rps / baseline.rps)}× of baseline, p95 ${fmt(requests.p95 / baseline.p95)}× baseline`,
    );
    if (stored !== REQUESTS || requests.errors !== 0)
      throw new Error(`${label}: expected ${REQUESTS} stored and 0 errors`);
    return requests;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.close();
    await drop();
  }
}

export async function runRequestsBench() {
  const off = await benchBackend("off");
  const synced = await benchBackend("commit");
  console.log(
    `durability (ADR 032): synced at each commit ${fmt(synced.rps, 0)} req/s, p95 ${fmt(synced.p95)} ms; ` +
      `without ${fmt(off.rps, 0)} req/s, p95 ${fmt(off.p95)} ms → p95 ${fmt(synced.p95 / off.p95)}× ` +
      `(target ≤ 2×, ≥ 50 req/s)`,
  );
  await benchBackend("pglite");
  await benchBackend("postgres");
}

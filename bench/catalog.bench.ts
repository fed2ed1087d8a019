import Fastify from "fastify";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { migrate } from "../server/db/migrate.ts";
import { loadBenchCatalog } from "./catalog-data.ts";
import { fmt, openBenchDatabase, measureLatency, measureThroughput, type LatencyStats } from "./lib.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const LATENCY_REQUESTS = Number(process.env.BENCH_LATENCY_REQUESTS ?? 400);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// A search, two filters, a sort and a page: the reference query.
const QUERY = "/api/products?search=variador&category=1&brand=1&sort=price-asc&page=2&perPage=12";

const benchConfig = (cacheEntries: string) =>
  loadConfig({ NODE_ENV: "production", SEED_DEMO: "false", LOG_LEVEL: "silent", CATALOG_CACHE_ENTRIES: cacheEntries });

async function benchBackend(kind: "pglite" | "postgres") {
  const { database, drop } = await openBenchDatabase(kind, "catalog");
  try {
    await migrate(database);
    const t0 = performance.now();
    await loadBenchCatalog(database.db, PRODUCTS);
    const loadSeconds = (performance.now() - t0) / 1000;

    // Baseline: a bare Fastify route answering the very same bytes.
    const probe = await buildApp({ config: benchConfig("0"), database });
    const body = (await probe.inject({ url: QUERY })).body;
    await probe.close();
    const parsed = JSON.parse(body);
    if (!parsed.success || parsed.data.products.length === 0)
      throw new Error(`unexpected answer: ${body.slice(0, 200)}`);
    const bare = Fastify();
    bare.get("/api/products", (_req, reply) => reply.type("application/json; charset=utf-8").send(body));
    const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });
    await measureLatency(bareUrl + QUERY, 50); // warm-up
    const bareLatency = await measureLatency(bareUrl + QUERY, LATENCY_REQUESTS);
    const bareRps = await measureThroughput(bareUrl + QUERY, THROUGHPUT_SECONDS);
    await bare.close();

    // The same query with the list cache off (every request runs the SQL) and on (the default).
    const runs: Record<string, { latency: LatencyStats; rps: number }> = {};
    for (const [label, entries] of [
      ["uncached", "0"],
      ["cached", "500"],
    ] as const) {
      const app = await buildApp({ config: benchConfig(entries), database });
      const url = (await app.listen({ port: 0, host: "127.0.0.1" })) + QUERY;
      await measureLatency(url, 50);
      runs[label] = {
        latency: await measureLatency(url, LATENCY_REQUESTS),
        rps: await measureThroughput(url, THROUGHPUT_SECONDS),
      };
      await app.close();
    }
    return { kind, loadSeconds, total: parsed.data.total as number, runs, bareLatency, bareRps };
  } finally {
    await database.close();
    await drop();
  }
}

export async function runCatalogBench() {
  const kinds = (process.env.BENCH_BACKENDS ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
  console.log(
    `catalogue: GET ${QUERY}\n${PRODUCTS.toLocaleString("en")} products; latency over ${LATENCY_REQUESTS} sequential requests; throughput ${THROUGHPUT_SECONDS} s at 10 connections\n`,
  );
  for (const kind of kinds) {
    const r = await benchBackend(kind);
    console.log(`[${r.kind}] loaded in ${fmt(r.loadSeconds, 1)} s; query matches ${r.total} products`);
    console.log(
      `  bare route     latency p50 ${fmt(r.bareLatency.p50)} ms  p95 ${fmt(r.bareLatency.p95)} ms   ${fmt(r.bareRps, 0)} req/s`,
    );
    for (const [label, run] of Object.entries(r.runs)) {
      console.log(
        `  ${label.padEnd(14)} latency p50 ${fmt(run.latency.p50)} ms  p95 ${fmt(run.latency.p95)} ms   ${fmt(run.rps, 0)} req/s` +
          `  → throughput ${fmt(run.rps / r.bareRps, 3)} × bare, p95 ${fmt(run.latency.p95 / r.bareLatency.p95, 1)} × bare`,
      );
    }
    console.log(`  targets: p95 ≤ 20 ms on PostgreSQL, throughput ≥ 0.5 × bare\n`);
  }
}

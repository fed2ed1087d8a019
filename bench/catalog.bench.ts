import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { connectPostgres, openPglite, wrapPglite, type Database } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { loadBenchCatalog } from "./catalog-data.ts";
import { fmt, measureLatency, measureThroughput } from "./lib.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const LATENCY_REQUESTS = Number(process.env.BENCH_LATENCY_REQUESTS ?? 400);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// A search, two filters, a sort and a page: the reference query.
const QUERY = "/api/products?search=variador&category=1&brand=1&sort=price-asc&page=2&perPage=12";

async function openBackend(kind: "pglite" | "postgres"): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === "pglite") {
    const database = wrapPglite(await openPglite());
    return { database, drop: async () => {} };
  }
  const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: connectPostgres(target.toString(), 10),
    drop: async () => {
      // Wait for the pool's backends to go, so dropping doesn't kill live connections.
      for (let i = 0; i < 100; i++) {
        const r = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
        if (r.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function benchBackend(kind: "pglite" | "postgres") {
  const { database, drop } = await openBackend(kind);
  try {
    await migrate(database);
    const t0 = performance.now();
    await loadBenchCatalog(database.db, PRODUCTS);
    const loadSeconds = (performance.now() - t0) / 1000;

    const config = loadConfig({ NODE_ENV: "production", SEED_DEMO: "false", LOG_LEVEL: "silent" });
    const app = await buildApp({ config, database });
    const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });
    const body = await (await fetch(appUrl + QUERY)).text();
    const parsed = JSON.parse(body);
    if (!parsed.success || parsed.data.products.length === 0) throw new Error(`unexpected answer: ${body.slice(0, 200)}`);

    // Baseline: a bare Fastify route answering the very same bytes.
    const bare = Fastify();
    bare.get("/api/products", (_req, reply) => reply.type("application/json; charset=utf-8").send(body));
    const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

    await measureLatency(appUrl + QUERY, 50); // warm-up
    await measureLatency(bareUrl + QUERY, 50);
    const latency = await measureLatency(appUrl + QUERY, LATENCY_REQUESTS);
    const bareLatency = await measureLatency(bareUrl + QUERY, LATENCY_REQUESTS);
    const rps = await measureThroughput(appUrl + QUERY, THROUGHPUT_SECONDS);
    const bareRps = await measureThroughput(bareUrl + QUERY, THROUGHPUT_SECONDS);

    await app.close();
    await bare.close();
    return { kind, loadSeconds, total: parsed.data.total as number, latency, bareLatency, rps, bareRps };
  } finally {
    await database.close();
    await drop();
  }
}

export async function runCatalogBench() {
  const kinds = (process.env.BENCH_BACKENDS ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
  console.log(`catalogue: GET ${QUERY}\n${PRODUCTS.toLocaleString("en")} products; latency over ${LATENCY_REQUESTS} sequential requests; throughput ${THROUGHPUT_SECONDS} s at 10 connections\n`);
  for (const kind of kinds) {
    const r = await benchBackend(kind);
    console.log(`[${r.kind}] loaded in ${fmt(r.loadSeconds, 1)} s; query matches ${r.total} products`);
    console.log(`  latency ms   p50 ${fmt(r.latency.p50)}  p95 ${fmt(r.latency.p95)}   (bare route p50 ${fmt(r.bareLatency.p50)}  p95 ${fmt(r.bareLatency.p95)})`);
    console.log(`  throughput   ${fmt(r.rps, 0)} req/s  vs bare ${fmt(r.bareRps, 0)} req/s  → ratio ${fmt(r.rps / r.bareRps, 3)} (target ≥ 0.5)`);
    console.log(`  p95 ${r.latency.p95 <= 20 ? "meets" : "misses"} the 20 ms target; p95 ratio to bare ${fmt(r.latency.p95 / r.bareLatency.p95, 1)}×\n`);
  }
}

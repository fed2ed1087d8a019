import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import { connectPostgres, openPglite, wrapPglite, type Database } from "../server/db/client.ts";

export type LatencyStats = { p50: number; p95: number; mean: number; n: number };

/** Sequential requests (one in flight), so each figure is one request's full latency in ms. */
export async function measureLatency(url: string, n: number): Promise<LatencyStats> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / n, n };
}

/** Requests per second with several connections in flight (autocannon). */
export async function measureThroughput(url: string, seconds: number, connections = 10): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export const fmt = (n: number, digits = 2) => n.toFixed(digits);

/**
 * A fresh database for one benchmark: an in-memory PGlite, or a new PostgreSQL database (on
 * BENCH_DATABASE_URL, default the local server) that `drop()` removes once its backends are gone.
 */
export async function openBenchDatabase(
  kind: "pglite" | "postgres",
  label: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === "pglite") return { database: wrapPglite(await openPglite()), drop: async () => {} };
  const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: connectPostgres(target.toString(), 10),
    drop: async () => {
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

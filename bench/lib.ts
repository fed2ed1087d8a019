import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { connectPostgres, openPglite, wrapPglite, type Database } from "../server/db/client.ts";
import { createScratchDatabase } from "../server/test/postgres.ts";

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

/** The PostgreSQL server the benchmarks create their databases on. */
export const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * A fresh database for one benchmark: an in-memory PGlite, or a new PostgreSQL database on
 * BENCH_POSTGRES_URL that `drop()` removes once its backends are gone.
 */
export async function openBenchDatabase(
  kind: "pglite" | "postgres",
  label: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === "pglite") return { database: wrapPglite(await openPglite()), drop: async () => {} };
  const scratch = await createScratchDatabase(BENCH_POSTGRES_URL, `bench_${label}_${process.pid}`);
  return { database: connectPostgres(scratch.url, 10), drop: scratch.drop };
}

/** A seeded random number generator (mulberry32): every run, on either backend, draws the same queries. */
export function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A port nobody listens on, for a server a bench starts as its own process. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** Waits for a server a bench started to answer /api/health (120 s at most); fails if it exits. */
export async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not answer in 120 s");
}

/** Builds the site when there is no build at all (a bench run straight after a clone). */
export function buildIfMissing() {
  if (existsSync("build/server/main.js")) return;
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

/** `count` catalogue and product pages (half each) a crowd of visitors would open. */
export async function pagePaths(url: string, count: number) {
  const res = await fetch(`${url}/api/products?perPage=${count / 2}`);
  const ids = ((await res.json()) as { data: { products: { id: number }[] } }).data.products.map((p) => p.id);
  // Canonical addresses: the site redirects others (a default perPage, page 1) to them.
  const lists = Array.from({ length: count / 2 }, (_, i) => (i % 8 ? `/productos?page=${(i % 8) + 1}` : "/productos"));
  return [...lists, ...ids.map((id) => `/producto/${id}`)];
}

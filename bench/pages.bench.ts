import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Fastify from "fastify";
// @ts-expect-error: a plain .mjs script without type declarations (as sources-hash.mjs)
import { SERVER_NODE_FLAGS, serverEnv } from "../scripts/server-process.mjs";
import { createScratchDatabase } from "../server/test/postgres.ts";
import { BENCH_POSTGRES_URL, buildIfMissing, fmt, pagePaths, waitForHealth } from "./lib.ts";

// Issue 12: public pages under 100 concurrent visitors, against a static file of the same bytes.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE_URLS = 40;

type Load = { rps: number; p50: number; p90: number; p97: number; p99: number; failed: number };

async function load(base: string, paths: string[]): Promise<Load> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    // Browsers ask for compressed pages; so does the bench.
    headers: { "accept-encoding": "br, gzip" },
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97: result.latency.p97_5,
    p99: result.latency.p99,
    // Reported, not thrown: requests that failed or timed out (10 s) under the crowd are a result.
    failed: result.non2xx + result.errors,
  };
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** The built server as operators run it (`npm start`'s flags), on the demo catalogue, with the page cache on or off. */
async function startServer(databaseUrl: string, cacheEntries: string, dataDir: string) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server/main.js"], {
    env: {
      ...serverEnv(process.env),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "true",
      LOG_LEVEL: "silent",
      CATALOG_CACHE_ENTRIES: cacheEntries,
      // Daily backups off: the bench measures pages, not a backup that may start meanwhile.
      BACKUP_KEEP: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server);
  return {
    url,
    pid: server.pid!,
    stop: async () => {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    },
  };
}

/** A bare server answering the bytes of one rendered page, compressed as the site does. */
async function staticTwin(url: string, pagePath: string) {
  const res = await fetch(url + pagePath, { headers: { "accept-encoding": "br" } });
  const body = Buffer.from(await res.arrayBuffer());
  const twin = Fastify();
  twin.get("/*", (_req, reply) => reply.type("text/html; charset=utf-8").header("content-encoding", "br").send(body));
  return { url: await twin.listen({ port: 0, host: "127.0.0.1" }), close: () => twin.close() };
}

const line = (label: string, r: Load, base?: Load) =>
  `  ${label.padEnd(22)} ${fmt(r.rps, 0).padStart(6)} req/s  p50 ${r.p50} ms  p90 ${r.p90} ms  p97.5 ${r.p97} ms` +
  `  p99 ${r.p99} ms` +
  (r.failed ? `  ${r.failed} failed or timed out` : "") +
  (base ? `  → ${fmt(r.rps / base.rps, 3)} × static` : "");

async function benchMode(mode: "pglite" | "postgres") {
  const pgDb =
    mode === "postgres" ? await createScratchDatabase(BENCH_POSTGRES_URL, `bench_pages_${process.pid}`) : null;
  try {
    const results: Record<string, { load: Load; idle: number; rss: number }> = {};
    let baseline: Load | undefined;
    for (const [label, entries] of [
      ["pages cached", "500"],
      ["pages rendered", "0"],
    ] as const) {
      // A first start creates and seeds the database; the measured one is a restart, as a running
      // site is (the embedded database's first-run set-up leaves memory behind).
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
      await (await startServer(pgDb?.url ?? "", entries, dataDir)).stop();
      const server = await startServer(pgDb?.url ?? "", entries, dataDir);
      try {
        await new Promise((r) => setTimeout(r, 2000));
        const idle = rssMb(server.pid);
        const paths = await pagePaths(server.url, PAGE_URLS);
        if (!baseline) {
          const twin = await staticTwin(server.url, paths[0]);
          baseline = await load(twin.url, paths);
          await twin.close();
        }
        // Warm-up: every page once, as visitors would have opened them before the crowd arrives.
        for (const p of paths) await (await fetch(server.url + p)).arrayBuffer();
        const result = await load(server.url, paths);
        await new Promise((r) => setTimeout(r, 2000));
        results[label] = { load: result, idle, rss: rssMb(server.pid) };
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    console.log(`[${mode}]`);
    console.log(line("static file, same bytes", baseline!));
    for (const [label, r] of Object.entries(results))
      console.log(`${line(label, r.load, baseline)}  RSS idle ${fmt(r.idle, 0)} MB, after ${fmt(r.rss, 0)} MB`);
  } finally {
    await pgDb?.drop();
  }
}

export async function runPagesBench() {
  buildIfMissing();
  console.log(
    `public pages: ${PAGE_URLS} URLs (/productos pages, /producto/{id}), ${CONNECTIONS} concurrent for ${SECONDS} s, brotli\n` +
      `targets (issue 24): throughput ≥ 0.6 × a static file of the same bytes, p99 ≤ 300 ms; RSS at rest ≤ 220 MB, after the crowd ≤ 320 MB\n`,
  );
  for (const mode of (process.env.BENCH_BACKENDS ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[])
    await benchMode(mode);
}

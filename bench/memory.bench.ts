import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import autocannon from "autocannon";
// @ts-expect-error: a plain .mjs script without type declarations (as sources-hash.mjs)
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../scripts/server-process.mjs";
import { openPglite, wrapPglite } from "../server/db/client.ts";
import { createScratchDatabase } from "../server/test/postgres.ts";
import { BENCH_POSTGRES_URL, buildIfMissing, fmt, freePort, pagePaths, waitForHealth } from "./lib.ts";
import { loadSearchBenchCatalog } from "./search-data.ts";

// Issue 24: the process's memory at rest and after a crowd (100 visitors for 20 s), part by part
// (ADR 054), against a floor measured in the same run: Node and Fastify alone answering one
// rendered page's bytes to the same crowd, started with the same flags.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** After the crowd: what is left a moment later, and after a quiet spell (does it come back?). */
const SETTLE_MS = [2_000, 15_000];
const PAGE_URLS = 40;
/** BENCH_LARGE_PRODUCTS=0 skips the large catalogue's run. */
const LARGE_CATALOGUE = Number(process.env.BENCH_LARGE_PRODUCTS ?? 100_000);

/** BENCH_NODE_FLAGS / BENCH_SERVER_ENV ("none" for nothing) replace the site's, to compare. */
const nodeFlags = (): string[] => {
  const given = process.env.BENCH_NODE_FLAGS;
  if (given === undefined) return SERVER_NODE_FLAGS;
  return given === "none" ? [] : given.split(/\s+/).filter(Boolean);
};
const serverEnv = (): Record<string, string> => {
  const given = process.env.BENCH_SERVER_ENV;
  if (given === undefined) return SERVER_ENV;
  if (given === "none") return {};
  return Object.fromEntries(
    given
      .split(/\s+/)
      .filter(Boolean)
      .map((kv) => kv.split("=") as [string, string]),
  );
};

type Probe = NodeJS.MemoryUsage & {
  rssAnon: number;
  rssFile: number;
  spaces: Record<string, { size: number; used: number }>;
};

const probeOf = async (pid: number, file: string): Promise<Probe> => {
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(readFileSync(file, "utf8")) as Probe;
};

/** A process started as the site starts its server, with the memory probe loaded. */
async function startProcess(script: string, env: Record<string, string>) {
  const port = await freePort();
  const probeFile = path.join(os.tmpdir(), `bench-memory-probe-${process.pid}-${port}.json`);
  const child = spawn(process.execPath, [...nodeFlags(), "--import", "./bench/memory-probe.mjs", script], {
    env: {
      ...process.env,
      ...serverEnv(),
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "silent",
      MEMORY_PROBE_FILE: probeFile,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    probe: () => probeOf(child.pid!, probeFile),
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(probeFile, { force: true });
    },
  };
}

async function crowd(url: string, paths: string[]) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "br, gzip" },
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

type Measured = { label: string; probes: Probe[]; load: Awaited<ReturnType<typeof crowd>> };

/** At rest (2 s after start), then the crowd, then after each settle time. */
async function measure(label: string, server: Awaited<ReturnType<typeof startProcess>>, paths: string[]) {
  await new Promise((r) => setTimeout(r, 2000));
  const probes = [await server.probe()];
  // Warm-up: every page once, as visitors would have opened them before the crowd arrives.
  for (const p of paths) await (await fetch(server.url + p)).arrayBuffer();
  const load = await crowd(server.url, paths);
  let waited = 0;
  for (const ms of SETTLE_MS) {
    await new Promise((r) => setTimeout(r, ms - waited));
    waited = ms;
    probes.push(await server.probe());
  }
  return { label, probes, load } satisfies Measured;
}

const mb = (bytes: number) => fmt(bytes / 2 ** 20, 0).padStart(4);

function report(m: Measured, floor?: Measured) {
  const [rest, ...after] = m.probes;
  const moments = ["at rest", ...SETTLE_MS.map((ms) => `${ms / 1000} s after the crowd`)];
  console.log(
    `  ${m.label}: ${fmt(m.load.rps, 0)} req/s, p99 ${m.load.p99} ms` +
      (m.load.failed ? `, ${m.load.failed} failed or timed out` : ""),
  );
  m.probes.forEach((p, i) => {
    const newSpace = p.spaces.new_space?.size ?? 0;
    // What is neither V8's heap nor a buffer V8 knows of: the allocator's arenas (zlib, brotli,
    // V8's compilers), the touched pages of PGlite's WebAssembly memory beyond `external`'s count…
    const native = p.rssAnon - p.heapTotal - p.arrayBuffers;
    console.log(
      `    ${moments[i].padEnd(24)} RSS ${mb(p.rss)} MB` +
        (floor ? ` (floor ${mb(floor.probes[i].rss)}, ${fmt(p.rss / floor.probes[i].rss, 1)}×)` : "") +
        ` | V8 heap ${mb(p.heapTotal)} (used ${mb(p.heapUsed)}, new space ${mb(newSpace)})` +
        ` | external ${mb(p.external)} (array buffers ${mb(p.arrayBuffers)})` +
        ` | native and WebAssembly pages ${mb(native)} | code and files ${mb(p.rssFile)}`,
    );
  });
  const grew = after[after.length - 1].rss - rest.rss;
  console.log(`    grew by ${fmt(grew / 2 ** 20, 0)} MB over the crowd and the quiet spell after it`);
}

/**
 * The embedded site with 100,000 products (issue 24: ≤ 450 MB after the crowd): the database is
 * created by a first start without the demo, then filled with the search bench's catalogue. The
 * search index is built in the background at start: the crowd comes once it is built, as a
 * running site has it.
 */
async function benchLargeCatalogue(floor: Measured) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-memory-large-"));
  const env = { DATA_DIR: dataDir, SEED_DEMO: "false", BACKUP_KEEP: "0" };
  try {
    await (await startProcess("build/server/main.js", env)).stop();
    const database = wrapPglite(await openPglite(path.join(dataDir, "db"), undefined, "off"));
    try {
      await loadSearchBenchCatalog(database.db, LARGE_CATALOGUE);
    } finally {
      await database.close();
    }
    const server = await startProcess("build/server/main.js", env);
    try {
      // The index is built at start (2–3 s for 100,000 products here, ADR 052): well done by then.
      await new Promise((r) => setTimeout(r, 15_000));
      const paths = await pagePaths(server.url, PAGE_URLS);
      report(await measure(`[pglite] site, ${LARGE_CATALOGUE.toLocaleString("en")} products`, server, paths), floor);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchMode(mode: "pglite" | "postgres", floor: Measured) {
  const pgDb =
    mode === "postgres" ? await createScratchDatabase(BENCH_POSTGRES_URL, `bench_memory_${process.pid}`) : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
  // The catalogue cache as `npm start` has it (its default), daily backups off.
  const env = { DATA_DIR: dataDir, DATABASE_URL: pgDb?.url ?? "", SEED_DEMO: "true", BACKUP_KEEP: "0" };
  try {
    // A first start creates and seeds the database; the measured one is a restart, as a running
    // site is (the embedded database's first-run set-up leaves memory behind).
    await (await startProcess("build/server/main.js", env)).stop();
    const server = await startProcess("build/server/main.js", env);
    try {
      const paths = await pagePaths(server.url, PAGE_URLS);
      report(await measure(`[${mode}] site, demo catalogue`, server, paths), floor);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

export async function runMemoryBench() {
  buildIfMissing();
  console.log(
    `process memory: ${PAGE_URLS} public pages, ${CONNECTIONS} concurrent visitors for ${SECONDS} s, brotli; ` +
      `node flags ${JSON.stringify(nodeFlags())}, env ${JSON.stringify(serverEnv())}\n` +
      `targets (issue 24, embedded database): RSS at rest ≤ 220 MB, after the crowd ≤ 320 MB; ` +
      `with ${LARGE_CATALOGUE.toLocaleString("en")} products ≤ 450 MB after the crowd\n`,
  );
  // The floor answers the bytes of a rendered page, fetched from a short-lived site on the demo.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-memory-floor-"));
  const bodyFile = path.join(dataDir, "page.br");
  let paths: string[];
  try {
    const site = await startProcess("build/server/main.js", { DATA_DIR: dataDir, SEED_DEMO: "true", BACKUP_KEEP: "0" });
    try {
      paths = await pagePaths(site.url, PAGE_URLS);
      // fetch() decodes what it receives: the page is compressed here as the site compresses it.
      const html = Buffer.from(await (await fetch(site.url + paths[0])).arrayBuffer());
      writeFileSync(bodyFile, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    } finally {
      await site.stop();
    }
    const bare = await startProcess("bench/bare-server.mjs", { BARE_BODY_FILE: bodyFile });
    let floor: Measured;
    try {
      floor = await measure("floor: Node and Fastify alone, one page's bytes", bare, paths);
    } finally {
      await bare.stop();
    }
    report(floor);
    for (const mode of (process.env.BENCH_BACKENDS ?? "pglite").split(",") as ("pglite" | "postgres")[])
      await benchMode(mode, floor);
    if (LARGE_CATALOGUE > 0) await benchLargeCatalogue(floor);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

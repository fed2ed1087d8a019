import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import Fastify from "fastify";
import lighthouse from "lighthouse";
import { buildIfMissing, fmt, freePort, waitForHealth } from "./lib.ts";

// Issue 24: Lighthouse (mobile, simulated slow 4G) on the four pages customers open first, with
// Debian's Chromium (nothing downloaded). Floor, same run: each page's own HTML, CSS and images
// without any JavaScript, served next to the site, so the ratio says what the scripts cost.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

type Figures = { score: number; lcp: number; tbt: number; cls: number; host: number };

async function startSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  buildIfMissing();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
  const url = `http://127.0.0.1:${port}`;
  // The embedded database, as a newcomer's `npm start` runs it.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server: ChildProcess = spawn(process.execPath, ["build/server/main.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "silent",
      BACKUP_KEEP: "0",
    },
  });
  await waitForHealth(url, server);
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The site's pages without their scripts (and their preloads); every other file passed through. */
async function scriptlessTwin(site: string) {
  const twin = Fastify();
  twin.get("/*", async (req, reply) => {
    const res = await fetch(site + req.url);
    const type = res.headers.get("content-type") ?? "application/octet-stream";
    const body = Buffer.from(await res.arrayBuffer());
    if (!type.startsWith("text/html")) return reply.code(res.status).type(type).send(body);
    const html = body
      .toString("utf8")
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
    return reply.code(res.status).type(type).send(html);
  });
  return { url: await twin.listen({ port: 0, host: "127.0.0.1" }), close: () => twin.close() };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function audit(url: string, port: number): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    runs.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      host: lhr.environment.benchmarkIndex,
    });
  }
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    host: median(runs.map((r) => r.host)),
  };
}

export async function runLighthouseBench() {
  const site = await startSite();
  const twin = await scriptlessTwin(site.url);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const products = await (await fetch(`${site.url}/api/products?perPage=1`)).json();
    const productId = (products as { data: { products: { id: number }[] } }).data.products[0].id;
    const pages = ["/", "/productos", `/producto/${productId}`, "/cotizacion"];
    console.log(
      `lighthouse ${RUNS === 1 ? "(one run" : `(median of ${RUNS} runs`} per page, mobile, simulated slow 4G, ` +
        `Chromium at ${CHROMIUM}); floor: the same page without JavaScript\n` +
        `targets: performance 100, LCP ≤ 1.5 s`,
    );
    for (const page of pages) {
      const real = await audit(site.url + page, chrome.port);
      const floor = await audit(twin.url + page, chrome.port);
      console.log(
        `  ${page.padEnd(14)} performance ${String(real.score).padStart(3)} (floor ${floor.score})  ` +
          `LCP ${fmt(real.lcp / 1000, 2)} s (floor ${fmt(floor.lcp / 1000, 2)} s, ${fmt(real.lcp / floor.lcp)}×)  ` +
          `TBT ${fmt(real.tbt, 0)} ms  CLS ${fmt(real.cls, 3)}  host CPU benchmarkIndex ${fmt(real.host, 0)}` +
          (real.score >= 100 && real.lcp <= 1500 ? "  ok" : "  OVER"),
      );
    }
  } finally {
    chrome.kill();
    await twin.close();
    await site.stop();
  }
}

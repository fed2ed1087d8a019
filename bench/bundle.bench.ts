import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { decode } from "@jridgewell/sourcemap-codec";
import { build as viteBuild } from "vite";
// @ts-expect-error: a plain .mjs build script without type declarations
import { BUILD_STAMP, sourcesHash } from "../scripts/sources-hash.mjs";
import { preactInTheBrowser } from "../web/preact-runtime.ts";
import { fmt, freePort, waitForHealth } from "./lib.ts";

// Issue 24 ('JavaScript before the first interaction'): the gzip -9 sum of the scripts each
// server-rendered page references, next to the floor of the framework alone (preact/compat, which
// the browser build runs instead of React, + React Router; React's floor printed for comparison).
const TARGET_KB = 110;
// Source maps of the client build, kept out of build/client so the site never serves them.
const MAPS_DIR = "build/client-sourcemaps";
const ASSETS_DIR = "build/client/assets";

const kb = (bytes: number) => bytes / 1024;
const gz = (source: Buffer | string) => gzipSync(source, { level: 9 }).length;

/** The build in build/, rebuilt (with hidden client source maps) when stale or without maps. */
function ensureBuild() {
  const current = (sourcesHash as () => string)();
  const stamped = existsSync(BUILD_STAMP as string) && readFileSync(BUILD_STAMP as string, "utf8") === current;
  // `npm run build` stamps the same hash but writes no maps: without a map per chunk, the module
  // breakdown and the zod check would read another build's.
  const mapped =
    existsSync(ASSETS_DIR) &&
    readdirSync(ASSETS_DIR)
      .filter((f) => /^(shell|entry\.client)-.*\.js$/.test(f))
      .every((f) => existsSync(path.join(MAPS_DIR, `${f}.map`)));
  if (stamped && existsSync("build/server/main.js") && mapped) return;
  console.log("building (client with hidden source maps, for the module breakdown)…");
  // 'hidden': the maps are written but the scripts carry no sourceMappingURL, so bytes are unchanged.
  const client = spawnSync("npx", ["react-router", "build", "--sourcemapClient", "hidden"], { stdio: "inherit" });
  if (client.status !== 0) throw new Error("react-router build failed");
  const server = spawnSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
  if (server.status !== 0) throw new Error("server build failed");
  mkdirSync(MAPS_DIR, { recursive: true });
  for (const file of readdirSync(ASSETS_DIR).filter((f) => f.endsWith(".map")))
    renameSync(path.join(ASSETS_DIR, file), path.join(MAPS_DIR, file));
  writeFileSync(BUILD_STAMP as string, current);
}

/** The built server on a fresh data directory with the demo catalogue (PGlite). */
async function startServer(dataDir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "true",
      LOG_LEVEL: "silent",
      BACKUP_KEEP: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  const stop = async () => {
    child.kill("SIGTERM");
    if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
  };
  return { url, stop };
}

async function text(url: string) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/**
 * Every script the HTML makes the browser load: modulepreload links, script src, inline imports;
 * those held back until the first paint (`x-modulepreload`, `x-module`: ADR 058) count the same.
 */
export function referencedScripts(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*rel="(?:x-)?modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(m[0])?.[1];
    if (href) found.add(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /src="([^"]+)"/.exec(m[1])?.[1];
    if (src) found.add(src);
    else if (/type="(?:x-)?module"/.test(m[1]))
      for (const imp of m[2].matchAll(/import\s*(?:[^"';]*?from\s*)?["']([^"']+)["']/g)) found.add(imp[1]);
  }
  return [...found].filter((s) => s.startsWith("/"));
}

/**
 * The framework alone: the default entry.client (HydratedRouter) built by Vite, with the runtime
 * the site's browser build ships (Preact's React compatibility layer: web/preact-runtime.ts) or,
 * for comparison, React and React DOM themselves.
 */
async function frameworkFloor(runtime: "preact" | "react"): Promise<{ bytes: number; files: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-floor-"));
  try {
    symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
    writeFileSync(
      path.join(dir, "entry.js"),
      [
        'import { StrictMode, createElement, startTransition } from "react";',
        'import { hydrateRoot } from "react-dom/client";',
        'import { HydratedRouter } from "react-router/dom";',
        "startTransition(() => hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter))));",
      ].join("\n"),
    );
    await viteBuild({
      root: dir,
      configFile: false,
      logLevel: "silent",
      plugins: runtime === "preact" ? [preactInTheBrowser()] : [],
      mode: "production",
      build: { outDir: path.join(dir, "dist"), rolldownOptions: { input: path.join(dir, "entry.js") } },
    });
    const out = path.join(dir, "dist", "assets");
    const files = readdirSync(out).filter((f) => f.endsWith(".js"));
    return { bytes: files.reduce((sum, f) => sum + gz(readFileSync(path.join(out, f))), 0), files: files.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where a source file's bytes are counted: its npm package, or its folder in the project. */
function owner(source: string) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const project = source.replace(/^(\.\.\/)+/, "");
  return path.dirname(project);
}

/** Minified bytes per package/folder in one chunk, attributed through its source map. */
function chunkBreakdown(file: string): Map<string, number> {
  const map = JSON.parse(readFileSync(path.join(MAPS_DIR, `${file}.map`), "utf8")) as {
    sources: string[];
    mappings: string;
  };
  const lines = readFileSync(path.join(ASSETS_DIR, file), "utf8").split("\n");
  const bytes = new Map<string, number>();
  decode(map.mappings).forEach((segments, line) => {
    const length = Buffer.byteLength(lines[line] ?? "");
    segments.forEach((seg, i) => {
      if (seg.length < 2) return;
      // Columns are UTF-16 units; the chunk is ASCII but for a few strings, close enough.
      const end = i + 1 < segments.length ? segments[i + 1][0] : length;
      const key = owner(map.sources[seg[1]!]);
      bytes.set(key, (bytes.get(key) ?? 0) + Math.max(0, end - seg[0]));
    });
  });
  return bytes;
}

/** Whether a built script holds zod (the package, or contracts/zod.ts that configures it), by its source map. */
function zodIn(src: string): boolean {
  const map = path.join(MAPS_DIR, `${path.basename(src)}.map`);
  if (!existsSync(map)) return false;
  const { sources } = JSON.parse(readFileSync(map, "utf8")) as { sources: string[] };
  return sources.some((s) => /node_modules\/zod\/|contracts\/zod\.ts$/.test(s));
}

export async function runBundleBench() {
  ensureBuild();
  const floor = await frameworkFloor("preact");
  const reactFloor = await frameworkFloor("react");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-bundle-"));
  const server = await startServer(dataDir);
  try {
    const listing = await text(`${server.url}/productos`);
    const product = /href="(\/producto\/[^"?#]+)"/.exec(listing)?.[1];
    if (!product) throw new Error("no product link on /productos");
    console.log(
      `framework floor (preact/compat + React Router, the runtime the site ships, default entry.client, ` +
        `${floor.files} files): ${fmt(kb(floor.bytes), 1)} KB gz`,
    );
    console.log(
      `  for comparison, with React + React DOM + React Router (${reactFloor.files} files): ` +
        `${fmt(kb(reactFloor.bytes), 1)} KB gz`,
    );
    const seen = new Map<string, number>();
    const withZod: string[] = [];
    for (const page of ["/", "/productos", product, "/cotizacion"]) {
      const scripts = referencedScripts(await text(`${server.url}${page}`));
      let total = 0;
      for (const src of scripts) {
        if (!seen.has(src)) seen.set(src, gz(Buffer.from(await (await fetch(`${server.url}${src}`)).arrayBuffer())));
        total += seen.get(src)!;
      }
      const status = kb(total) <= TARGET_KB ? "ok" : `OVER by ${fmt(kb(total) - TARGET_KB, 1)}`;
      // Contracts with schemas load where a form is used (ADR 041), never with a page.
      const zod = scripts.filter(zodIn).map((s) => path.basename(s));
      if (zod.length) withZod.push(`${page}: ${zod.join(", ")}`);
      console.log(
        `${page.padEnd(28)} ${String(scripts.length).padStart(2)} scripts ${fmt(kb(total), 1).padStart(6)} KB gz — ` +
          `${fmt(total / floor.bytes)}× the floor, floor + ${fmt(kb(total - floor.bytes), 1)} KB ` +
          `(target ≤ ${TARGET_KB} KB gz: ${status}; zod: ${zod.length ? zod.join(", ") : "none"})`,
      );
    }
    const biggest = [...seen].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`biggest scripts: ${biggest.map(([s, b]) => `${path.basename(s)} ${fmt(kb(b), 1)}`).join(", ")}`);
    const shell = readdirSync(ASSETS_DIR).find((f) => /^shell-.*\.js$/.test(f));
    if (shell) {
      const raw = readFileSync(path.join(ASSETS_DIR, shell));
      // Gzip does not split by module; each share of the minified bytes is scaled to the chunk's gz size.
      const ratio = gz(raw) / raw.length;
      const parts = [...chunkBreakdown(shell)].sort((a, b) => b[1] - a[1]).slice(0, 15);
      console.log(`${shell}: ${fmt(kb(raw.length), 1)} KB minified, ${fmt(kb(gz(raw)), 1)} KB gz; biggest parts:`);
      for (const [name, bytes] of parts)
        console.log(
          `  ${name.padEnd(40)} ${fmt(kb(bytes), 1).padStart(6)} KB min ≈ ${fmt(kb(bytes * ratio), 1)} KB gz`,
        );
    }
    // The sizes are figures to read; zod in a page's first load is a regression, and fails the bench.
    if (withZod.length) throw new Error(`zod in the first load of ${withZod.join("; ")}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

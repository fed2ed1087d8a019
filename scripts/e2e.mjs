// Builds the site if needed, starts it on a free port over a fresh embedded database (demo catalogue),
// runs Playwright against it and exits with Playwright's code.
// It builds only when the sources changed since the last build (the stamp `npm start` uses too);
// E2E_SKIP_BUILD=1 reuses the current build whatever it was made from; extra arguments go to
// `playwright test`.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { BUILD_STAMP, buildIsCurrent, sourcesHash } from "./sources-hash.mjs";

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function waitForHealth(url, server, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó con código ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`el servidor no respondió en ${timeoutMs / 1000} s`);
}

// The same stamp as `npm start`: a build of exactly these sources is not made again.
const sources = sourcesHash();
if (process.env.E2E_SKIP_BUILD !== "1" && !buildIsCurrent(sources)) {
  rmSync(BUILD_STAMP, { force: true }); // a build that fails halfway is not current either
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(BUILD_STAMP, sources);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
const server = spawn(process.execPath, ["build/server/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "true",
    ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? "admin@example.com",
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password",
    LOG_LEVEL: "warn",
    // Many journeys send requests from one address within a minute; production keeps its default.
    LEADS_RATE_LIMIT: process.env.E2E_LEADS_RATE_LIMIT ?? "1000",
    LOGIN_RATE_LIMIT: "1000",
    // The status pages count in the status API's budget (ADR 029), and journeys open many.
    QUOTE_STATUS_RATE_LIMIT: "1000",
    // Journeys check the public catalogue right after an admin write.
    CATALOG_CACHE_FRESHNESS_MS: "0",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

let code = 1;
try {
  await waitForHealth(baseUrl, server);
  const run = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    // The server's data folder: specs read the mails it wrote there as .eml files.
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir },
  });
  code = await new Promise((resolve) => run.on("exit", (c) => resolve(c ?? 1)));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);

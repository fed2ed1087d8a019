import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fmt, freePort } from "./lib.ts";

// Issue 24 ('a newcomer's first minutes'): a second `npm start` serves in under 10 s because it
// builds only when the sources changed. Floor: the built server started directly on the same data.

async function secondsUntilServing(args: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_FORMAT: "json" },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return (performance.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

export async function runStartBench() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-start-"));
  try {
    // The first start builds if the sources changed since the last build, and seeds the demo.
    const first = await secondsUntilServing(["scripts/start.mjs"], dataDir);
    const second = await secondsUntilServing(["scripts/start.mjs"], dataDir);
    const floor = await secondsUntilServing(["build/server/main.js"], dataDir);
    console.log(`first npm start (build if needed, demo seeded): ${fmt(first, 1)} s`);
    console.log(
      `second npm start: ${fmt(second, 1)} s — server alone on the same data ${fmt(floor, 1)} s, ` +
        `ratio ${fmt(second / floor)}× (target: under 10 s)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

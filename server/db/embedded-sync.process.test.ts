import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactPayload } from "../features/requests/requests.test-support.ts";
import { prepareDataDir, startServer, type ServerProcess } from "../test/server-process.ts";

/**
 * Issue 27 / ADR 032: an acknowledged request is on the disk before its answer. strace watches
 * the real server's sync system calls while a contact message is sent; the calls stamped between
 * sending and the answer are the ones that made it durable.
 */
const hasStrace = spawnSync("strace", ["-V"], { stdio: "ignore" }).status === 0;
if (!hasStrace) console.warn("embedded-sync: strace not installed (Debian package `strace`), sync-count test skipped");

let dir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!hasStrace) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-sync-"));
  await prepareDataDir(dir, async () => {});
  server = await startServer(dir, {}, 150_000, "server/test/api-server.ts");
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Attaches strace to every thread of `pid`; resolves once it is attached. */
async function traceSyncs(pid: number, file: string) {
  const child = spawn(
    "strace",
    ["-f", "-ttt", "-e", "trace=fsync,fdatasync,sync_file_range", "-o", file, "-p", String(pid)],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let err = "";
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on("data", (d) => {
      err += d;
      if (/attached/.test(err)) resolve();
    });
    child.on("exit", (code) => reject(new Error(`strace exited (${code}): ${err}`)));
  });
  return {
    /** Stops strace and returns the sync calls' times (seconds since the epoch). */
    async stop(): Promise<number[]> {
      const gone = new Promise((r) => child.on("exit", r));
      child.kill("SIGINT");
      await gone;
      return fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line) => {
          const m = /^\d+\s+(\d+\.\d+)\s+(fsync|fdatasync|sync_file_range)\(/.exec(line);
          return m ? [Number(m[1])] : [];
        });
    },
  };
}

describe.skipIf(!hasStrace)("embedded database, default EMBEDDED_SYNC=commit", () => {
  it("syncs to the disk between receiving a contact message and acknowledging it", async () => {
    const trace = await traceSyncs(server!.pid, path.join(dir, "strace.txt"));
    const sent = Date.now() / 1000;
    const res = await fetch(`${server!.url}/api/email/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": "sync-count-0001" },
      body: JSON.stringify(contactPayload()),
    });
    const answered = Date.now() / 1000;
    expect(res.status).toBe(201);
    const syncs = await trace.stop();
    const beforeAnswer = syncs.filter((t) => t >= sent && t <= answered);
    // Today's PGlite alone makes none; the commit of the message must make at least one.
    expect(beforeAnswer.length).toBeGreaterThanOrEqual(1);
  }, 60_000);
});

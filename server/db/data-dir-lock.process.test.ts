import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDataDir, serverEnv, spawnEntry, startServer, type ServerProcess } from "../test/server-process.ts";

/** A second process on the same DATA_DIR refuses in one line; the first keeps serving. */
let dir: string;
let first: ServerProcess | undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-process-"));
  await prepareDataDir(dir, async () => {});
  first = await startServer(dir);
});

afterAll(async () => {
  await first?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function refused(entry: string) {
  const second = spawnEntry(serverEnv(dir), entry);
  const code = await second.exited;
  return { code, output: second.output() };
}

function expectRefusal({ code, output }: { code: number | string; output: string }) {
  expect(code).not.toBe(0);
  expect(output).toContain(`El directorio de datos ${dir} ya está en uso por el proceso ${first!.pid}`);
  expect(output).toContain(`The data directory ${dir} is in use by process ${first!.pid}`);
  // One readable line, not a stack trace.
  expect(output).not.toMatch(/^\s+at /m);
}

describe("two processes on one DATA_DIR", () => {
  it("a second server exits non-zero naming the directory and the PID; the first still answers", async () => {
    expectRefusal(await refused("server/main.ts"));
    const res = await fetch(`${first!.url}/api/health`);
    expect(res.status).toBe(200);
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8").trim()).toBe(String(first!.pid));
  }, 60_000);

  it("npm run db:seed refuses while the site runs", async () => {
    expectRefusal(await refused("server/db/seed/run.ts"));
    expect((await fetch(`${first!.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it("after the first stops, the directory is free again", async () => {
    await first!.stop();
    first = undefined;
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
  }, 30_000);
});

import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Test support. Outside production mountWeb starts Vite's dev server, and React Router's plugin
 * then empties this checkout's .react-router/types and writes it again. Two starting at once
 * delete each other's files between mkdir and write, and the start whose write fails dies with
 * ENOENT (CI, stop 40: the site of site-backup.test.ts). Test files that start one take turns:
 * a turn lasts until this start's types are written.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const typesWritten = path.join(root, ".react-router", "types", "+future.ts");
const turn = path.join(os.tmpdir(), `vite-dev-turn-${createHash("sha256").update(root).digest("hex").slice(0, 12)}`);
const owner = path.join(turn, "pid");
const WAIT_STEP_MS = 100;
// Longer than any start takes; a turn older than this was left by a process that is gone.
const TURN_MAX_MS = 180_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long ago the turn was taken; 0 when it has just been let go. */
function turnAgeMs(): number {
  try {
    return Date.now() - fs.statSync(turn).mtimeMs;
  } catch {
    return 0;
  }
}

function isAbandoned(): boolean {
  try {
    process.kill(Number(fs.readFileSync(owner, "utf8")), 0);
    return turnAgeMs() > TURN_MAX_MS;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // ESRCH: its owner is gone. ENOENT: the owner has not written its pid yet, or just let go.
    return code === "ESRCH" || (code === "ENOENT" && turnAgeMs() > 5_000);
  }
}

async function takeTurn(): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(turn);
      fs.writeFileSync(owner, String(process.pid));
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    if (isAbandoned()) fs.rmSync(turn, { recursive: true, force: true });
    else await sleep(WAIT_STEP_MS);
  }
}

const writtenSince = (since: number) => {
  try {
    return fs.statSync(typesWritten).mtimeMs >= since;
  } catch {
    return false;
  }
};

/** Runs `start` (something that starts Vite's dev server) when no other test file is starting one. */
export async function startViteInTurn<T>(start: () => Promise<T>): Promise<T> {
  await takeTurn();
  try {
    // The types are written hundreds of milliseconds into a start, well after the file clock's
    // coarse tick; a write older than this start is another start's.
    const since = Date.now();
    const started = await start();
    const deadline = Date.now() + 30_000;
    while (!writtenSince(since) && Date.now() < deadline) await sleep(WAIT_STEP_MS);
    return started;
  } finally {
    fs.rmSync(turn, { recursive: true, force: true });
  }
}

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, lockHolder } from "./data-dir-lock.ts";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The PID of a process that has surely exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid!;
}

/** A live process other than us, killed by the returned function. */
function liveProcess() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
  return { pid: child.pid!, stop: () => child.kill("SIGKILL") };
}

describe("lockDataDir", () => {
  it("holds the directory until release, then lets the next one in", () => {
    const lock = lockDataDir(dir);
    expect(lockHolder(dir)).toBe(process.pid);
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8").trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(lockHolder(dir)).toBeNull();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
    lockDataDir(dir).release();
  });

  it("refuses while a live process holds the lock, naming the directory and the PID", () => {
    const other = liveProcess();
    try {
      fs.writeFileSync(path.join(dir, "db.lock"), `${other.pid}\n`);
      let error: unknown;
      try {
        lockDataDir(dir);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      const locked = error as DataDirLockedError;
      expect(locked.pid).toBe(other.pid);
      expect(locked.dir).toBe(path.resolve(dir));
      expect(locked.message).toContain(`ya está en uso por el proceso ${other.pid}`);
      expect(locked.message).toContain(`The data directory ${path.resolve(dir)} is in use by process ${other.pid}`);
      expect(locked.message).not.toContain("\n");
      expect(lockHolder(dir)).toBe(other.pid);
    } finally {
      other.stop();
    }
  });

  it("takes over the lock of a dead process (kill -9 never blocks a restart)", async () => {
    const pid = await deadPid();
    fs.writeFileSync(path.join(dir, "db.lock"), `${pid}\n`);
    expect(lockHolder(dir)).toBeNull();
    const lock = lockDataDir(dir);
    expect(lockHolder(dir)).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock left with our own PID by an earlier run (containers reuse PIDs)", () => {
    fs.writeFileSync(path.join(dir, "db.lock"), `${process.pid}\n`);
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it("takes over an unreadable lock file", () => {
    fs.writeFileSync(path.join(dir, "db.lock"), "");
    lockDataDir(dir).release();
  });

  it("release does not remove a lock another process took meanwhile", () => {
    const lock = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, "db.lock"), "1\n");
    lock.release();
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).toBe("1\n");
  });
});

describe("racing processes", () => {
  it("of several processes clearing the same stale lock at once, exactly one wins", async () => {
    fs.writeFileSync(path.join(dir, "db.lock"), `${await deadPid()}\n`);
    const lockModule = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));
    const release = path.join(dir, "release-now");
    // Each one tries and says; the winner holds the lock until every one has said (however slowly a
    // loaded machine starts them), so no late starter can find the lock already released.
    const script = `
      const fs = await import("node:fs");
      const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      let l;
      try { l = lockDataDir(${JSON.stringify(dir)}); console.log("won"); }
      catch (e) { console.log(e.name === "DataDirLockedError" ? "refused" : String(e)); }
      if (l) { while (!fs.existsSync(${JSON.stringify(release)})) await new Promise((r) => setTimeout(r, 50)); l.release(); }`;
    const said: Promise<string>[] = [];
    const exited: Promise<void>[] = [];
    for (let i = 0; i < 6; i++) {
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        cwd: path.dirname(lockModule),
      });
      let out = "";
      said.push(
        new Promise<string>((resolve) => {
          child.stdout.on("data", (d) => {
            out += d;
            if (out.includes("\n")) resolve(out.trim());
          });
          child.stderr.on("data", (d) => (out += d));
          child.on("exit", () => resolve(out.trim()));
        }),
      );
      exited.push(new Promise((resolve) => child.on("exit", () => resolve())));
    }
    const results = await Promise.all(said);
    fs.writeFileSync(release, "");
    await Promise.all(exited);
    expect(results.sort()).toEqual(["refused", "refused", "refused", "refused", "refused", "won"]);
  }, 60_000);
});

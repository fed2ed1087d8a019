import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Manifest } from "./archive.ts";
import { tempDirsForThisFile } from "./backup.test-support.ts";
import { pruneDailyBackups, removeLeftovers, runIfDue, type ScheduleOptions } from "./schedule.ts";

const tempDir = tempDirsForThisFile();

const DAY = 24 * 3_600_000;
const silent = { info() {}, error() {} } as unknown as ScheduleOptions["log"];

function options(dir: string, keep: number): ScheduleOptions & { written: string[] } {
  const written: string[] = [];
  return {
    dir,
    keep,
    written,
    log: silent,
    exclusive: (fn) => fn(),
    async backup(file) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, "x");
      written.push(path.basename(file));
      return { file, bytes: 1, ms: 1, pauseMs: 0, manifest: {} as Manifest };
    },
  };
}

describe("daily backups", () => {
  it("takes one when none is younger than a day, then keeps the newest N", async () => {
    const dir = tempDir("daily");
    const opts = options(dir, 3);
    const start = new Date(2026, 10, 1, 3, 0, 0).getTime();
    for (let day = 0; day < 5; day++) {
      await runIfDue(opts, start + day * DAY);
      // Files carry their day in the name; mtime follows, as if written that day.
      const file = path.join(dir, opts.written.at(-1)!);
      fs.utimesSync(file, (start + day * DAY) / 1000, (start + day * DAY) / 1000);
    }
    expect(opts.written).toHaveLength(5);
    expect(fs.readdirSync(dir).sort()).toEqual(opts.written.slice(2).sort());
  });

  it("skips while the newest daily backup is under a day old", async () => {
    const dir = tempDir("daily-recent");
    const opts = options(dir, 7);
    expect(await runIfDue(opts)).not.toBeNull();
    expect(await runIfDue(opts, Date.now() + 3_600_000)).toBeNull();
    expect(opts.written).toHaveLength(1);
  });

  it("skips when another instance holds the lock", async () => {
    const opts = { ...options(tempDir("daily-locked"), 7), exclusive: async () => null };
    expect(await runIfDue(opts)).toBeNull();
  });

  it("never prunes manual backups", async () => {
    const dir = tempDir("daily-manual");
    for (const name of [
      "backup-20260101-000000.tar.gz",
      "daily-20260101-000000.tar.gz",
      "daily-20260102-000000.tar.gz",
    ]) {
      fs.writeFileSync(path.join(dir, name), "x");
    }
    await pruneDailyBackups(dir, 1);
    expect(fs.readdirSync(dir).sort()).toEqual(["backup-20260101-000000.tar.gz", "daily-20260102-000000.tar.gz"]);
  });

  it("clears what killed backups left behind, once a day old", async () => {
    const dir = tempDir("daily-leftovers");
    fs.mkdirSync(path.join(dir, ".backup-old"));
    fs.mkdirSync(path.join(dir, ".backup-now"));
    fs.writeFileSync(path.join(dir, "backup-20260101-000000.tar.gz.partial"), "x");
    const old = (Date.now() - 2 * DAY) / 1000;
    fs.utimesSync(path.join(dir, ".backup-old"), old, old);
    fs.utimesSync(path.join(dir, "backup-20260101-000000.tar.gz.partial"), old, old);
    await removeLeftovers(dir);
    expect(fs.readdirSync(dir)).toEqual([".backup-now"]);
  });
});

import fs from "node:fs/promises";
import path from "node:path";
import { timestamp } from "./archive.ts";
import type { BackupResult } from "./backup.service.ts";

const DAILY = /^daily-\d{8}-\d{6}\.tar\.gz$/;
const HOUR = 3_600_000;
// An hour's slack so a backup that took a while does not push the next one a whole check later.
const DUE_AFTER = 23 * HOUR;

type Log = { info(obj: unknown, msg?: string): void };

export type ScheduleOptions = {
  dir: string;
  /** Daily backups kept; 0 turns them off. */
  keep: number;
  backup: (file: string) => Promise<BackupResult>;
  /** Runs fn unless another instance is on it (then null). */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T | null>;
  log: Log;
};

/**
 * The daily backup's one pass (the job in server/jobs/daily-backup.job.ts checks hourly): writes
 * one when the newest daily backup is 23 h old, counted from the folder rather than from start-up,
 * so restarts and deploys neither skip nor repeat it.
 */
export async function runIfDue(opts: ScheduleOptions, now = Date.now()): Promise<BackupResult | null> {
  return opts.exclusive(async () => {
    // Checked under the lock: another instance may have just written one into a shared folder.
    const newest = (await dailyBackups(opts.dir))[0];
    if (newest && now - newest.mtimeMs < DUE_AFTER) return null;
    const result = await opts.backup(path.join(opts.dir, `daily-${timestamp(new Date(now))}.tar.gz`));
    opts.log.info(
      { file: result.file, bytes: result.bytes, ms: result.ms, pauseMs: result.pauseMs },
      "daily backup written",
    );
    await pruneDailyBackups(opts.dir, opts.keep);
    await removeLeftovers(opts.dir, now);
    return result;
  });
}

/** Keeps the newest `keep` daily backups; manual ones (backup-*) are the operator's to delete. */
export async function pruneDailyBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await dailyBackups(dir)).slice(keep);
  for (const file of old) await fs.rm(file.path, { force: true });
  return old.map((f) => f.path);
}

/**
 * Staging folders and half-written files of backups killed mid-way. A day old at least: a manual
 * backup may be writing into the same folder right now.
 */
export async function removeLeftovers(dir: string, now = Date.now()): Promise<void> {
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(".backup-") && !name.endsWith(".partial")) continue;
    const full = path.join(dir, name);
    const { mtimeMs } = await fs.stat(full);
    if (now - mtimeMs > 24 * HOUR) await fs.rm(full, { recursive: true, force: true });
  }
}

async function dailyBackups(dir: string) {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => DAILY.test(name))
      .map(async (name) => ({
        name,
        path: path.join(dir, name),
        mtimeMs: (await fs.stat(path.join(dir, name))).mtimeMs,
      })),
  );
  // Names carry the time; newest first.
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

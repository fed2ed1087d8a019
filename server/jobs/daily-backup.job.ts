import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createBackupRepository } from "../features/backup/backup.repository.ts";
import { backupsDirOf, type BackupResult } from "../features/backup/backup.service.ts";
import { runIfDue } from "../features/backup/schedule.ts";
import type { Job, JobLog } from "./runner.ts";

const HOUR = 3_600_000;

/**
 * A backup a day, counted from the newest one in the folder rather than from start-up: restarts
 * and deploys neither skip nor repeat it. `backup` is the site's queue (site-backups.ts), shared
 * with `npm run backup`, so a manual request during the daily one waits for it.
 */
export function dailyBackupJob(
  config: Config,
  database: Database,
  backup: (file: string) => Promise<BackupResult>,
  log: JobLog,
): Job {
  const repo = createBackupRepository(database.db);
  return {
    name: "daily-backup",
    kind: "timer",
    enabled: config.backupKeep > 0,
    firstRunMs: 60_000,
    everyMs: HOUR,
    schedule: "1 min after start, then an hourly check; writes when the newest daily backup is 23 h old",
    does: "writes DATA_DIR/backups/daily-*.tar.gz, keeps BACKUP_KEEP of them, clears leftovers a day old",
    lock: "PostgreSQL: pg_try_advisory_xact_lock (one instance of several); embedded: this process alone",
    runOnce: () =>
      runIfDue({
        dir: backupsDirOf(config),
        keep: config.backupKeep,
        backup,
        // Embedded: this process alone holds the data. PostgreSQL: one instance of several.
        exclusive: database.kind === "postgres" ? (fn) => repo.withDailyBackupLock(fn) : (fn) => fn(),
        log,
      }),
  };
}

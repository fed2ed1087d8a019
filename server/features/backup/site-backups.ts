import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { createBackupRepository } from "./backup.repository.ts";
import { backupsDirOf, writeBackup, type BackupResult } from "./backup.service.ts";
import { startControlSocket } from "./control-socket.ts";
import { startDailyBackups } from "./schedule.ts";

/**
 * The running site's part in backups: it answers `npm run backup` when it holds the embedded
 * database, and takes the daily backup. Call stop() before closing the database.
 */
export async function startSiteBackups(config: Config, database: Database, log: FastifyBaseLogger) {
  let queue: Promise<unknown> = Promise.resolve();
  // One at a time: a manual request during the daily backup waits for it.
  const backup = (file: string): Promise<BackupResult> => {
    const next = queue.then(() => writeBackup(config, database, file));
    queue = next.catch(() => undefined);
    return next;
  };
  const control = database.kind === "pglite" ? await startControlSocket(config.dataDir, backup, log) : null;
  const repo = createBackupRepository(database.db);
  const daily = startDailyBackups({
    dir: backupsDirOf(config),
    keep: config.backupKeep,
    backup,
    // Embedded: this process alone holds the data. PostgreSQL: one instance of several.
    exclusive: database.kind === "postgres" ? (fn) => repo.withDailyBackupLock(fn) : (fn) => fn(),
    log,
  });
  return {
    async stop() {
      await daily.stop();
      await control?.close();
      await queue;
    },
  };
}

import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { writeBackup, type BackupResult } from "./backup.service.ts";
import { startControlSocket } from "./control-socket.ts";

/**
 * The running site's part in backups: it answers `npm run backup` when it holds the embedded
 * database, and gives the daily backup job (server/jobs) the same queue. Call stop() after the
 * jobs stop and before closing the database.
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
  return {
    backup,
    async stop() {
      await control?.close();
      await queue;
    },
  };
}

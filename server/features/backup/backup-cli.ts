/** `npm run backup [FILE]`: the database and uploaded images in one file. */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../../config.ts";
import { connectPostgres, openDatabase } from "../../db/client.ts";
import { DataDirLockedError, lockHolder } from "../../db/data-dir-lock.ts";
import { BackupError } from "./backup-error.ts";
import { defaultBackupFile, writeBackup, type BackupResult } from "./backup.service.ts";
import { describeContents, failed, sizeMb } from "./cli-output.ts";
import { requestSiteBackup } from "./control-socket.ts";
import { PRIVATE_UMASK } from "../../lib/private-files.ts";

async function run() {
  // What this command writes into DATA_DIR is owner-only, as the server's files are.
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  const file = path.resolve(process.argv[2] ?? defaultBackupFile(config));
  const result = config.databaseUrl ? await backupPostgres(config, file) : await backupEmbedded(config, file);
  const seconds = (result.ms / 1000).toFixed(1);
  console.log(
    `Copia de seguridad escrita / Backup written: ${result.file} (${sizeMb(result.bytes)} MB, ${seconds} s)\n` +
      describeContents(result.manifest),
  );
}

async function backupPostgres(config: ReturnType<typeof loadConfig>, file: string) {
  const database = connectPostgres(config.databaseUrl!, 2);
  try {
    return await writeBackup(config, database, file);
  } finally {
    await database.close();
  }
}

/** The site holds the database while it runs: then it takes the backup; otherwise we do. */
async function backupEmbedded(config: ReturnType<typeof loadConfig>, file: string): Promise<BackupResult> {
  const sitePid = lockHolder(config.dataDir);
  if (sitePid !== null) return requestSiteBackup(config.dataDir, file, sitePid);
  if (!fs.existsSync(path.join(config.dataDir, "db", "PG_VERSION"))) {
    throw new BackupError(`No hay base de datos en ${config.dataDir}`, `No database in ${config.dataDir}`);
  }
  let database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    // The site started between our check and our open.
    if (err instanceof DataDirLockedError) return requestSiteBackup(config.dataDir, file, err.pid);
    throw err;
  }
  try {
    return await writeBackup(config, database, file);
  } finally {
    await database.close();
  }
}

run().catch(failed);

import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import {
  DATABASE_FILE,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  UPLOADS,
  folderSize,
  packArchive,
  timestamp,
  type Manifest,
} from "./archive.ts";
import { createBackupRepository } from "./backup.repository.ts";
import { dumpPglite } from "./pglite-dump.ts";
import { dumpPostgres } from "./pg-dump.ts";
import { bucketStorage, downloadImages } from "./stored-images.ts";
import { PRIVATE_FILE_MODE } from "../../lib/private-files.ts";

export type BackupResult = {
  file: string;
  bytes: number;
  ms: number;
  /** How long the embedded database answered nothing else (0 on PostgreSQL). */
  pauseMs: number;
  manifest: Manifest;
};

type Settings = Pick<Config, "dataDir" | "uploadsDir" | "databaseUrl" | "s3">;

export const backupsDirOf = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "backups");

export const defaultBackupFile = (config: Pick<Config, "dataDir">, prefix = "backup") =>
  path.join(backupsDirOf(config), `${prefix}-${timestamp()}.tar.gz`);

/**
 * One file with the whole database and the uploaded images. The database first: every image its
 * rows point to was stored before the row, so it is on disk when the uploads are read after.
 */
export async function writeBackup(config: Settings, database: Database, file: string): Promise<BackupResult> {
  const started = performance.now();
  const target = path.resolve(file);
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const staging = await fs.mkdtemp(path.join(path.dirname(target), ".backup-"));
  try {
    const repo = createBackupRepository(database.db);
    const dumpFile = path.join(staging, DATABASE_FILE[database.kind]);
    const { counts, migrations, pauseMs } =
      database.kind === "pglite"
        ? await dumpPglite(database, repo, dumpFile)
        : await dumpPostgres(config.databaseUrl!, repo, dumpFile);
    const bucket = bucketStorage(config);
    const uploadsDir = bucket ? path.join(staging, UPLOADS) : config.uploadsDir;
    if (bucket) await downloadImages(bucket, await repo.fileKeys(), uploadsDir);
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      kind: database.kind,
      created_at: new Date().toISOString(),
      migrations,
      counts,
      uploads: { ...(await folderSize(uploadsDir)), storage: bucket ? "s3" : "local" },
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE_FILE_MODE,
    });
    await packArchive(staging, bucket ? null : config.uploadsDir, target);
    const { size } = await fs.stat(target);
    return { file: target, bytes: size, ms: Math.round(performance.now() - started), pauseMs, manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

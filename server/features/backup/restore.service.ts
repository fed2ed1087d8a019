import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";
import { connectPostgres, wrapPglite, type Database } from "../../db/client.ts";
import { lockDataDir } from "../../db/data-dir-lock.ts";
import {
  DATABASE_FILE,
  UPLOADS,
  isEmptyFolder,
  timestamp,
  unpackArchive,
  type BackupKind,
  type Manifest,
} from "./archive.ts";
import { BackupError } from "./backup-error.ts";
import { createBackupRepository } from "./backup.repository.ts";
import { backupsDirOf, writeBackup } from "./backup.service.ts";
import { loadPglite } from "./pglite-dump.ts";
import { restorePostgres } from "./pg-dump.ts";
import { bucketStorage, uploadImages } from "./stored-images.ts";

type Settings = Pick<Config, "dataDir" | "uploadsDir" | "databaseUrl" | "s3">;

export type RestoreResult = {
  manifest: Manifest;
  ms: number;
  /** Where the data that was replaced now lives (--force on a non-empty target), else null. */
  keptAt: string | null;
};

/** Restores a backup into this environment's DATA_DIR or DATABASE_URL. */
export async function restoreBackup(config: Settings, file: string, opts: { force: boolean }): Promise<RestoreResult> {
  const started = performance.now();
  const source = path.resolve(file);
  const done = config.databaseUrl
    ? await restoreIntoPostgres(config, config.databaseUrl, source, opts.force)
    : await restoreIntoDataDir(config, source, opts.force);
  return { ...done, ms: Math.round(performance.now() - started) };
}

/** Embedded: holds the data directory lock throughout, so the site cannot start (or be running). */
async function restoreIntoDataDir(config: Settings, file: string, force: boolean) {
  const lock = lockDataDir(config.dataDir);
  try {
    const dbDir = path.join(config.dataDir, "db");
    const occupied = !(await isEmptyFolder(dbDir)) || !(await isEmptyFolder(config.uploadsDir));
    if (occupied && !force) throw notEmpty(config.dataDir);
    return await withStaging(config.dataDir, async (staging) => {
      const manifest = await unpack(file, staging, "pglite");
      const restored = path.join(staging, "db");
      const database = wrapPglite(await loadPglite(restored, path.join(staging, DATABASE_FILE.pglite)));
      try {
        await verifyCounts(database, manifest);
      } finally {
        await database.close();
      }
      // Only now, with the restored copy checked, does anything in DATA_DIR move.
      const keptAt = occupied ? await moveAside(config.dataDir, [dbDir, config.uploadsDir]) : null;
      await fs.rm(dbDir, { recursive: true, force: true });
      await fs.rename(restored, dbDir);
      await placeImages(config, staging);
      return { manifest, keptAt };
    });
  } finally {
    lock.release();
  }
}

/** PostgreSQL: a non-empty target is first backed up (--force), then replaced in one transaction. */
async function restoreIntoPostgres(config: Settings, url: string, file: string, force: boolean) {
  const database = connectPostgres(url, 2);
  try {
    const repo = createBackupRepository(database.db);
    const hasTables = await repo.hasTables();
    const occupied = hasTables || !(await isEmptyFolder(config.uploadsDir));
    if (occupied && !force) throw notEmpty(new URL(url).pathname.slice(1) || url);
    await fs.mkdir(config.dataDir, { recursive: true });
    return await withStaging(config.dataDir, async (staging) => {
      const manifest = await unpack(file, staging, "postgres");
      let keptAt: string | null = null;
      if (hasTables) {
        const before = path.join(backupsDirOf(config), `before-restore-${timestamp()}.tar.gz`);
        keptAt = (await writeBackup(config, database, before)).file;
      }
      await restorePostgres(url, repo, path.join(staging, DATABASE_FILE.postgres), hasTables);
      await verifyCounts(database, manifest);
      if (!hasTables && occupied) keptAt = await moveAside(config.dataDir, [config.uploadsDir]);
      else if (!config.s3) await fs.rm(config.uploadsDir, { recursive: true, force: true });
      await placeImages(config, staging);
      return { manifest, keptAt };
    });
  } finally {
    await database.close();
  }
}

async function withStaging<T>(dataDir: string, fn: (staging: string) => Promise<T>): Promise<T> {
  await fs.mkdir(dataDir, { recursive: true });
  // Inside DATA_DIR, so moving the restored parts into place is a rename, not a copy.
  const staging = await fs.mkdtemp(path.join(dataDir, ".restore-"));
  try {
    return await fn(staging);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function unpack(file: string, staging: string, kind: BackupKind): Promise<Manifest> {
  const manifest = await unpackArchive(file, staging);
  if (manifest.kind !== kind) {
    const names = { pglite: "embebida (PGlite)", postgres: "PostgreSQL" };
    throw new BackupError(
      `La copia es de una base ${names[manifest.kind]} y el destino es ${names[kind]}; restaure en un entorno del mismo tipo`,
      `The backup is of a ${manifest.kind} database and the target is ${kind}; restore into the same kind of environment`,
    );
  }
  return manifest;
}

/** The restored rows must be the ones the backup counted; otherwise the file is damaged. */
async function verifyCounts(database: Database, manifest: Manifest) {
  const counts = await createBackupRepository(database.db).counts();
  const wrong = Object.entries(manifest.counts).filter(([k, n]) => counts[k as keyof typeof counts] !== n);
  if (wrong.length === 0) return;
  const detail = wrong.map(([k, n]) => `${k}: ${counts[k as keyof typeof counts]} ≠ ${n}`).join(", ");
  throw new BackupError(
    "La base restaurada no coincide con la copia",
    "The restored database does not match the backup",
    detail,
  );
}

/** Moves what a forced restore replaces into DATA_DIR/replaced-<time>/: nothing is deleted. */
async function moveAside(dataDir: string, dirs: string[]): Promise<string> {
  const keep = path.join(dataDir, `replaced-${timestamp()}`);
  await fs.mkdir(keep, { recursive: true });
  for (const dir of dirs) {
    await fs.rename(dir, path.join(keep, path.basename(dir))).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== "ENOENT") throw err;
    });
  }
  return keep;
}

/** Into the bucket when the site keeps images there (S3_BUCKET), else into DATA_DIR/uploads. */
async function placeImages(config: Settings, staging: string) {
  const bucket = bucketStorage(config);
  if (bucket) await uploadImages(bucket, path.join(staging, UPLOADS));
  else await placeUploads(staging, config.uploadsDir);
}

async function placeUploads(staging: string, uploadsDir: string) {
  const restored = path.join(staging, UPLOADS);
  await fs.rm(uploadsDir, { recursive: true, force: true });
  await fs.rename(restored, uploadsDir).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== "ENOENT") throw err;
    await fs.mkdir(uploadsDir, { recursive: true });
  });
}

const notEmpty = (target: string) =>
  new BackupError(
    `El destino ${target} ya tiene datos: no se restauró nada. Use --force para reemplazarlos (se conservan aparte)`,
    `Target ${target} already holds data: nothing was restored. Use --force to replace it (it is kept aside)`,
  );

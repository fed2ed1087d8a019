import fs from "node:fs/promises";
import path from "node:path";
import { isEmptyFolder } from "./archive.ts";
import { BackupError } from "./backup-error.ts";

/** Finished backups only: staging folders start with a dot, half-written files end in .partial. */
const BACKUP_FILE = /^[^.].*\.tar\.gz$/;

/** The newest finished backup in `dir` (by modification time), or a refusal naming the folder. */
export async function newestBackup(dir: string): Promise<string> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((n) => BACKUP_FILE.test(n))
      .map(async (n) => ({ file: path.join(dir, n), at: (await fs.stat(path.join(dir, n))).mtimeMs })),
  );
  const newest = files.sort((a, b) => b.at - a.at)[0];
  if (!newest) throw new BackupError(`No hay copias de seguridad en ${dir}`, `There is no backup in ${dir}`);
  return newest.file;
}

/**
 * `--latest` is the way back after a damaged database was moved aside (ADR 032): with no
 * database left in DATA_DIR the images still there are replaced too (kept in replaced-…, as with
 * --force). With a database present it is no licence to overwrite: --force is still needed.
 */
export async function latestNeedsNoForce(dataDir: string): Promise<boolean> {
  return isEmptyFolder(path.join(dataDir, "db"));
}

import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { loadTar } from "../../lib/lazy-modules.ts";
import { BackupError } from "./backup-error.ts";

export const FORMAT = "andes-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST = "manifest.json";
export const UPLOADS = "uploads";

/** The database part: a PGlite data directory (physical) or a pg_dump custom-format file (logical). */
export const DATABASE_FILE = { pglite: "database.pgdata.tar", postgres: "database.pgdump" } as const;

export type BackupKind = keyof typeof DATABASE_FILE;

export type Counts = {
  products: number;
  brands: number;
  categories: number;
  quotations: number;
  messages: number;
  files: number;
  users: number;
};

export type Manifest = {
  format: typeof FORMAT;
  version: number;
  kind: BackupKind;
  created_at: string;
  /** Migrations applied when taken: a newer build migrates the restored database forward at start-up. */
  migrations: number;
  counts: Counts;
  uploads: { files: number; bytes: number; storage?: "local" | "s3" };
};

/**
 * Writes manifest, database part and uploads into one tar.gz. The staging folder holds the first
 * two and a symlink to the uploads folder (followed), so nothing large is copied twice; the
 * archive appears under its final name only when complete.
 */
export async function packArchive(staging: string, uploadsDir: string | null, file: string): Promise<void> {
  // Without a folder to link, the images were fetched into staging/uploads (bucket storage).
  const entries = (await fs.readdir(staging)).filter((name) => name !== UPLOADS || !uploadsDir);
  if (uploadsDir && (await isDirectory(uploadsDir))) {
    await fs.symlink(path.resolve(uploadsDir), path.join(staging, UPLOADS), "dir");
    entries.push(UPLOADS);
  }
  const partial = `${file}.partial`;
  const tar = await loadTar();
  try {
    // Node's own gzip works on the thread pool; tar's built-in one would stall the site's event
    // loop for up to ~170 ms at a time. Password hashes inside: readable by the owner only.
    await pipeline(
      tar.c({ cwd: staging, follow: true, portable: true }, entries),
      zlib.createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await fs.rename(partial, file);
  } catch (err) {
    await fs.rm(partial, { force: true });
    throw err;
  }
}

/** Extracts a backup into an empty folder and returns its checked manifest. */
export async function unpackArchive(file: string, into: string): Promise<Manifest> {
  try {
    await fs.access(file);
  } catch {
    throw new BackupError(`No existe el archivo ${file}`, `File ${file} does not exist`);
  }
  try {
    // Only our three kinds of entry, as plain files and folders (no links to follow out of
    // DATA_DIR); tar itself refuses absolute paths and "..".
    const tar = await loadTar();
    await tar.x({ file, cwd: into, strict: true, filter: (p, entry) => isOurEntry(p) && isPlain(entry) });
  } catch (err) {
    throw notABackup(file, (err as Error).message);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(into, MANIFEST), "utf8"));
  } catch {
    throw notABackup(file, "manifest.json");
  }
  if (manifest.format !== FORMAT || !(manifest.kind in DATABASE_FILE)) throw notABackup(file, "format");
  if (manifest.version > FORMAT_VERSION) {
    throw new BackupError(
      `La copia ${file} tiene el formato ${manifest.version}, más nuevo que el de esta versión (${FORMAT_VERSION}); actualice la aplicación`,
      `Backup ${file} has format ${manifest.version}, newer than this build's (${FORMAT_VERSION}); update the application`,
    );
  }
  return manifest;
}

const isPlain = (entry: unknown) => {
  const type = (entry as { type?: string }).type;
  return type === "File" || type === "OldFile" || type === "Directory";
};

function isOurEntry(entry: string): boolean {
  const name = entry.replace(/^\.\//, "");
  return (
    name === MANIFEST ||
    Object.values(DATABASE_FILE).includes(name as never) ||
    name === UPLOADS ||
    name.startsWith(`${UPLOADS}/`)
  );
}

const notABackup = (file: string, why: string) =>
  new BackupError(`${file} no es una copia de seguridad válida (${why})`, `${file} is not a valid backup (${why})`);

export async function isDirectory(dir: string): Promise<boolean> {
  return fs.stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** Files and bytes under a folder (the uploads), for the manifest. */
export async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  if (!(await isDirectory(dir))) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/** True when the folder is missing or empty. */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  return fs.readdir(dir).then(
    (names) => names.length === 0,
    () => true,
  );
}

/** Local time as 20261123-110203: sortable, and readable in a file listing. */
export function timestamp(date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}`;
  return `${day}-${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
}

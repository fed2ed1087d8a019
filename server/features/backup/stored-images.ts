import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Config } from "../../config.ts";
import { createS3Storage } from "../files/storage-s3.ts";
import type { FileStorage } from "../files/storage.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../lib/private-files.ts";

/**
 * Images kept in an S3-compatible bucket (S3_BUCKET) rather than DATA_DIR/uploads: the backup
 * fetches every key the files table names and the restore puts them back, through the same
 * FileStorage the site uses. Null for the local folder, which is read directly.
 */
export const bucketStorage = (config: Pick<Config, "s3">): FileStorage | null =>
  config.s3 ? createS3Storage(config.s3) : null;

export async function downloadImages(storage: FileStorage, keys: string[], dir: string): Promise<void> {
  for (const key of keys) {
    const object = await storage.open(key);
    // Deleted since the dump: its row is gone from later backups too.
    if (!object) continue;
    const target = path.join(dir, key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    await pipeline(object.stream, createWriteStream(target, { mode: PRIVATE_FILE_MODE }));
  }
}

export async function uploadImages(storage: FileStorage, dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    await storage.put(path.relative(dir, full).split(path.sep).join("/"), await fs.readFile(full));
  }
}

import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where uploaded bytes live, by key ("<file id>/<name>"). Local disk today; an object store
 * (S3, R2, GCS) implements the same four methods when the app runs on several machines.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the stored bytes, or null when there is no such key. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the keys; missing ones are not an error. */
  remove(keys: string[]): Promise<void>;
}

// Keys are built by the service, never from user input; the check is a last line of defence.
const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;

export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(base, key);
  };

  return {
    async put(key, data) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a reader (or the static server) never sees half a file.
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, target);
    },

    async open(key) {
      const file = pathOf(key);
      try {
        const stat = await fs.stat(file);
        return { stream: createReadStream(file), size: stat.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },

    async exists(key) {
      return fs
        .access(pathOf(key))
        .then(() => true)
        .catch(() => false);
    },

    async remove(keys) {
      const dirs = new Set<string>();
      for (const key of keys) {
        const file = pathOf(key);
        await fs.rm(file, { force: true });
        dirs.add(path.dirname(file));
      }
      // Drop the per-file folder once empty; a non-empty one is left alone.
      for (const dir of dirs) await fs.rmdir(dir).catch(() => undefined);
    },
  };
}

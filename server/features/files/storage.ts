import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../lib/private-files.ts";

/**
 * Where uploaded bytes live, by key ("<file id>/<name>"): the local disk (one machine) or an
 * S3-compatible bucket (storage-s3.ts, several instances), chosen in files.compose.ts.
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

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(base, key);
  };

  return {
    async put(key, data) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      // Write then rename: a reader (or the static server) never sees half a file.
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, data, { mode: PRIVATE_FILE_MODE });
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

/** A store that failed (unreachable bucket, full disk): 503 with a Spanish message, cause kept for the log. */
export class FileStorageFailed extends AppError {
  constructor(message: string, cause: unknown) {
    super(503, message);
    this.name = "FileStorageFailed";
    this.cause = cause;
  }
}

/**
 * onError hook: the error handler sends AppErrors without logging them; an operator needs to see
 * why the store failed (the cause names the endpoint and the socket error, never a customer's data).
 */
export async function logFileStorageFailures(request: FastifyRequest, _reply: FastifyReply, error: FastifyError) {
  if (error instanceof FileStorageFailed) request.log.error({ err: error.cause }, "file storage failed");
}

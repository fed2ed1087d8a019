import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { BackupError } from "./backup-error.ts";
import type { BackupResult } from "./backup.service.ts";

/**
 * How `npm run backup` reaches the site that holds the embedded database: HTTP over a Unix
 * socket in a folder only the site's user can enter. File permissions are the authentication,
 * so there is no port to expose and no token to leak.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, "run", "control.sock");

type Log = Pick<FastifyBaseLogger, "warn">;

export async function startControlSocket(
  dataDir: string,
  backup: (file: string) => Promise<BackupResult>,
  log: Log,
): Promise<{ close(): Promise<void> }> {
  const socket = controlSocketPath(dataDir);
  await fs.mkdir(path.dirname(socket), { recursive: true, mode: 0o700 });
  await fs.chmod(path.dirname(socket), 0o700);
  // We hold the data directory lock: a socket file left here belongs to a dead process.
  await fs.rm(socket, { force: true });
  const server = http.createServer((req, res) => void answer(req, res, backup));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socket, resolve);
    });
  } catch (err) {
    // A DATA_DIR path too long for a socket name (~107 bytes) only disables site-side backups.
    log.warn(`backup control socket unavailable (${(err as Error).message}); npm run backup needs the site stopped`);
    return { close: async () => {} };
  }
  await fs.chmod(socket, 0o600);
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function answer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  backup: (file: string) => Promise<BackupResult>,
) {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
  if (req.method !== "POST" || req.url !== "/backup") return send(404, { error: "not found" });
  try {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const { file } = JSON.parse(raw) as { file?: unknown };
    if (typeof file !== "string" || !path.isAbsolute(file)) return send(400, { error: "file: absolute path expected" });
    send(200, await backup(file));
  } catch (err) {
    send(500, { error: (err as Error).message });
  }
}

/** Asks the running site to write a backup to `file` (absolute). */
export function requestSiteBackup(dataDir: string, file: string, sitePid: number): Promise<BackupResult> {
  const body = JSON.stringify({ file });
  return new Promise((resolve, reject) => {
    // A Unix socket in DATA_DIR to our own process, never a network address: not a download.
    // eslint-disable-next-line no-restricted-properties
    const req = http.request(
      {
        socketPath: controlSocketPath(dataDir),
        method: "POST",
        path: "/backup",
        headers: { "content-type": "application/json" },
      },
      async (res) => {
        let raw = "";
        for await (const chunk of res) raw += chunk;
        const parsed = JSON.parse(raw || "{}");
        if (res.statusCode === 200) return resolve(parsed as BackupResult);
        reject(
          new BackupError("El sitio no pudo escribir la copia", "The site could not write the backup", parsed.error),
        );
      },
    );
    req.on("error", (err) =>
      reject(
        new BackupError(
          `El sitio (proceso ${sitePid}) usa ${dataDir} pero no atiende copias de seguridad; reinícielo con esta versión o deténgalo`,
          `The site (process ${sitePid}) holds ${dataDir} but does not answer backup requests; restart it with this version or stop it`,
          err.message,
        ),
      ),
    );
    req.end(body);
  });
}

import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { BackupError } from "./backup-error.ts";

const run = promisify(execFile);
// Debian/Ubuntu install every client version side by side here; PATH has only the default one.
const DEBIAN_BIN = "/usr/lib/postgresql";

type Tool = "pg_dump" | "pg_restore" | "psql";

async function versionOf(command: string): Promise<number | null> {
  try {
    const { stdout } = await run(command, ["--version"]);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)/, ""));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function candidates(tool: Tool): string[] {
  let versions: string[] = [];
  try {
    versions = fs.readdirSync(DEBIAN_BIN).filter((v) => /^\d+$/.test(v));
  } catch {
    // not a Debian-style install
  }
  versions.sort((a, b) => Number(b) - Number(a));
  return [...versions.map((v) => path.join(DEBIAN_BIN, v, "bin", tool)), tool];
}

/**
 * A pg_dump / pg_restore / psql able to talk to this server: the client refuses servers newer than
 * itself, so take the newest installed and say plainly when none fits.
 */
export async function findPgTool(tool: Tool, serverMajor: number): Promise<string> {
  let newest = 0;
  for (const command of candidates(tool)) {
    const major = await versionOf(command);
    if (major === null) continue;
    if (major >= serverMajor) return command;
    newest = Math.max(newest, major);
  }
  if (newest === 0) {
    throw new BackupError(
      `No se encontró ${tool}: instale el cliente de PostgreSQL ${serverMajor} o más nuevo (p. ej. apt-get install postgresql-client-${serverMajor})`,
      `${tool} not found: install the PostgreSQL ${serverMajor} (or newer) client (e.g. apt-get install postgresql-client-${serverMajor})`,
    );
  }
  throw new BackupError(
    `${tool} ${newest} no puede trabajar con el servidor PostgreSQL ${serverMajor}: instale postgresql-client-${serverMajor}`,
    `${tool} ${newest} cannot work with PostgreSQL server ${serverMajor}: install postgresql-client-${serverMajor}`,
  );
}

/** The URL without its password (visible to `ps`), and the password in the environment instead. */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return { dbname: parsed.toString(), env };
}

export function runPgTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return exitOf(command, spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] }));
}

/** Resolves when the tool exits 0; otherwise rejects with the end of what it printed on stderr. */
export function exitOf(command: string, child: ChildProcess): Promise<void> {
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) return resolve();
      const tool = path.basename(command);
      reject(new BackupError(`${tool} falló (código ${code})`, `${tool} failed (exit ${code})`, stderr.trim()));
    });
  });
}

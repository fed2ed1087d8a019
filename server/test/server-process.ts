import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { openDatabase, openPglite, type Db } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { startViteInTurn } from "./vite-dev-turns.ts";

/** Test support: the real server (server/main.ts) as a child process, to kill and restart. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  url: string;
  output(): string;
  /** Resolves with the exit code (or the signal name) once the process is gone. */
  exited: Promise<number | string>;
  kill9(): Promise<number | string>;
  stop(): Promise<number | string>;
};

/** Environment for an embedded-database server on dataDir, whatever DATABASE_URL the test run has. */
export const serverEnv = (dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  // Mail as .eml files, and no administrator unless the test asks for one.
  SMTP_URL: "",
  ADMIN_EMAIL: "",
  ADMIN_PASSWORD: "",
  PORT: "0",
  HOST: "127.0.0.1",
  SEED_DEMO: "false",
  LOG_LEVEL: "info",
  ...env,
});

/**
 * Spawns node directly on a TypeScript entry (no npx/tsx wrapper process), so the PID we signal
 * is the one holding the database.
 */
export function spawnEntry(env: NodeJS.ProcessEnv, entry = "server/main.ts") {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | string>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  return { child, output: () => output, exited };
}

/** Starts the server and waits until it listens; throws with its output if it exits first. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
  entry = "server/main.ts",
): Promise<ServerProcess> {
  const launch = () => launchServer(serverEnv(dataDir, env), timeoutMs, entry);
  // main.ts serves the pages through Vite's dev server here; the API-only entries do not.
  return entry === "server/main.ts" ? startViteInTurn(launch) : launch();
}

async function launchServer(env: NodeJS.ProcessEnv, timeoutMs: number, entry: string): Promise<ServerProcess> {
  const { child, output, exited } = spawnEntry(env, entry);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not listen in ${timeoutMs} ms:\n${output()}`)),
      timeoutMs,
    );
    const check = () => {
      const m = /Server listening at (http:\/\/[^"\s]+)/.exec(output());
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on("data", check);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output()}`));
    });
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return { child, pid: child.pid!, url, output, exited, kill9: () => signal("SIGKILL"), stop: () => signal("SIGTERM") };
}

/**
 * A migrated embedded database in dataDir, filled by `fill`, closed again (lock released). Loads
 * the run's migrated template when there is one (a fresh migration on disk takes several seconds).
 */
export async function prepareDataDir(dataDir: string, fill: (db: Db) => Promise<void>): Promise<void> {
  const dump = inject("pgliteDump");
  if (dump) {
    const client = await openPglite(path.join(dataDir, "db"), new Blob([fs.readFileSync(dump)]));
    await client.close();
  }
  const database = await openDatabase({ dataDir });
  try {
    if (!dump) await migrate(database);
    await fill(database.db);
  } finally {
    await database.close();
  }
}

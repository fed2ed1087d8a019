import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unpackArchive } from "./archive.ts";
import { controlSocketPath } from "./control-socket.ts";
import { tempDirsForThisFile } from "./backup.test-support.ts";

const tempDir = tempDirsForThisFile();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const run = promisify(execFile);

const envFor = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  PORT: "0",
  HOST: "127.0.0.1",
  SEED_DEMO: "true",
  LOG_LEVEL: "info",
});

/** The real site (server/main.ts) on its own DATA_DIR; resolves once it listens. */
async function startSite(dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: envFor(dataDir),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start:\n${output}`)), 90_000);
    child.stdout.on("data", () => {
      if (/Server listening at/.test(output) && fs.existsSync(controlSocketPath(dataDir))) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => reject(new Error(`site exited:\n${output}`)));
  });
  return {
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const cli = (script: string, dataDir: string, args: string[]) =>
  run(process.execPath, ["--import", "tsx", `server/features/backup/${script}`, ...args], {
    cwd: root,
    env: envFor(dataDir),
  });

describe("npm run backup while the site runs on the embedded database", () => {
  const dataDir = tempDir("site");
  let site: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    site = await startSite(dataDir);
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("asks the site, which writes the file from its open database", async () => {
    const file = path.join(dataDir, "manual", "copia.tar.gz");
    const { stdout } = await cli("backup-cli.ts", dataDir, [file]);
    expect(stdout).toMatch(/Copia de seguridad escrita \/ Backup written: .*copia\.tar\.gz/);
    const manifest = await unpackArchive(file, tempDir("site-peek"));
    expect(manifest.counts.products).toBe(203);
    expect(fs.statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
  }, 60_000);

  it("refuses to restore into the DATA_DIR the site holds", async () => {
    const file = path.join(dataDir, "manual", "copia.tar.gz");
    const failed = await cli("restore-cli.ts", dataDir, [file, "--force"]).catch((err) => err);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/ya está en uso por el proceso \d+/);
  }, 60_000);
});

import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { unpackArchive } from "./archive.ts";
import { controlSocketPath } from "./control-socket.ts";
import { serverEnv, startServer } from "../../test/server-process.ts";
import { tempDirsForThisFile } from "./backup.test-support.ts";

const tempDir = tempDirsForThisFile();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const run = promisify(execFile);

/** The real site (server/main.ts) on its own DATA_DIR; resolves once it listens and takes orders. */
async function startSite(dataDir: string) {
  const site = await startServer(dataDir, { SEED_DEMO: "true" }, 90_000);
  try {
    await vi.waitFor(() => expect(fs.existsSync(controlSocketPath(dataDir))).toBe(true), { timeout: 30_000 });
  } catch (err) {
    await site.stop();
    throw err;
  }
  return site;
}

const cli = (script: string, dataDir: string, args: string[]) =>
  run(process.execPath, ["--import", "tsx", `server/features/backup/${script}`, ...args], {
    cwd: root,
    env: serverEnv(dataDir),
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

import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";

const FILE = "session-secret";

/**
 * Without SESSION_SECRET the signing secret is generated once and kept in DATA_DIR, readable by
 * its owner only: a fresh install is never signed with the public example value, and restarts
 * keep signed links valid. Several instances on PostgreSQL share nothing on disk, so they need
 * SESSION_SECRET set (docs: README configuration).
 */
export async function withSessionSecret(config: Config): Promise<Config> {
  if (config.session.secretFromEnv) return config;
  const file = path.join(config.dataDir, FILE);
  const secret = (await readSecret(file)) ?? (await createSecret(file));
  return { ...config, session: { ...config.session, secret } };
}

async function readSecret(file: string) {
  try {
    const value = (await readFile(file, "utf8")).trim();
    return value.length >= 32 ? value : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

async function createSecret(file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  // flag "wx": two processes starting at once must not overwrite each other's secret.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return (await readSecret(file))!;
    throw err;
  }
  await chmod(file, 0o600);
  return secret;
}

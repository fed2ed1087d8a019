import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createProduct } from "./seed/factories.ts";
import { openDatabase } from "./client.ts";
import { products } from "./schema/index.ts";
import { prepareDataDir, serverEnv, spawnEntry } from "../test/server-process.ts";

/** Issue 27: a database that cannot open after a crash is set aside and the newest backup restored. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "damaged-db-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function run(entry: string, env: Record<string, string> = {}) {
  const p = spawnEntry(serverEnv(dir, env), entry);
  return { code: await p.exited, output: p.output() };
}

describe("start-up on a damaged embedded database", () => {
  it("says so, moves the directory aside, and `npm run restore --latest` brings back the newest backup", async () => {
    await prepareDataDir(dir, async (db) => {
      await createProduct(db, { sku: "DAMAGE-1" });
    });
    const backup = await run("server/features/backup/backup-cli.ts");
    expect(backup.code, backup.output).toBe(0);

    // What a cut in the middle of a write can leave: PostgreSQL's control file overwritten.
    const control = path.join(dir, "db", "global", "pg_control");
    fs.writeFileSync(control, Buffer.alloc(fs.statSync(control).size, 0x5a));

    const start = await run("server/main.ts");
    expect(start.code).toBe(1);
    expect(start.output).toContain(`La base de datos de ${path.join(dir, "db")} no se puede abrir: está dañada`);
    expect(start.output).toContain("npm run restore --latest");
    expect(start.output).not.toMatch(/^\s+at /m);
    const aside = fs.readdirSync(dir).filter((n) => n.startsWith("damaged-"));
    expect(aside).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, aside[0], "db", "PG_VERSION"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "db"))).toBe(false);

    // How npm hands `npm run restore --latest` to the script.
    const restore = await run("server/features/backup/restore-cli.ts", { npm_config_latest: "true" });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain("Newest backup:");

    const database = await openDatabase({ dataDir: dir });
    try {
      const found = await database.db.select({ n: count() }).from(products).where(eq(products.sku, "DAMAGE-1"));
      expect(found[0].n).toBe(1);
    } finally {
      await database.close();
    }
  }, 240_000);
});

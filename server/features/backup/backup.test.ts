import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, wrapPglite, type Database } from "../../db/client.ts";
import { brands, categories } from "../../db/schema/index.ts";
import { DataDirLockedError, lockDataDir } from "../../db/data-dir-lock.ts";
import { testConfig } from "../../test/app.ts";
import { unpackArchive } from "./archive.ts";
import { BackupError } from "./backup-error.ts";
import { createBackupRepository } from "./backup.repository.ts";
import { contentsOf, fillSample, openEmbedded, tempDirsForThisFile } from "./backup.test-support.ts";
import { writeBackup } from "./backup.service.ts";
import { restoreBackup } from "./restore.service.ts";

const tempDir = tempDirsForThisFile();

const settings = (dataDir: string) => testConfig({ DATA_DIR: dataDir, DATABASE_URL: "" });

describe("embedded backup and restore", () => {
  const source = tempDir("src");
  const file = path.join(tempDir("out"), "copia.tar.gz");
  let expected: Awaited<ReturnType<typeof contentsOf>>;

  beforeAll(async () => {
    const database = await openEmbedded(source);
    try {
      await fillSample(database, source);
      expected = await contentsOf(database, settings(source).uploadsDir);
      await writeBackup(settings(source), database, file);
    } finally {
      await database.close();
    }
  });
  afterAll(() => {
    fs.rmSync(source, { recursive: true, force: true });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it("writes one private file with a manifest that counts what it holds", async () => {
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const manifest = await unpackArchive(file, tempDir("peek"));
    expect(manifest).toMatchObject({ format: "andes-backup", version: 1, kind: "pglite" });
    expect(manifest.counts).toMatchObject({ products: 203, messages: 1, files: 1 });
    expect(manifest.uploads.files).toBe(Object.keys(expected.uploads).length);
    expect(expected.products).toHaveLength(203);
  });

  it("brings a fresh DATA_DIR back to the same catalogue, requests and image bytes", async () => {
    const target = tempDir("dst");
    await restoreBackup(settings(target), file, { force: false });
    const database = wrapPglite(await openPglite(path.join(target, "db")));
    try {
      expect(await contentsOf(database, settings(target).uploadsDir)).toEqual(expected);
    } finally {
      await database.close();
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it("refuses a non-empty DATA_DIR unless forced, and then keeps the replaced data aside", async () => {
    const target = tempDir("busy");
    fs.mkdirSync(path.join(target, "uploads", "old"), { recursive: true });
    fs.writeFileSync(path.join(target, "uploads", "old", "a.png"), "previous");
    await expect(restoreBackup(settings(target), file, { force: false })).rejects.toThrow(BackupError);
    expect(fs.readdirSync(target).sort()).toEqual(["uploads"]);

    const { keptAt } = await restoreBackup(settings(target), file, { force: true });
    expect(fs.readFileSync(path.join(keptAt!, "uploads", "old", "a.png"), "utf8")).toBe("previous");
    expect(fs.existsSync(path.join(target, "db", "PG_VERSION"))).toBe(true);
    fs.rmSync(target, { recursive: true, force: true });
  });

  it("refuses while a process holds the DATA_DIR", async () => {
    const target = tempDir("locked");
    const lock = lockDataDir(target);
    try {
      await expect(restoreBackup(settings(target), file, { force: true })).rejects.toThrow(DataDirLockedError);
    } finally {
      lock.release();
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it("refuses a file that is not a backup", async () => {
    const target = tempDir("bad");
    const bogus = path.join(target, "x.tar.gz");
    fs.writeFileSync(bogus, "not a tarball");
    await expect(restoreBackup(settings(path.join(target, "data")), bogus, { force: false })).rejects.toThrow(
      /no es una copia/,
    );
    fs.rmSync(target, { recursive: true, force: true });
  });
});

describe("embedded backup while the site writes", () => {
  it("holds whole transactions only: counts in the manifest match the restored rows", async () => {
    const source = tempDir("busy-src");
    const target = tempDir("busy-dst");
    const database: Database = await openEmbedded(source);
    const file = path.join(source, "copia.tar.gz");
    try {
      await fillSample(database, source);
      const writes = writeLoad(database);
      await new Promise((r) => setTimeout(r, 50));
      const { manifest } = await writeBackup(settings(source), database, file);
      await writes.stop();
      expect(manifest.counts.brands).toBeGreaterThan(7);
      // restoreBackup itself fails when the restored counts differ from the manifest.
      await restoreBackup(settings(target), file, { force: false });
      const restored = wrapPglite(await openPglite(path.join(target, "db")));
      try {
        const counts = await createBackupRepository(restored.db).counts();
        expect(counts.brands).toBe(manifest.counts.brands);
        // Each write added one brand and one category together: never half of one.
        expect(counts.brands - 7).toBe(counts.categories - 10);
      } finally {
        await restored.close();
      }
    } finally {
      await database.close();
      fs.rmSync(source, { recursive: true, force: true });
      fs.rmSync(target, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Brands and categories inserted in pairs, one transaction each, until stopped. */
function writeLoad(database: Database) {
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      // PGlite answers without I/O: yield, as requests arriving over the network would.
      await new Promise((resolve) => setImmediate(resolve));
      await database.db.transaction(async (tx) => {
        await tx.insert(brands).values({ name: `Carga ${i}` });
        await tx.insert(categories).values({ name: `Carga ${i}` });
      });
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}

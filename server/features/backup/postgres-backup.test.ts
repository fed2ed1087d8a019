import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { connectPostgres } from "../../db/client.ts";
import { BackupError } from "./backup-error.ts";
import { contentsOf, fillSample, tempDirsForThisFile } from "./backup.test-support.ts";
import { writeBackup } from "./backup.service.ts";
import { restoreBackup } from "./restore.service.ts";

const tempDir = tempDirsForThisFile();

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("PostgreSQL backup and restore (pg_dump / pg_restore)", () => {
  const suffix = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const names = { source: `backup_src_${suffix}`, target: `backup_dst_${suffix}` };
  const urlOf = (name: string) => Object.assign(new URL(url!), { pathname: `/${name}` }).toString();
  const settings = (dataDir: string, name: string) => ({
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    databaseUrl: urlOf(name),
    s3: undefined,
  });
  const dirs = { source: "", target: "" };
  let file = "";
  const admin = new pg.Client({ connectionString: url });
  let expected: Awaited<ReturnType<typeof contentsOf>>;

  beforeAll(async () => {
    Object.assign(dirs, { source: tempDir("pg-src"), target: tempDir("pg-dst") });
    file = path.join(dirs.source, "copia.tar.gz");
    await admin.connect();
    await admin.query(`CREATE DATABASE ${names.source} TEMPLATE ${inject("pgTemplate")}`);
    await admin.query(`CREATE DATABASE ${names.target}`);
    const source = connectPostgres(urlOf(names.source), 3);
    try {
      await fillSample(source, dirs.source);
      expected = await contentsOf(source, path.join(dirs.source, "uploads"));
      await writeBackup(settings(dirs.source, names.source), source, file);
    } finally {
      await source.close();
    }
  });
  afterAll(async () => {
    for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("restores into an empty database the same catalogue, requests and image bytes", async () => {
    await restoreBackup(settings(dirs.target, names.target), file, { force: false });
    const target = connectPostgres(urlOf(names.target), 2);
    try {
      expect(expected.products).toHaveLength(203);
      expect(await contentsOf(target, path.join(dirs.target, "uploads"))).toEqual(expected);
    } finally {
      await target.close();
    }
  });

  it("refuses a database with tables unless forced, and then backs it up first", async () => {
    await expect(restoreBackup(settings(dirs.target, names.target), file, { force: false })).rejects.toThrow(
      BackupError,
    );
    const { keptAt } = await restoreBackup(settings(dirs.target, names.target), file, { force: true });
    expect(keptAt).toMatch(/before-restore-\d{8}-\d{6}\.tar\.gz$/);
    expect(fs.existsSync(keptAt!)).toBe(true);
  });

  it("refuses an embedded backup", async () => {
    const manifestOnly = tempDir("pg-kind");
    const { packArchive } = await import("./archive.ts");
    fs.writeFileSync(
      path.join(manifestOnly, "manifest.json"),
      JSON.stringify({ format: "andes-backup", version: 1, kind: "pglite", counts: {}, uploads: {} }),
    );
    const bogus = path.join(dirs.target, "embebida.tar.gz");
    await packArchive(manifestOnly, path.join(manifestOnly, "none"), bogus);
    await expect(restoreBackup(settings(dirs.target, names.target), bogus, { force: true })).rejects.toThrow(
      /mismo tipo/,
    );
    fs.rmSync(manifestOnly, { recursive: true, force: true });
  });
});

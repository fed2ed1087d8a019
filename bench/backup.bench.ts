import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { loadConfig } from "../server/config.ts";
import { connectPostgres, openPglite, wrapPglite, type Database } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { seedDemoCatalogIfEmpty } from "../server/db/seed/seed.ts";
import { writeBackup } from "../server/features/backup/backup.service.ts";
import { restoreBackup } from "../server/features/backup/restore.service.ts";
import { createLocalStorage } from "../server/features/files/storage.ts";
import { createScratchDatabase } from "../server/test/postgres.ts";
import { loadBenchCatalog } from "./catalog-data.ts";
import { BENCH_POSTGRES_URL, fmt } from "./lib.ts";

/**
 * `npm run bench backup`: backup size and time, the longest wait a request sees while the
 * backup runs, and restore time, for the demo catalogue and for 10,000 products, on the
 * embedded database and on PostgreSQL (BENCH_DATABASE_URL, default the local server). Each
 * case also carries 20 uploaded images of ~100 KB.
 */
const LARGE = Number(process.env.BENCH_BACKUP_PRODUCTS ?? 10_000);

type Target = { database: Database; url?: string; drop(): Promise<void> };

async function embedded(dataDir: string): Promise<Target> {
  const database = wrapPglite(await openPglite(path.join(dataDir, "db")));
  await migrate(database);
  let dropped = false;
  return {
    database,
    drop: async () => {
      if (!dropped) await database.close();
      dropped = true;
    },
  };
}

/** A new database (migrated unless it is a restore target); drop() closes and removes it once. */
async function postgres(name: string, migrated: boolean): Promise<Target> {
  const scratch = await createScratchDatabase(BENCH_POSTGRES_URL, name);
  const database = connectPostgres(scratch.url, 4);
  if (migrated) await migrate(database);
  let dropped = false;
  return {
    database,
    url: scratch.url,
    async drop() {
      if (dropped) return;
      dropped = true;
      await database.close();
      await scratch.drop();
    },
  };
}

async function addImages(uploadsDir: string) {
  const storage = createLocalStorage(uploadsDir);
  for (let i = 0; i < 20; i++) {
    const noise = Buffer.from(Array.from({ length: 160 * 160 * 3 }, (_, j) => (i * 31 + j * 7919) % 251));
    const image = await sharp(noise, { raw: { width: 160, height: 160, channels: 3 } })
      .resize(400, 300)
      .jpeg({ quality: 92 })
      .toBuffer();
    await storage.put(`bench-${i}/original.jpg`, image);
  }
}

/**
 * What a visitor would wait while `work` runs: the slowest of back-to-back trivial queries, or
 * the longest stall of the event loop (PGlite runs in this thread, so its dump stalls it).
 */
async function longestWait(database: Database, work: Promise<unknown>): Promise<number> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let done = false;
  void work.finally(() => (done = true));
  let worst = 0;
  while (!done) {
    const t0 = performance.now();
    await database.db.execute(sql`SELECT 1`);
    worst = Math.max(worst, performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  loop.disable();
  return Math.max(worst, loop.max / 1e6);
}

async function measure(kind: "pglite" | "postgres", label: string, fill: (db: Database) => Promise<void>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `bench-backup-${label}-`));
  const source = path.join(root, "source");
  const settings = (dataDir: string, url?: string) => ({ ...loadConfig({ DATA_DIR: dataDir }), databaseUrl: url });
  const from =
    kind === "pglite" ? await embedded(source) : await postgres(`bench_backup_${label}_${process.pid}`, true);
  const to = kind === "postgres" ? await postgres(`bench_restore_${label}_${process.pid}`, false) : null;
  try {
    await fill(from.database);
    await addImages(path.join(source, "uploads"));
    const file = path.join(root, "backup.tar.gz");
    const backup = writeBackup(settings(source, from.url), from.database, file);
    const wait = await longestWait(from.database, backup);
    const { bytes, ms, pauseMs, manifest } = await backup;
    await from.drop();
    const restored = await restoreBackup(settings(path.join(root, "restored"), to?.url), file, { force: false });
    console.log(
      `${kind.padEnd(8)} ${String(manifest.counts.products).padStart(6)} products: backup ${fmt(ms / 1000)} s, ` +
        `${fmt(bytes / 2 ** 20, 1)} MB (images ${fmt(manifest.uploads.bytes / 2 ** 20, 1)} MB), ` +
        `database paused ${pauseMs} ms, longest request wait ${fmt(wait, 0)} ms; restore ${fmt(restored.ms / 1000)} s`,
    );
  } finally {
    await from.drop();
    await to?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

export async function runBackupBench() {
  const demo = async (db: Database) => void (await seedDemoCatalogIfEmpty(db.db));
  const large = (db: Database) => loadBenchCatalog(db.db, LARGE);
  for (const kind of ["pglite", "postgres"] as const) {
    await measure(kind, "demo", demo);
    await measure(kind, "large", large);
  }
}

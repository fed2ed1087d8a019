import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { setDamagedDatabaseAside } from "./damaged-data-dir.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { pgliteStorage, type EmbeddedSync } from "./pglite-sync.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** Both drivers share this type, so repositories never know which one runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repository methods accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: for work that needs one connection of its own (session advisory locks). */
  pool?: pg.Pool;
  close(): Promise<void>;
};

// numeric comes back as a string (exact money); int8 counts as JS numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export const pgliteExtensions = { unaccent, pg_trgm };

/**
 * The embedded database's buffer cache. PostgreSQL's default (128 MB) lives inside PGlite's
 * WebAssembly memory, which never shrinks; measured, 32 MB takes ~100 MB off the process's steady
 * RSS (ADR 025), and a demo-sized catalogue fits in it whole. The files themselves stay in the
 * operating system's page cache.
 */
const PGLITE_CONF = ["shared_buffers=32MB"];

/** In memory without `dataDir`; on disk, synced at each commit unless `sync` is "off" (ADR 032). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob, sync: EmbeddedSync = "commit"): Promise<PGlite> {
  const options = { extensions: pgliteExtensions, loadDataDir, postgresqlconf: PGLITE_CONF };
  if (!dataDir) return PGlite.create(options);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const { dataDir: dir, ...storage } = pgliteStorage(dataDir, sync);
  return PGlite.create(dir, { ...options, ...storage });
}

export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
  };
}

/** The PGlite under drizzle (drizzle keeps it as $client), for what needs the engine itself. */
export function pgliteOf(database: Database): PGlite {
  const client = (database.db as unknown as { $client?: PGlite }).$client;
  if (database.kind !== "pglite" || !client) throw new Error("not an embedded database");
  return client;
}

/**
 * Resolves once the queries started so far have left: pg-pool hands an idle client over on the
 * next tick, so work done before awaiting this runs before the query is even sent. PGlite answers
 * in this process: nothing to overlap, and a tick costs nothing.
 */
export const queriesSent = () => new Promise<void>((resolve) => process.nextTick(resolve));

export function connectPostgres(url: string, max = 10): Database {
  // The catalogue's working set lives in memory: the default random_page_cost (4, for spinning
  // disks) keeps the planner from combining the trigram and filter indexes (2× slower searches).
  // Set at connection start-up, not by a query on "connect" that the first real query would race.
  // Without a connect timeout an unreachable server (dropped packets) hangs requests forever;
  // with it they fail and the error handler answers 503.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    options: "-c random_page_cost=1.1",
  });
  // An idle client killed by the server (restart, failover, admin) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on("error", (err) => console.warn(`postgres pool: idle client error (${err.message})`));
  return {
    db: drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db,
    kind: "postgres",
    pool,
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL server when DATABASE_URL is set, otherwise the embedded database in DATA_DIR/db,
 * held exclusively until close() (throws DataDirLockedError while another process holds it).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  embeddedSync?: EmbeddedSync;
}): Promise<Database> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl);
  const lock = lockDataDir(opts.dataDir);
  const dbDir = path.join(opts.dataDir, "db");
  let client: PGlite;
  try {
    client = await openPglite(dbDir, undefined, opts.embeddedSync);
  } catch (err) {
    try {
      throw setDamagedDatabaseAside(opts.dataDir, dbDir, err) ?? err;
    } finally {
      lock.release();
    }
  }
  const database = wrapPglite(client);
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        lock.release();
      }
    },
  };
}

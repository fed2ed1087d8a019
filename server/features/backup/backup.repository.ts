import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { brands, categories, files, messages, products, quotations, users } from "../../db/schema/index.ts";
import type { Counts } from "./archive.ts";

// Any constant: the same on every instance sharing the database.
const DAILY_BACKUP_LOCK = 724_311_011;

export function createBackupRepository(db: Db) {
  return {
    async counts(tx: Tx = db): Promise<Counts> {
      const n = async (table: PgTable) => {
        const [row] = await tx.select({ n: count() }).from(table);
        return Number(row.n);
      };
      return {
        products: await n(products),
        brands: await n(brands),
        categories: await n(categories),
        quotations: await n(quotations),
        messages: await n(messages),
        files: await n(files),
        users: await n(users),
      };
    },

    /** Every storage key the files table names: originals and their variants. */
    async fileKeys(tx: Tx = db): Promise<string[]> {
      const rows = await tx.select({ key: files.storage_key, variants: files.variants }).from(files);
      return rows.flatMap((r) => [r.key, ...r.variants.map((v) => v.key)]);
    },

    async appliedMigrations(tx: Tx = db): Promise<number> {
      const result = await tx.execute(sql`
        SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },

    /** True when the database holds any table of ours (or anyone's) outside the system schemas. */
    async hasTables(): Promise<boolean> {
      const result = await db.execute(sql`
        SELECT EXISTS (SELECT 1 FROM information_schema.tables
          WHERE table_schema NOT IN ('pg_catalog', 'information_schema')) AS found`);
      return rowsOf<{ found: boolean }>(result)[0]?.found === true;
    },

    async serverMajorVersion(): Promise<number> {
      const result = await db.execute(sql`SELECT current_setting('server_version_num')::int AS v`);
      return Math.floor(rowsOf<{ v: number }>(result)[0].v / 10_000);
    },

    /**
     * One repeatable-read transaction: counts and the dump see the same data. `exportSnapshot`
     * names it for pg_dump --snapshot (PostgreSQL only).
     */
    snapshot<T>(fn: (tx: Tx, counts: Counts, migrations: number) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => fn(tx, await this.counts(tx), await this.appliedMigrations(tx)), {
        isolationLevel: "repeatable read",
        accessMode: "read only",
      });
    },

    async exportSnapshot(tx: Tx): Promise<string> {
      const result = await tx.execute(sql`SELECT pg_export_snapshot() AS id`);
      return rowsOf<{ id: string }>(result)[0].id;
    },

    /** Writes every dirty page to the data files, so a copy of them needs no WAL replay. */
    async checkpoint(tx: Tx): Promise<void> {
      await tx.execute(sql`CHECKPOINT`);
    },

    /** Runs fn when no other instance is taking the daily backup; null when one is. */
    withDailyBackupLock<T>(fn: () => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        const result = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${DAILY_BACKUP_LOCK}) AS got`);
        return rowsOf<{ got: boolean }>(result)[0]?.got ? fn() : null;
      });
    },
  };
}

export type BackupRepository = ReturnType<typeof createBackupRepository>;

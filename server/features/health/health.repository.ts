import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

type Row = { applied: string | null };

export function createHealthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },

    /**
     * The newest migration applied (drizzle records each by its folder timestamp), or null before
     * the first one; also a ping, since it reaches the database.
     */
    async lastAppliedMigration(): Promise<number | null> {
      const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as applied`);
      if (!(exists as unknown as { rows: { applied: boolean }[] }).rows[0]?.applied) return null;
      const result = await db.execute(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
      const applied = (result as unknown as { rows: Row[] }).rows[0]?.applied;
      return applied == null ? null : Number(applied);
    },
  };
}

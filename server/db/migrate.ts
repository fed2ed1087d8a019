import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.ts";

// Bundled builds set MIGRATIONS_DIR; from source the folder sits beside this file.
export const migrationsFolder =
  process.env.MIGRATIONS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Any constant works; it only has to be the same for every instance migrating the same database
// (and differ from the seed's, server/db/seed/seed.ts).
const MIGRATION_LOCK = 724_311_000;

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === "pglite") return migratePglite(database.db as never, config);
  if (!database.pool) return migratePg(database.db as never, config);
  // Several instances starting at once: the first migrates, the others wait for it and then find
  // nothing left to do. A session lock on one connection, because each migration is its own
  // transaction and the wait must cover them all.
  const client = await database.pool.connect();
  let broken: unknown;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzle(client), config);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } catch (err) {
    broken = err;
    throw err;
  } finally {
    // A connection whose unlock failed may still hold the lock: destroy it rather than reuse it.
    client.release(broken instanceof Error ? broken : undefined);
  }
}

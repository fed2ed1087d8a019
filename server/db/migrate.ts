import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.ts";

// Bundled builds set MIGRATIONS_DIR; from source the folder sits beside this file.
export const migrationsFolder =
  process.env.MIGRATIONS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === "pglite") await migratePglite(database.db as never, config);
  else await migratePg(database.db as never, config);
}

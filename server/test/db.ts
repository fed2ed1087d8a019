import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { connectPostgres, openPglite, wrapPglite, type Database } from "../db/client.ts";

/** A fresh, migrated, empty database for one test file (PGlite by default, PostgreSQL with DATABASE_URL). */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = inject("pgTemplate");
  if (url && template) {
    const name = `test_${process.ppid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = connectPostgres(target.toString(), 5);
    return {
      ...database,
      async close() {
        await database.close();
        // pool.end() resolves before its sockets are gone; dropping now would kill live backends.
        for (let i = 0; i < 100; i++) {
          const r = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
          if (r.rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject("pgliteDump"));
  return wrapPglite(await openPglite(undefined, new Blob([dump])));
}

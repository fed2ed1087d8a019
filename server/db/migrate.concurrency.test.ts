import { randomBytes } from "node:crypto";
import { count, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { connectPostgres } from "./client.ts";
import { migrate } from "./migrate.ts";
import { products } from "./schema/index.ts";
import { DEMO_PRODUCTS } from "./seed/demo-catalog.ts";
import { seedDemoCatalogIfEmpty } from "./seed/seed.ts";

const url = process.env.DATABASE_URL;

describe("several instances starting at once on one empty PostgreSQL database", () => {
  // PGlite is one process by construction (the data-directory lock); this is PostgreSQL's case.
  it.skipIf(!url)(
    "all migrate and seed without error; the demo catalogue is loaded once",
    async () => {
      const name = `start_${process.pid}_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const target = new URL(url!);
      target.pathname = `/${name}`;
      const instances = [1, 2, 3].map(() => connectPostgres(target.toString(), 3));
      try {
        const seeded = await Promise.all(
          instances.map(async (database) => {
            await migrate(database);
            return seedDemoCatalogIfEmpty(database.db);
          }),
        );
        expect(seeded.filter(Boolean)).toHaveLength(1);
        const db = instances[0].db;
        const [row] = await db.select({ n: count() }).from(products);
        expect(row.n).toBe(DEMO_PRODUCTS.length);
        const applied = (await db.execute(
          sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
        )) as unknown as {
          rows: { n: number }[];
        };
        const journal = (await import("./migrations/meta/_journal.json", { with: { type: "json" } })).default;
        expect(applied.rows[0].n).toBe(journal.entries.length);
      } finally {
        await Promise.all(instances.map((d) => d.close()));
        // pool.end() resolves before its sockets are gone; dropping now would warn about killed backends.
        for (let i = 0; i < 100; i++) {
          const r = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
          if (r.rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );
});

import { randomBytes } from "node:crypto";
import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "../test/postgres.ts";
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
      const scratch = await createScratchDatabase(url!, `start_${process.pid}_${randomBytes(4).toString("hex")}`);
      const instances = [1, 2, 3].map(() => connectPostgres(scratch.url, 3));
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
        await scratch.drop();
      }
    },
    120_000,
  );
});

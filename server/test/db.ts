import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { connectPostgres, openPglite, wrapPglite, type Database } from "../db/client.ts";
import { createScratchDatabase } from "./postgres.ts";

/**
 * A fresh, migrated, empty database for one test file (PGlite by default, PostgreSQL with
 * DATABASE_URL). On PostgreSQL it also says its own address, for what connects by URL (pg_dump).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  const template = inject("pgTemplate");
  if (url && template) {
    const scratch = await createScratchDatabase(
      url,
      `test_${process.ppid}_${randomBytes(4).toString("hex")}`,
      template,
    );
    const database = connectPostgres(scratch.url, 5);
    return {
      ...database,
      url: scratch.url,
      async close() {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const dump = fs.readFileSync(inject("pgliteDump"));
  return wrapPglite(await openPglite(undefined, new Blob([dump])));
}

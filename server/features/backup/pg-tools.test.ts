import { describe, expect, it } from "vitest";
import { BackupError } from "./backup-error.ts";
import { connectionFor, findPgTool } from "./pg-tools.ts";

describe("PostgreSQL client tools", () => {
  it("says in both languages which client to install when none fits the server", async () => {
    const err = await findPgTool("pg_dump", 99).catch((e) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect(err.message).toMatch(/postgresql-client-99.* \/ .*postgresql-client-99/);
  });

  it("keeps the password off the command line", () => {
    const { dbname, env } = connectionFor("postgres://andes:cl%40ve@db.local:5432/catalogo");
    expect(dbname).toBe("postgres://andes@db.local:5432/catalogo");
    expect(env.PGPASSWORD).toBe("cl@ve");
  });
});

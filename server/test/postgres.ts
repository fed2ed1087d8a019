import pg from "pg";

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/**
 * A new database on the PostgreSQL server of `serverUrl` (a copy of `template` when given), for a
 * test file, a test or a benchmark. drop() removes it once and ends the admin connection.
 */
export async function createScratchDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      // pool.end() resolves before its backends are gone; dropping at once would kill live ones.
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

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectPostgres, openPglite, wrapPglite } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

/**
 * Migrates one template database per run; each test file then gets its own copy of it
 * (a PGlite loaded from a dump, or a PostgreSQL database created from the template).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `test_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = connectPostgres(target.toString(), 1);
    await migrate(database);
    await database.close();
    project.provide("pgTemplate", template);
    project.provide("pgliteDump", "");
    return async () => {
      const dbs = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `test_${process.pid}_%`,
      ]);
      for (const { datname } of dbs.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await openPglite();
  await migrate(wrapPglite(client));
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(os.tmpdir(), `pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDump", file);
  project.provide("pgTemplate", "");
  return () => fs.rmSync(file, { force: true });
}

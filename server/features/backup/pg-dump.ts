import { spawn } from "node:child_process";
import { Transform } from "node:stream";
import type { Counts } from "./archive.ts";
import type { BackupRepository } from "./backup.repository.ts";
import { connectionFor, exitOf, findPgTool, runPgTool } from "./pg-tools.ts";

/**
 * pg_dump in custom format (uncompressed: the archive gzips everything once), reading the
 * snapshot our transaction exported, so the dump and the manifest counts agree even while the
 * site writes.
 */
export async function dumpPostgres(
  url: string,
  repo: BackupRepository,
  file: string,
): Promise<{ counts: Counts; migrations: number; pauseMs: number }> {
  const pgDump = await findPgTool("pg_dump", await repo.serverMajorVersion());
  const { dbname, env } = connectionFor(url);
  return repo.snapshot(async (tx, counts, migrations) => {
    const snapshot = await repo.exportSnapshot(tx);
    const args = ["--format=custom", "--compress=0", "--no-owner", "--no-privileges", `--snapshot=${snapshot}`];
    await runPgTool(pgDump, [...args, `--file=${file}`, `--dbname=${dbname}`], env);
    // MVCC: the site's reads and writes go on while pg_dump reads the snapshot.
    return { counts, migrations, pauseMs: 0 };
  });
}

const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";

/**
 * pg_restore's script, run by psql in one transaction (a failure leaves the database as it was).
 * The script empties search_path; our SQL functions (search_fold → f_unaccent) name each other
 * unqualified and are inlined into generated columns, so with an empty path the products table
 * cannot even be created. The script's header line is the one place that path is set: we set it
 * to public there, which is what the migrations ran with.
 */
export async function restorePostgres(url: string, repo: BackupRepository, file: string, replace: boolean) {
  const major = await repo.serverMajorVersion();
  const [pgRestore, psql] = [await findPgTool("pg_restore", major), await findPgTool("psql", major)];
  const { dbname, env } = connectionFor(url);
  const args = ["--no-owner", "--no-privileges", ...(replace ? ["--clean", "--if-exists"] : [])];
  const restore = spawn(pgRestore, [...args, "--file=-", file], { env, stdio: ["ignore", "pipe", "pipe"] });
  const apply = spawn(
    psql,
    [
      "--quiet",
      "--no-psqlrc",
      "--single-transaction",
      "-v",
      "ON_ERROR_STOP=1",
      "--output=/dev/null",
      `--dbname=${dbname}`,
    ],
    {
      env,
      stdio: ["pipe", "ignore", "pipe"],
    },
  );
  restore.stdout.pipe(searchPathToPublic()).pipe(apply.stdin);
  await Promise.all([exitOf(pgRestore, restore), exitOf(psql, apply)]);
}

function searchPathToPublic(): Transform {
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString("utf8");
      // The header is a few hundred bytes; past 64 KB there is no such line to fix.
      if (!head.includes(EMPTY_SEARCH_PATH) && head.length < 65_536) return callback();
      done = true;
      callback(null, head.replace(EMPTY_SEARCH_PATH, "SELECT pg_catalog.set_config('search_path', 'public', false);"));
    },
    flush(callback) {
      callback(null, done ? undefined : head);
    },
  });
}

import type { Counts } from "./archive.ts";
import type { BackupRepository } from "./backup.repository.ts";
import { connectionFor, findPgTool, runPgTool } from "./pg-tools.ts";

/**
 * pg_dump in custom format (uncompressed: the archive gzips everything once), reading the
 * snapshot our transaction exported, so the dump and the manifest counts agree even while the
 * site writes.
 */
export async function dumpPostgres(
  url: string,
  repo: BackupRepository,
  file: string,
): Promise<{ counts: Counts; migrations: number }> {
  const pgDump = await findPgTool("pg_dump", await repo.serverMajorVersion());
  const { dbname, env } = connectionFor(url);
  return repo.snapshot(async (tx, counts, migrations) => {
    const snapshot = await repo.exportSnapshot(tx);
    const args = ["--format=custom", "--compress=0", "--no-owner", "--no-privileges", `--snapshot=${snapshot}`];
    await runPgTool(pgDump, [...args, `--file=${file}`, `--dbname=${dbname}`], env);
    return { counts, migrations };
  });
}

/** pg_restore in one transaction: a failure leaves the database as it was. */
export async function restorePostgres(url: string, repo: BackupRepository, file: string, replace: boolean) {
  const pgRestore = await findPgTool("pg_restore", await repo.serverMajorVersion());
  const { dbname, env } = connectionFor(url);
  const args = ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error"];
  if (replace) args.push("--clean", "--if-exists");
  await runPgTool(pgRestore, [...args, `--dbname=${dbname}`, file], env);
}

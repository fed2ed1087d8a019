import fs from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { openPglite, pgliteOf, type Database } from "../../db/client.ts";
import type { Counts } from "./archive.ts";
import type { BackupRepository } from "./backup.repository.ts";
import { PRIVATE_FILE_MODE } from "../../lib/private-files.ts";

/**
 * Copies the data directory of a live PGlite. PGlite runs one statement at a time and a
 * transaction holds it until commit, so inside our own transaction nothing else runs: the copy,
 * taken right after a checkpoint, holds exactly the committed data the counts saw. Other requests
 * wait for the copy (a pause measured in ADR 011), they do not fail.
 */
export async function dumpPglite(
  database: Database,
  repo: BackupRepository,
  file: string,
): Promise<{ counts: Counts; migrations: number; pauseMs: number }> {
  const client = pgliteOf(database);
  const started = performance.now();
  const { blob, counts, migrations } = await repo.snapshot(async (tx, counts, migrations) => {
    await repo.checkpoint(tx);
    return { blob: await client.dumpDataDir("none"), counts, migrations };
  });
  const pauseMs = Math.round(performance.now() - started);
  await fs.writeFile(file, Buffer.from(await blob.arrayBuffer()), { mode: PRIVATE_FILE_MODE });
  return { counts, migrations, pauseMs };
}

/** Creates a data directory at `dir` from a dump; the caller closes the returned engine. */
export async function loadPglite(dir: string, dumpFile: string): Promise<PGlite> {
  const dump = await fs.readFile(dumpFile);
  return openPglite(dir, new Blob([dump]));
}

import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "../../db/migrate.ts";
import { AppError } from "../../lib/errors.ts";

export const NOT_READY = "El servicio se está iniciando o actualizando. Intenta nuevamente en unos segundos.";

/** The timestamp of the newest migration this build carries (what drizzle records when applied). */
export function latestMigrationOfBuild(folder = migrationsFolder): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * Ready: the database answers and holds every migration of this build. A database still being
 * migrated (by another instance, or restored from an older backup) is refused with 503, like an
 * unreachable one (the error handler turns connection errors into 503 too).
 */
export function createReadiness(repo: { lastAppliedMigration(): Promise<number | null> }, latest: number) {
  return async () => {
    const applied = await repo.lastAppliedMigration();
    if (applied === null || applied < latest) throw new AppError(503, NOT_READY);
    return { migrations: "applied" as const };
  };
}

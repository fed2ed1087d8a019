import fs from "node:fs";
import path from "node:path";

/**
 * The embedded database exists but PostgreSQL cannot start on it (a disk that lost writes it had
 * acknowledged, a file truncated or overwritten by hand). The directory has been moved aside,
 * nothing deleted, and the operator is told how to go on (ADR 032).
 */
export class DatabaseDamagedError extends Error {
  constructor(
    readonly dbDir: string,
    readonly keptAt: string,
    cause: unknown,
  ) {
    super(
      `La base de datos de ${dbDir} no se puede abrir: está dañada (¿un corte de energía o un fallo del disco?). ` +
        `Se apartó, sin borrar nada, a ${keptAt}. Para volver a la copia de seguridad más reciente: npm run restore --latest` +
        `\nThe database in ${dbDir} cannot be opened: it is damaged (a power cut or a disk failure?). ` +
        `It was moved aside, nothing deleted, to ${keptAt}. To go back to the newest backup: npm run restore --latest`,
      { cause },
    );
    this.name = "DatabaseDamagedError";
    this.stack = `${this.name}: ${this.message}`;
  }
}

const stamp = (d = new Date()) => d.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

/**
 * After PGlite failed to open `dbDir`: a directory that holds a database (PG_VERSION) is moved to
 * DATA_DIR/damaged-<time>/db and the error to show is returned; anything else (no database there
 * yet, a problem that is not the files') is left as it was and gets null.
 */
export function setDamagedDatabaseAside(dataDir: string, dbDir: string, cause: unknown): DatabaseDamagedError | null {
  if (!fs.existsSync(path.join(dbDir, "PG_VERSION"))) return null;
  const keep = path.join(dataDir, `damaged-${stamp()}`);
  fs.mkdirSync(keep, { recursive: true, mode: 0o700 });
  const keptAt = path.join(keep, path.basename(dbDir));
  fs.renameSync(dbDir, keptAt);
  return new DatabaseDamagedError(dbDir, keptAt, cause);
}

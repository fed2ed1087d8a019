/** `npm run restore FILE [--force]`: back into this environment's DATA_DIR or DATABASE_URL. */
import { loadConfig } from "../../config.ts";
import { BackupError } from "./backup-error.ts";
import { describeContents, failed } from "./cli-output.ts";
import { restoreBackup } from "./restore.service.ts";
import { PRIVATE_UMASK } from "../../lib/private-files.ts";

async function run() {
  const args = process.argv.slice(2);
  // `npm run restore FILE --force` hands --force to npm, which passes it on only as this variable.
  const force = args.includes("--force") || process.env.npm_config_force === "true";
  const files = args.filter((a) => a !== "--force");
  if (files.length !== 1) {
    throw new BackupError("Uso: npm run restore ARCHIVO [--force]", "Usage: npm run restore FILE [--force]");
  }
  // What this command writes into DATA_DIR is owner-only, as the server's files are.
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  const result = await restoreBackup(config, files[0], { force });
  const target = config.databaseUrl ? "PostgreSQL" : config.dataDir;
  console.log(
    `Copia restaurada en ${target} en ${(result.ms / 1000).toFixed(1)} s / Backup restored into ${target}: ` +
      `${describeContents(result.manifest)} (copia del / taken ${result.manifest.created_at})`,
  );
  if (result.keptAt)
    console.log(`Los datos reemplazados se conservan en / The replaced data is kept in: ${result.keptAt}`);
}

run().catch(failed);

/** `npm run restore FILE [--force]` or `npm run restore --latest`: back into this environment's DATA_DIR or DATABASE_URL. */
import { loadConfig } from "../../config.ts";
import { BackupError } from "./backup-error.ts";
import { backupsDirOf } from "./backup.service.ts";
import { describeContents, failed } from "./cli-output.ts";
import { latestNeedsNoForce, newestBackup } from "./latest-backup.ts";
import { restoreBackup } from "./restore.service.ts";
import { PRIVATE_UMASK } from "../../lib/private-files.ts";

const USAGE = new BackupError(
  "Uso: npm run restore ARCHIVO [--force] | npm run restore --latest",
  "Usage: npm run restore FILE [--force] | npm run restore --latest",
);

async function run() {
  const args = process.argv.slice(2);
  // npm keeps --force and --latest for itself and passes them on only as these variables.
  const force = args.includes("--force") || process.env.npm_config_force === "true";
  const latest = args.includes("--latest") || process.env.npm_config_latest === "true";
  const files = args.filter((a) => a !== "--force" && a !== "--latest");
  if (latest ? files.length !== 0 : files.length !== 1) throw USAGE;
  // What this command writes into DATA_DIR is owner-only, as the server's files are.
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  const file = latest ? await newestBackup(backupsDirOf(config)) : files[0];
  if (latest) console.log(`Copia más reciente / Newest backup: ${file}`);
  const replace = force || (latest && !config.databaseUrl && (await latestNeedsNoForce(config.dataDir)));
  const result = await restoreBackup(config, file, { force: replace });
  const target = config.databaseUrl ? "PostgreSQL" : config.dataDir;
  console.log(
    `Copia restaurada en ${target} en ${(result.ms / 1000).toFixed(1)} s / Backup restored into ${target}: ` +
      `${describeContents(result.manifest)} (copia del / taken ${result.manifest.created_at})`,
  );
  if (result.keptAt)
    console.log(`Los datos reemplazados se conservan en / The replaced data is kept in: ${result.keptAt}`);
}

run().catch(failed);

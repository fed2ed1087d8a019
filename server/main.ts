import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { DatabaseDamagedError } from "./db/damaged-data-dir.ts";
import { migrate } from "./db/migrate.ts";
import { seedDemoCatalogIfEmpty } from "./db/seed/seed.ts";
import { seedDemoDatasheets } from "./db/seed/demo-datasheets.ts";
import { buildApp } from "./app.ts";
import { mountWeb } from "./web/mount.ts";
import { startSiteBackups } from "./features/backup/site-backups.ts";
import { serverJobs, startJobs, type RunningJobs } from "./jobs/index.ts";
import { withSessionSecret } from "./features/auth/session-secret.ts";
import { prepareFirstRun } from "./features/auth/first-run.ts";
import { loadDotEnv } from "./lib/env-file.ts";
import { collectWhenQuiet } from "./lib/idle-collection.ts";
import { logOutput } from "./lib/log-output.ts";
import { makeDataDirPrivate } from "./lib/private-files.ts";

/** Process entry: config → database → API → web pages → listen, and a graceful close. */
async function main() {
  loadDotEnv();
  // Before anything is written: the session secret, the database, mail and uploads.
  const privacy = makeDataDirPrivate(loadConfig().dataDir);
  const config = await withSessionSecret(loadConfig());
  const database = await openDatabase(config);
  await migrate(database);
  // PGlite chmods a few files of its own to 0644 as it opens; the folders were 0700 throughout.
  makeDataDirPrivate(config.dataDir);
  const app = await buildApp({
    config,
    database,
    logger: await logOutput(config),
  });
  if (privacy.changed > 0)
    app.log.info(`DATA_DIR: ${privacy.changed} archivos y carpetas pasaron a ser solo del propietario`);
  if (privacy.refused.length > 0)
    app.log.warn(
      `DATA_DIR: ${privacy.refused.length} archivos de otro usuario siguen legibles por otros (p. ej. ${privacy.refused[0]}); cámbialos con chown/chmod`,
    );
  if (config.seedDemo) {
    const seeded = await seedDemoCatalogIfEmpty(database.db);
    if (seeded) {
      app.log.info(`demo catalogue seeded: ${seeded.products} products`);
      // A catalogue without its datasheets still works: a storage failure is logged, not fatal.
      await seedDemoDatasheets(database.db, app.services.files).then(
        (n) => app.log.info(`demo datasheets attached: ${n}`),
        (err: unknown) => app.log.error({ err }, "demo datasheets not attached"),
      );
    }
  }
  const firstRun = await prepareFirstRun(app.services.auth, config, app.log);
  await mountWeb(app, config, database);
  collectWhenQuiet(app);

  let backups: Awaited<ReturnType<typeof startSiteBackups>> | undefined;
  let jobs: RunningJobs | undefined;
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await jobs?.stop();
      await backups?.stop();
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void close("SIGINT"));
  process.on("SIGTERM", () => void close("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  backups = await startSiteBackups(config, database, app.log);
  // Every recurring job (outbox, purges, expiry, backups, index warm-up): server/jobs, ADR 047.
  jobs = startJobs(
    serverJobs({ services: app.services, config, database, backup: backups.backup, log: app.log }),
    app.log,
  );
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const siteUrl = config.publicUrlSet ? config.publicUrl : `http://localhost:${port}`;
  if (config.isProduction && !config.publicUrlSet) {
    app.log.warn(
      "PUBLIC_URL no está definido: las páginas usan la dirección de cada visita, pero los correos salen sin enlaces (p. ej. al estado de la cotización), porque un enlace de correo nunca se toma de la visita. Define PUBLIC_URL con la dirección pública del sitio.",
    );
  }
  // The address and the setup link close the start-up output, where a newcomer looks for them.
  app.log.info(`${config.company.name}: ${siteUrl}`);
  firstRun.announce(siteUrl);
}

main().catch((err) => {
  // A refused data directory is an operator's situation, not a crash: one readable line.
  const expected = err instanceof DataDirLockedError || err instanceof DatabaseDamagedError;
  console.error(expected ? err.message : err);
  process.exit(1);
});

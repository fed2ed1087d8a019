/** `npm run db:seed`: migrate and load the demo catalogue into an empty database. */
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../client.ts";
import { DataDirLockedError } from "../data-dir-lock.ts";
import { migrate } from "../migrate.ts";
import { createFilesServices } from "../../features/files/files.compose.ts";
import { seedDemoDatasheets } from "./demo-datasheets.ts";
import { seedDemoCatalogIfEmpty } from "./seed.ts";
import { PRIVATE_UMASK } from "../../lib/private-files.ts";

async function run() {
  // What this command writes into DATA_DIR is owner-only, as the server's files are.
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const started = performance.now();
    const result = await seedDemoCatalogIfEmpty(database.db);
    const datasheets = result ? await seedDemoDatasheets(database.db, createFilesServices(database.db, config)) : 0;
    const ms = Math.round(performance.now() - started);
    if (!result) {
      console.log(
        "El catálogo ya tiene datos: no se cargó nada. / The catalogue already has data: nothing was seeded.",
      );
      return;
    }
    console.log(
      `Catálogo de demostración cargado en ${ms} ms / Demo catalogue seeded in ${ms} ms: ` +
        `${result.products} productos, ${result.brands} marcas, ${result.categories} categorías, ` +
        `${result.subcategories} subcategorías, ${result.features} características, ` +
        `${result.productApplications} aplicaciones de producto, ${result.accessories} accesorios, ` +
        `${result.related} productos relacionados, ${datasheets} fichas técnicas (PDF).`,
    );
  } finally {
    await database.close();
  }
}

run().catch((err) => {
  // The site holding the data directory is an expected situation: say so in one line.
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exitCode = 1;
});

import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { prepareFirstRun } from "../features/auth/first-run.ts";

/**
 * Test entry: the API on the environment's database, as server/main.ts opens it, without the
 * pages (Vite dev mode takes most of a start on a loaded machine and no API test needs it).
 */
const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);
const app = await buildApp({ config, database });
// ADMIN_EMAIL/ADMIN_PASSWORD create the first administrator, as a real start does.
await prepareFirstRun(app.services.auth, config, app.log);
const url = await app.listen({ port: config.port, host: config.host });
console.log(`Server listening at ${url}`);
const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on("SIGTERM", () => void close());
process.on("SIGINT", () => void close());

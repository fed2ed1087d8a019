// `npm run lint:openapi`: builds the API (in-memory database, nothing listens), writes its
// OpenAPI document to a temp file and runs Redocly's linter on it (redocly.yaml): 0 errors or exit 1.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openPglite, wrapPglite } from "../server/db/client.ts";

const database = wrapPglite(await openPglite());
const app = await buildApp({ config: loadConfig({ NODE_ENV: "test", SEED_DEMO: "false" }), database });
await app.ready();
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "openapi-")), "openapi.json");
fs.writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();

const bin = path.resolve("node_modules/.bin/redocly");
const res = spawnSync(bin, ["lint", file, "--format=stylish"], {
  stdio: "inherit",
  env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
});
console.log(`OpenAPI document: ${file}`);
process.exit(res.status ?? 1);

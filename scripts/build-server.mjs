// Bundles the server entry into build/server/main.js (dependencies stay in node_modules) and
// copies the SQL migrations beside it, so `npm start` runs plain JavaScript.
import fs from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
fs.cpSync("server/db/migrations", "build/server/migrations", { recursive: true });

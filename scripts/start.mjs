// `npm start`: builds the site only when its sources changed since the last build, then serves
// it. A second start therefore serves in seconds, and a newcomer sees one line while the build
// runs instead of the bundler's chunk table and its deprecation notices (printed only if the
// build fails, when they are worth reading).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { SERVER_NODE_FLAGS, serverEnv } from "./server-process.mjs";
import { BUILD_STAMP, buildIsCurrent, sourcesHash } from "./sources-hash.mjs";

function buildIfChanged() {
  const current = sourcesHash();
  if (buildIsCurrent(current)) return;
  console.log("Compilando el sitio (la primera vez y tras cada cambio del código; tarda uno o dos minutos)…");
  fs.rmSync(BUILD_STAMP, { force: true }); // a build that fails halfway is not current either
  const build = spawnSync("npm", ["run", "--silent", "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? "");
    process.stderr.write(build.stderr ?? "");
    console.error("La compilación falló: el detalle está arriba.");
    process.exit(build.status ?? 1);
  }
  fs.writeFileSync(BUILD_STAMP, current);
}

buildIfChanged();
// The flags and allocator settings that bound the server's memory (ADR 054).
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server/main.js"], {
  stdio: "inherit",
  env: serverEnv({ ...process.env, NODE_ENV: "production" }),
});
// Ctrl-C reaches both processes (same terminal group); the server's own exit code is ours.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

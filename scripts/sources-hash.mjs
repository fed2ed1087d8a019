// What `npm start` and the e2e run compare to decide whether the build is current
// (scripts/start.mjs, scripts/e2e.mjs).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Everything a build reads: the three source trees, the build configuration and the lock file. */
const SOURCES = [
  "web",
  "server",
  "contracts",
  "scripts/build-server.mjs",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** The hash of the sources the build in build/ was made from. */
export const BUILD_STAMP = "build/.sources-hash";

function* files(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) return yield entry;
  for (const name of fs.readdirSync(entry).sort()) {
    // Tests are not part of the build: editing one should not cost a rebuild.
    if (/\.test\.tsx?$/.test(name)) continue;
    yield* files(path.join(entry, name));
  }
}

/** A hash of the sources' paths and contents (not mtimes: a fresh clone has new mtimes). */
export function sourcesHash(root = ".") {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of files(path.join(root, source))) {
      hash
        .update(`${path.relative(root, file)}\0`)
        .update(fs.readFileSync(file))
        .update("\0");
    }
  }
  return hash.digest("hex");
}

/** Whether build/ under `root` was made from sources with this hash (the stamp written after each build). */
export function buildIsCurrent(hash, root = ".") {
  const stamp = path.join(root, BUILD_STAMP);
  return (
    fs.existsSync(path.join(root, "build/server/main.js")) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, "utf8") === hash
  );
}

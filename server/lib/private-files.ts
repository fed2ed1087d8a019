import fs from "node:fs";
import path from "node:path";

/** Owner-only modes for everything the site keeps on disk (ADR 028). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Files and folders this process creates get no group or other bits, whatever the caller forgot. */
export const PRIVATE_UMASK = 0o077;

/**
 * DATA_DIR holds every request, password hash and upload, and the embedded database that any local
 * account could otherwise write into. At start: new files owner-only from now on (umask), and the
 * directory with everything already under it set to 0700/0600. Symbolic links are not followed.
 * Returns how many modes were changed, and the paths this user may not change (owned by another).
 */
export function makeDataDirPrivate(dataDir: string): { changed: number; refused: string[] } {
  process.umask(PRIVATE_UMASK);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return restrictTree(path.resolve(dataDir));
}

function restrictTree(root: string) {
  let changed = 0;
  const refused: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop()!;
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(current);
    } catch {
      continue; // Removed meanwhile (a temporary file): nothing to protect.
    }
    if (stat.isSymbolicLink()) continue;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) {
      try {
        fs.chmodSync(current, wanted);
        changed += 1;
      } catch {
        refused.push(current);
      }
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(current)) pending.push(path.join(current, name));
  }
  return { changed, refused };
}

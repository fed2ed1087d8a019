import fs from "node:fs";
import path from "node:path";

/**
 * One process at a time on an embedded data directory: PGlite has no lock of its own, and two
 * processes writing the same files lose data. Hand-written on fs because the rule is small and
 * must survive kill -9: the lock file names its holder's PID, and a lock whose PID is gone is
 * taken over, so a crash never blocks the next start.
 */
export class DataDirLockedError extends Error {
  declare readonly dir: string;
  declare readonly pid: number;

  constructor(dir: string, pid: number) {
    super(
      `El directorio de datos ${dir} ya está en uso por el proceso ${pid} (otra instancia del sitio o un ` +
        `comando como npm run db:seed); detén ese proceso o usa otro DATA_DIR. / The data directory ${dir} ` +
        `is in use by process ${pid} (another instance of the site or a command such as npm run db:seed); ` +
        `stop that process or use another DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
    // Entry points print the error as is: one readable line, not a stack trace of our internals.
    this.stack = `${this.name}: ${this.message}`;
    // Non-enumerable, so console.error(err) does not append "{ dir, pid }" to that line.
    Object.defineProperty(this, "dir", { value: dir, enumerable: false });
    Object.defineProperty(this, "pid", { value: pid, enumerable: false });
  }
}

const LOCK_FILE = "db.lock";
/** Lock files this process holds (a container restart can give us the PID of a dead holder). */
const held = new Set<string>();
let exitHookInstalled = false;

export function lockDataDir(dir: string): { release(): void } {
  const absolute = path.resolve(dir);
  const file = path.join(absolute, LOCK_FILE);
  fs.mkdirSync(absolute, { recursive: true });
  // A few rounds only: each one either takes the lock, refuses, or clears one stale lock.
  for (let round = 0; round < 5; round++) {
    if (tryCreate(file)) return hold(file);
    const pid = readPid(file);
    if (pid === undefined) continue; // released between our two calls: try again
    if (pid !== null && isLiveHolder(file, pid)) throw new DataDirLockedError(absolute, pid);
    const taker = removeStale(file, pid);
    if (taker !== null) throw new DataDirLockedError(absolute, taker);
  }
  throw new DataDirLockedError(absolute, readPid(file) ?? 0);
}

/** PID of the live process holding the directory, or null when it is free (or its holder died). */
export function lockHolder(dir: string): number | null {
  const file = path.join(path.resolve(dir), LOCK_FILE);
  const pid = readPid(file);
  return pid != null && isLiveHolder(file, pid) ? pid : null;
}

/** Writes the PID to a private file, then links it into place: the lock never exists half-written. */
function tryCreate(file: string): boolean {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${process.pid}\n`, { flag: "wx" });
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function hold(file: string): { release(): void } {
  held.add(file);
  installExitHook();
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      unlinkIfOurs(file);
      held.delete(file);
    },
  };
}

// The normal path releases in close(); this covers a process.exit() that skipped it.
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const file of held) unlinkIfOurs(file);
  });
}

function unlinkIfOurs(file: string) {
  if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
}

/** undefined: no lock file; null: unreadable content (treated as stale). */
function readPid(file: string): number | null | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isLiveHolder(file: string, pid: number): boolean {
  // Our own PID in a lock we did not take: a previous run in a container where PIDs repeat.
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, owned by another user.
    return (err as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

/**
 * Moves the stale lock aside before deleting it, so two processes clearing the same stale lock
 * cannot delete each other's fresh one. Returns the PID of a live taker we moved by mistake
 * (after putting its lock back), or null when the stale lock is gone.
 */
function removeStale(file: string, stalePid: number | null): number | null {
  const aside = `${file}.${process.pid}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
  const moved = readPid(aside);
  if (moved === stalePid || moved == null || !isLiveHolder(file, moved)) {
    fs.rmSync(aside, { force: true });
    return null;
  }
  try {
    fs.linkSync(aside, file);
  } catch {
    // Someone else took the free slot meanwhile; the taker we moved will find the lock is not its own.
  }
  fs.rmSync(aside, { force: true });
  return moved;
}

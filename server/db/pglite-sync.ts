import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/**
 * Whether the embedded database forces each commit to the disk (ADR 032). `commit` (default):
 * PostgreSQL runs with `fsync = on` and every sync it asks for reaches the operating system, so
 * an answered request survives a power cut. `off`: PGlite's own defaults (no sync at all).
 */
export type EmbeddedSync = "commit" | "off";

/** The part of Emscripten's Node file system this file touches (not in PGlite's types). */
type NodeFsStream = { nfd?: number };
type EmscriptenNodeFs = {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
  tryFSOperation<T>(op: () => T): T;
};

/**
 * PGlite's Node file system has no `fsync` of its own, so PostgreSQL's fsync()/fdatasync() calls
 * return success without reaching the kernel (measured with strace: zero sync calls, ADR 032).
 * This one gives each open file's fsync a real `fdatasync` (the data plus the size needed to read
 * it back; what PostgreSQL's `wal_sync_method = fdatasync` would do). Errors go back to
 * PostgreSQL as errno, which PANICs on a failed data-file sync as it does on any server.
 */
class SyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS["init"]>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    // Installed before PostgreSQL starts, so crash recovery's own checkpoint is synced too.
    const patch = (mod: unknown) => {
      const nodefs = (mod as { NODEFS?: EmscriptenNodeFs }).NODEFS;
      if (!nodefs) throw new Error("PGlite without NODEFS: cannot sync the embedded database (ADR 032)");
      nodefs.stream_ops.fsync = (stream) =>
        nodefs.tryFSOperation(() => {
          if (stream.nfd !== undefined) fs.fdatasyncSync(stream.nfd);
          return 0;
        });
    };
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun: [...preRun, patch] } };
  }
}

/**
 * PGlite's start-up flags with `-F` (fsync off) removed, and the WAL synced with fsync(): PGlite's
 * fdatasync() is a no-op stub compiled into the module, while fsync() goes through the file
 * system above (one `fdatasync` per commit on the kernel's side).
 */
function durableStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  if (!defaults?.includes("-F")) throw new Error("PGlite's start-up flags changed: review ADR 032 before upgrading");
  return [...defaults.filter((p) => p !== "-F"), "-c", "wal_sync_method=fsync"];
}

/** What PGlite.create needs for an on-disk database with the given sync mode. */
export function pgliteStorage(dataDir: string, sync: EmbeddedSync) {
  if (sync === "off") return { dataDir };
  return { dataDir: undefined, fs: new SyncingNodeFS(dataDir), startParams: durableStartParams() };
}

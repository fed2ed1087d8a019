import type { SearchSnapshot } from "./search-index.build.ts";
import { buildSearchIndex, type SearchIndex } from "./search-index.ts";

/**
 * How searches use the in-memory index (ADR 027): `background` answers from SQL while the index
 * is rebuilt after a catalogue write (no request waits for a rebuild); `wait` rebuilds before
 * answering (tests, so every search assertion runs through the index); `off` never builds it.
 */
export type SearchIndexMode = "background" | "wait" | "off";

type Deps = {
  mode: SearchIndexMode;
  readVersion: () => Promise<number>;
  /** Undefined when the catalogue changed while it was read: no index this time, SQL answers. */
  loadSnapshot: () => Promise<SearchSnapshot | undefined>;
  /** A failed rebuild is logged and retried on the next search; SQL answers meanwhile. */
  onError: (err: unknown) => void;
};

/**
 * Background rebuilds start at most this often: a burst of writes (staff saving product after
 * product, an import in steps) costs one rebuild per interval, not one per write; SQL answers
 * in between, so nothing stale is shown.
 */
const MIN_REBUILD_INTERVAL_MS = 10_000;

export function createSearchIndexHolder({ mode, readVersion, loadSnapshot, onError }: Deps) {
  let index: SearchIndex | undefined;
  let building: Promise<SearchIndex | undefined> | undefined;
  let lastStart = -Infinity;
  let scheduled: NodeJS.Timeout | undefined;

  /** One rebuild at a time; a search arriving during it shares it. */
  function rebuild(): Promise<SearchIndex | undefined> {
    if (building) return building;
    lastStart = Date.now();
    building = loadSnapshot()
      .then((snapshot) => snapshot && buildSearchIndex(snapshot))
      .then((built) => (built ? (index = built) : undefined))
      .catch((err: unknown) => {
        onError(err);
        return undefined;
      })
      .finally(() => (building = undefined));
    return building;
  }

  function rebuildSoon() {
    if (building || scheduled) return;
    const wait = lastStart + MIN_REBUILD_INTERVAL_MS - Date.now();
    if (wait <= 0) void rebuild();
    else {
      scheduled = setTimeout(() => {
        scheduled = undefined;
        void rebuild();
      }, wait);
      scheduled.unref();
    }
  }

  return {
    /** The index when it holds this catalogue version (read by the caller); otherwise undefined: use SQL. */
    async current(version: number): Promise<SearchIndex | undefined> {
      if (mode === "off") return undefined;
      if (index?.version === version) return index;
      if (mode === "background") {
        rebuildSoon();
        return undefined;
      }
      const rebuilt = await rebuild();
      return rebuilt?.version === version ? rebuilt : undefined;
    },

    /** Builds the index for the catalogue as it is now (start-up, benchmarks). */
    async warm(): Promise<void> {
      if (mode === "off") return;
      const version = await readVersion();
      if (index?.version !== version) await rebuild();
    },
  };
}

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
  /**
   * How long a visitor's request may still carry a version it read before a newer one was seen
   * (the catalogue's freshness window): after that, an index of an older version answers nobody.
   */
  staleAfterMs?: number;
};

/**
 * Background rebuilds start at most this often: a burst of writes (staff saving product after
 * product, an import in steps) costs one rebuild per interval, not one per write; SQL answers
 * in between, so nothing stale is shown.
 */
const MIN_REBUILD_INTERVAL_MS = 10_000;

export function createSearchIndexHolder({ mode, readVersion, loadSnapshot, onError, staleAfterMs = 0 }: Deps) {
  let index: SearchIndex | undefined;
  let building: Promise<SearchIndex | undefined> | undefined;
  let lastStart = -Infinity;
  let scheduled: NodeJS.Timeout | undefined;
  /** The version the latest search or warm-up read, matching the index or not. */
  let lastAsked: number | undefined;
  let release: NodeJS.Timeout | undefined;

  /**
   * Once a search reads another version than the index's, and the freshness window has passed (no
   * request can still carry the index's version), the index is let go (ADR 054): it weighs as
   * much as the one a rebuild is making, and a rebuild that held both needed 3.5× the index's
   * memory at its peak. SQL answers meanwhile, as it answers every search during a rebuild.
   */
  function releaseWhenStale() {
    if (!index || index.version === lastAsked || release) return;
    const drop = () => {
      release = undefined;
      if (index && index.version !== lastAsked) index = undefined;
    };
    if (staleAfterMs <= 0) return drop();
    release = setTimeout(drop, staleAfterMs);
    release.unref();
  }

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
      .finally(() => {
        building = undefined;
        releaseWhenStale();
      });
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
      lastAsked = version;
      if (index?.version === version) return index;
      releaseWhenStale();
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
      lastAsked = version;
      releaseWhenStale();
      if (index?.version !== version) await rebuild();
    },
  };
}

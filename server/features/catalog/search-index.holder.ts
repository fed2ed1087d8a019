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
  loadSnapshot: () => Promise<SearchSnapshot>;
  /** A failed rebuild is logged and retried on the next search; SQL answers meanwhile. */
  onError: (err: unknown) => void;
};

export function createSearchIndexHolder({ mode, readVersion, loadSnapshot, onError }: Deps) {
  let index: SearchIndex | undefined;
  let building: Promise<SearchIndex | undefined> | undefined;

  /** One rebuild at a time; a search arriving during it shares it. */
  const rebuild = () =>
    (building ??= loadSnapshot()
      .then(buildSearchIndex)
      .then((built) => (index = built))
      .catch((err: unknown) => {
        onError(err);
        return undefined;
      })
      .finally(() => (building = undefined)));

  return {
    /** The index when it holds this catalogue version (read by the caller); otherwise undefined: use SQL. */
    async current(version: number): Promise<SearchIndex | undefined> {
      if (mode === "off") return undefined;
      if (index?.version === version) return index;
      if (mode === "background") {
        void rebuild();
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

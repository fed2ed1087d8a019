import { LRUCache } from "lru-cache";

/**
 * Caches computed values under a data version read from the database. A value is served only
 * while the version it was computed at is current. The version itself is re-read at most once
 * per `freshnessMs` (0: on every call), so a write made anywhere shows within that window.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- LRUCache's own bound on values
export function createVersionedCache<V extends {}>(opts: {
  max: number;
  freshnessMs: number;
  readVersion: () => Promise<number>;
}) {
  const cache = new LRUCache<string, { version: number; value: V }>({ max: opts.max });
  const currentVersion = versionReader(opts);

  return {
    async get(key: string, compute: () => Promise<V>): Promise<V> {
      const version = await currentVersion();
      const hit = cache.get(key);
      if (hit && hit.version === version) return hit.value;
      const value = await compute();
      // Stored under the version read before computing: if a write landed meanwhile, the next
      // read sees a newer version and recomputes.
      cache.set(key, { version, value });
      return value;
    },
    /** The data version now, re-read at most once per freshness window (shared with `get`). */
    currentVersion,
    clear: () => cache.clear(),
  };
}

/**
 * The data version, re-read at most once per `freshnessMs` (0: on every call). When the window
 * closes under a crowd, every call waiting at that moment shares one read: on PostgreSQL a
 * hundred of them had queued on the pool's ten connections (ADR 061). With no window each call
 * reads for itself, started after the call, as callers of a fresh read expect.
 */
export function versionReader(opts: { freshnessMs: number; readVersion: () => Promise<number> }) {
  let known: { version: number; at: number } | undefined;
  let reading: Promise<number> | undefined;
  const readNow = async (now: number) => {
    known = { version: await opts.readVersion(), at: now };
    return known.version;
  };
  return async (): Promise<number> => {
    const now = Date.now();
    if (known && now - known.at < opts.freshnessMs) return known.version;
    if (opts.freshnessMs === 0) return readNow(now);
    reading ??= readNow(now).finally(() => (reading = undefined));
    return reading;
  };
}

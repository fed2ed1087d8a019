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
  let known: { version: number; at: number } | undefined;
  // When the window closes under a crowd, every request waiting at that moment shares one read:
  // on PostgreSQL a hundred of them queued on the pool's ten connections. With no window (0)
  // each call reads for itself, started after the call, as callers of a fresh read expect.
  let reading: Promise<number> | undefined;

  const readNow = async (now: number) => {
    known = { version: await opts.readVersion(), at: now };
    return known.version;
  };
  const currentVersion = async () => {
    const now = Date.now();
    if (known && now - known.at < opts.freshnessMs) return known.version;
    if (opts.freshnessMs === 0) return readNow(now);
    reading ??= readNow(now).finally(() => (reading = undefined));
    return reading;
  };

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

import { LRUCache } from "lru-cache";

/**
 * Caches computed values under a data version read from the database. A value is served only
 * while the version it was computed at is still current, so any write (from any process) makes
 * it stale at once; the version check itself is one primary-key read.
 */
export function createVersionedCache<V extends {}>(opts: { max: number; readVersion: () => Promise<number> }) {
  const cache = new LRUCache<string, { version: number; value: V }>({ max: opts.max });
  return {
    async get(key: string, compute: () => Promise<V>): Promise<V> {
      const version = await opts.readVersion();
      const hit = cache.get(key);
      if (hit && hit.version === version) return hit.value;
      const value = await compute();
      // Stored under the version read before computing: if a write landed meanwhile, the next
      // read sees a newer version and recomputes.
      cache.set(key, { version, value });
      return value;
    },
    clear: () => cache.clear(),
  };
}

import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Database } from "../db/client.ts";
import { createRateLimitRepository, type RateLimitRepository } from "./rate-limit.repository.ts";

// Expired rows are dead weight only (a hit on an expired key resets it), so sweeping once a few
// minutes per process is plenty.
const SWEEP_EVERY_MS = 5 * 60_000;

// The plugin's types name the route options, but at run time child() gets the merged limit
// options with the route under `routeInfo` (as its own RedisStore reads them).
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * The `store` option of @fastify/rate-limit. On PostgreSQL the counters live in the rate_limits
 * table, so a limit holds across every instance on the database. On the embedded database (one
 * process) they live in memory, but one set per database and `namespace`: every registration of
 * a namespace (the API's send routes and the pages' forms, say) then counts in one budget per
 * address, as on PostgreSQL (issue 20). `namespace` separates budgets that count the same
 * client address (requests, auth).
 */
export function rateLimitStore(database: Database, namespace: string): FastifyRateLimitStoreCtor {
  let stores = storesOf.get(database);
  if (!stores) storesOf.set(database, (stores = new Map()));
  let store = stores.get(namespace);
  if (!store) {
    const counters = database.kind === "postgres" ? createRateLimitRepository(database.db) : createMemoryCounters();
    stores.set(namespace, (store = createPgRateLimitStore(counters, namespace)));
  }
  return store;
}

const storesOf = new WeakMap<Database, Map<string, FastifyRateLimitStoreCtor>>();

type Counters = Pick<RateLimitRepository, "hit" | "sweep">;

/** The rate_limits table's fixed windows, in this process's memory (the embedded database's). */
export function createMemoryCounters(): Counters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.endsAt <= now) windows.set(key, (w = { count: 0, endsAt: now + windowMs }));
      w.count += 1;
      return { count: w.count, ttlMs: w.endsAt - now };
    },
    async sweep() {
      const now = Date.now();
      for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
    },
  };
}

/** A store over fixed-window counters: the rate_limits table, or memory (createMemoryCounters). */
export function createPgRateLimitStore(
  repo: Counters,
  namespace: string,
  sweepEveryMs = SWEEP_EVERY_MS,
): FastifyRateLimitStoreCtor {
  let lastSweep = Date.now();
  const maybeSweep = () => {
    if (Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    // Best effort: a failed sweep leaves rows for the next one; the request is not affected.
    repo.sweep().catch(() => undefined);
  };

  return class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = `${namespace}:`,
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore["incr"]>[1], timeWindow: number) {
      repo.hit(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
      maybeSweep();
    }

    /** A route with its own limit counts apart from its siblings, as the in-memory store does. */
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      const { method = "", url = "" } = (routeOptions as unknown as ChildOptions).routeInfo ?? {};
      return new PgRateLimitStore({}, `${this.prefix}${[method].flat().join(",")} ${url}:`);
    }
  };
}

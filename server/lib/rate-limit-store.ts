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
 * The `store` option of @fastify/rate-limit: counters in PostgreSQL's rate_limits table, so a
 * limit holds across every instance on the database. Undefined for the embedded database (one
 * process), which keeps the plugin's in-memory store. `namespace` separates registrations that
 * count the same client address (leads, auth).
 */
export function rateLimitStore(database: Database, namespace: string): FastifyRateLimitStoreCtor | undefined {
  if (database.kind !== "postgres") return undefined;
  return createPgRateLimitStore(createRateLimitRepository(database.db), namespace);
}

export function createPgRateLimitStore(
  repo: Pick<RateLimitRepository, "hit" | "sweep">,
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

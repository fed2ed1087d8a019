import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/rate-limits.ts";

const now = sql`now()`;
const expired = sql`${rateLimits.expires_at} <= ${now}`;

/** Fixed-window counters in PostgreSQL, counted by the database's clock so instances agree. */
export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one request for `key` in one statement (concurrent instances cannot lose a count); an
     * expired window starts over at 1. Returns the count and the window's remaining milliseconds.
     */
    async hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
      const rows = await db
        .insert(rateLimits)
        .values({ key, count: 1, expires_at: sql`${now} + ${windowMs}::int * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            expires_at: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expires_at} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          // Clamped to the window: a racing transaction that started a moment before the one that
          // opened the window would otherwise read a few ms more than the window itself.
          ttlMs: sql<number>`least(${windowMs}, greatest(0, ceil(extract(epoch from ${rateLimits.expires_at} - ${now}) * 1000)))::int`,
        });
      return rows[0];
    },

    /** Deletes windows that ended; they would only be reset by their next request otherwise. */
    async sweep(): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.expires_at, now));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

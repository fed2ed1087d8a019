import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request counters of @fastify/rate-limit shared by every instance on one PostgreSQL database
 * (server/lib/rate-limit-store.ts). A row is one key's fixed window; expired rows are reused by
 * the next request or swept.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_expires").on(t.expires_at)],
);

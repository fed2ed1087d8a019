import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf, todayEc } from "./quotes.repository.ts";

/** Weeks of history on the sales dashboard (requests per week, median, top products). */
export const STATS_WEEKS = 12;

const GENUINE = sql.raw(`(l.spam_reasons IS NULL OR l.marked_genuine_at IS NOT NULL)`);
// Local (Ecuador) time of a timestamptz column, so weeks and months start at local midnight.
const local = (col: string) => sql.raw(`(${col} AT TIME ZONE 'America/Guayaquil')`);
// One quote per request: its latest sent version. A superseded version was replaced by a newer
// one, so it is neither sent, expired nor decided as far as the figures go.
const LATEST_SENT = sql.raw(`q.version = (SELECT max(v.version) FROM quotes v WHERE v.quotation_id = q.quotation_id)`);

/** The sales dashboard's figures, each one SQL aggregate (numbers in JS, money as decimal strings). */
export function createQuoteStatsRepository(db: Db) {
  return {
    async requestsPerWeek(at?: Date) {
      return rowsOf<{ week: string; requests: number }>(
        db,
        sql`WITH weeks AS (
              SELECT generate_series(date_trunc('week', ${todayEc(at)}::timestamp) - interval '${sql.raw(String(STATS_WEEKS - 1))} weeks',
                                     date_trunc('week', ${todayEc(at)}::timestamp), interval '1 week') AS week)
            SELECT to_char(w.week, 'YYYY-MM-DD') AS week, count(l.id)::int AS requests
              FROM weeks w
              LEFT JOIN quotations l ON date_trunc('week', ${local("l.created_at")}) = w.week AND ${GENUINE}
             GROUP BY w.week ORDER BY w.week`,
      );
    },

    async quoteCounts(at?: Date) {
      const [r] = await rowsOf<Record<string, number | string | null>>(
        db,
        sql`SELECT count(*) FILTER (WHERE version IS NOT NULL)::int AS sent,
                   count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
                   count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
                   count(*) FILTER (WHERE status = 'expired')::int AS expired,
                   coalesce(sum(total) FILTER (WHERE date_trunc('month', ${local("sent_at")}) = date_trunc('month', ${todayEc(at)}::timestamp)), 0)::text AS quoted_this_month,
                   coalesce(sum(total) FILTER (WHERE status = 'accepted' AND date_trunc('month', ${local("decided_at")}) = date_trunc('month', ${todayEc(at)}::timestamp)), 0)::text AS accepted_this_month
              FROM quotes q
             WHERE ${LATEST_SENT}`,
      );
      return r;
    },

    /** Median hours from a request to its first sent quote, over requests of the window. */
    async medianHoursToFirstQuote(at?: Date): Promise<number | null> {
      const [r] = await rowsOf<{ hours: number | string | null }>(
        db,
        sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM f.first_sent - l.created_at) / 3600) AS hours
              FROM quotations l
              JOIN (SELECT quotation_id, min(sent_at) AS first_sent FROM quotes WHERE sent_at IS NOT NULL GROUP BY quotation_id) f
                ON f.quotation_id = l.id
             WHERE ${local("l.created_at")} >= ${todayEc(at)} - ${STATS_WEEKS * 7}::int`,
      );
      return r.hours === null ? null : Math.round(Number(r.hours) * 10) / 10;
    },

    async topProducts(at?: Date) {
      return rowsOf<{
        product_id: number | null;
        name: string;
        sku: string | null;
        requests: number;
        quantity: number;
      }>(
        db,
        sql`SELECT i.product_id, max(i.product_name) AS name, max(i.sku) AS sku,
                   count(DISTINCT l.id)::int AS requests, sum(i.quantity)::int AS quantity
              FROM quotation_items i JOIN quotations l ON l.id = i.quotation_id
             WHERE ${GENUINE} AND ${local("l.created_at")} >= ${todayEc(at)} - ${STATS_WEEKS * 7}::int
             GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.product_name END
             ORDER BY requests DESC, quantity DESC, name
             LIMIT 10`,
      );
    },
  };
}

export type QuoteStatsRepository = ReturnType<typeof createQuoteStatsRepository>;

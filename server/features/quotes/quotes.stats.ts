import { centsToDecimalString, decimalToCents } from "../../../contracts/quote-totals.ts";
import type { QuoteStatsRepository } from "./quotes.stats.repository.ts";
import { STATS_WEEKS } from "./quotes.stats.repository.ts";

const money = (v: unknown) => centsToDecimalString(decimalToCents(String(v)));

/** GET /stats/sales: the figures a sales manager looks at. */
export function createSalesStatsService(repo: QuoteStatsRepository) {
  return {
    async sales(at?: Date) {
      const [weeks, counts, median, top] = await Promise.all([
        repo.requestsPerWeek(at),
        repo.quoteCounts(at),
        repo.medianHoursToFirstQuote(at),
        repo.topProducts(at),
      ]);
      const accepted = Number(counts.accepted);
      const decided = accepted + Number(counts.rejected) + Number(counts.expired);
      return {
        weeks: STATS_WEEKS,
        requestsPerWeek: weeks.map((w) => ({ week: w.week, requests: Number(w.requests) })),
        quotes: {
          sent: Number(counts.sent),
          accepted,
          rejected: Number(counts.rejected),
          expired: Number(counts.expired),
        },
        // Of the quotes the customer answered or let lapse; open ones are not counted yet.
        acceptanceRate: decided ? Math.round((accepted / decided) * 1000) / 10 : null,
        quotedThisMonth: money(counts.quoted_this_month),
        acceptedThisMonth: money(counts.accepted_this_month),
        medianHoursToFirstQuote: median,
        topProducts: top.map((p) => ({
          productId: p.product_id,
          name: p.name,
          sku: p.sku,
          requests: Number(p.requests),
          quantity: Number(p.quantity),
        })),
      };
    },
  };
}

export type SalesStatsService = ReturnType<typeof createSalesStatsService>;

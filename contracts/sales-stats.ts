import { z } from "./zod.ts";

/** GET /stats/sales. Money as decimal strings, the rate in percent with one decimal. */
export const salesStats = z.object({
  weeks: z.number().int(),
  requestsPerWeek: z.array(z.object({ week: z.string(), requests: z.number().int() })),
  quotes: z.object({
    sent: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
    expired: z.number().int(),
  }),
  acceptanceRate: z.number().nullable(),
  quotedThisMonth: z.string(),
  acceptedThisMonth: z.string(),
  medianHoursToFirstQuote: z.number().nullable(),
  topProducts: z.array(
    z.object({
      productId: z.number().int().nullable(),
      name: z.string(),
      sku: z.string().nullable(),
      requests: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});

import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { rateLimitStore } from "../lib/rate-limit-store.ts";

/**
 * The lead send limit for the pages' own forms (sent without JavaScript, ADR 024): the same
 * plugin, limit, window and client key as the API's send routes (leads.routes.ts). Given the
 * database, a PostgreSQL deployment counts in the same "leads" rows as the API, so one address
 * has one budget whichever way it sends; otherwise each process counts in memory.
 */
export async function leadsRateLimit(web: FastifyInstance, config: Config, database?: Database) {
  await web.register(rateLimit, {
    // Nothing is limited by registering: only a form action asks, through the load context.
    global: false,
    store: database ? rateLimitStore(database, "leads") : undefined,
    max: config.leadsRateLimitPerMinute,
    timeWindow: 60_000,
  });
  const hit = web.createRateLimit();
  return async (request: FastifyRequest): Promise<boolean> => {
    const result = await hit(request);
    return !result.isAllowed && result.isExceeded;
  };
}

import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { rateLimitStore } from "../lib/rate-limit-store.ts";

/** Counts one request of this client; true when it is over the limit and must be refused. */
export type PageLimit = (request: FastifyRequest) => Promise<boolean>;

/**
 * A limit the pages ask for from their loaders and actions, counted in the budget the API's
 * routes of `namespace` count in: given the database, the same store (rows on PostgreSQL, one
 * in-memory set per database on the embedded one), limit, window and client key, so one address
 * has one budget whichever way it comes. Each registers in a scope of its own, as the plugin
 * decorates the scope it is registered in with one `createRateLimit`.
 */
async function pageLimit(
  web: FastifyInstance,
  namespace: string,
  max: number,
  database: Database | undefined,
): Promise<PageLimit> {
  let hit: ReturnType<FastifyInstance["createRateLimit"]> | undefined;
  await web.register(async (scope) => {
    await scope.register(rateLimit, {
      // Nothing is limited by registering: only a page asks, through the load context.
      global: false,
      store: database ? rateLimitStore(database, namespace) : undefined,
      max,
      timeWindow: 60_000,
    });
    hit = scope.createRateLimit();
  });
  return async (request) => {
    const result = await hit!(request);
    return !result.isAllowed && result.isExceeded;
  };
}

/** The pages' own request forms (sent without JavaScript, ADR 024) against LEADS_RATE_LIMIT. */
export const requestsRateLimit = (web: FastifyInstance, config: Config, database?: Database) =>
  pageLimit(web, "requests", config.requestsRateLimitPerMinute, database);

/** The status page (/cotizacion/estado/{token}) against QUOTE_STATUS_RATE_LIMIT, like its API. */
export const quoteStatusRateLimit = (web: FastifyInstance, config: Config, database?: Database) =>
  pageLimit(web, "quote-status", config.quotes.statusRateLimitPerMinute, database);

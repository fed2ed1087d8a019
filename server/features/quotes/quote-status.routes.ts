import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope, okEnvelope } from "../../../contracts/envelope.ts";
import { REQUEST_MESSAGES } from "../../../contracts/requests.ts";
import { quoteStatusView } from "../../../contracts/quote-status.ts";
import {
  QUOTE_MESSAGES,
  QUOTE_RULES,
  acceptBody,
  messageBody,
  rejectBody,
  tokenParams,
} from "../../../contracts/quotes.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { AppError } from "../../lib/errors.ts";
import { rateLimitStore } from "../../lib/rate-limit-store.ts";
import { ok } from "../../lib/envelope.ts";

const tags = ["estado de cotización (cliente)"];
const errors = { 404: errorEnvelope, 409: errorEnvelope, 413: errorEnvelope, 429: errorEnvelope };

/**
 * The most a JSON body with text fields of at most `chars` characters can take: each UTF-16 unit
 * written as a \uXXXX escape (6 bytes), plus room for the keys and some whitespace. Anything larger
 * cannot pass the contract, so it is refused (413) before it is read and parsed (issue 20).
 */
const textBodyLimit = (chars: number) => chars * 6 + 4096;

/**
 * The customer's status page API, by token only (no account). Not for search engines, not cached,
 * and the token never leaves in a Referer; rate limited per address so nobody scans for tokens.
 */
export const quoteStatusRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config, database }) => {
  await app.register(rateLimit, {
    max: config.quotes.statusRateLimitPerMinute,
    timeWindow: 60_000,
    // Counted in PostgreSQL with several instances, so N instances do not allow N× the guesses.
    store: rateLimitStore(database, "quote-status"),
    errorResponseBuilder: () => new AppError(429, REQUEST_MESSAGES.tooManyRequests),
  });
  app.addHook("onSend", async (_request, reply) => {
    reply
      .header("x-robots-tag", "noindex, nofollow")
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer");
  });
  const status = services.quoteStatus;

  app.get(
    "/quote-status/:token",
    { schema: { tags, params: tokenParams, response: { 200: okEnvelope(quoteStatusView), ...errors } } },
    async (request) => ok(await status.view(request.params.token)),
  );

  app.get(
    "/quote-status/:token/pdf",
    {
      schema: {
        tags,
        params: tokenParams,
        querystring: z.object({ version: z.coerce.number().int().positive().max(10_000).optional() }),
      },
    },
    async (request, reply) => {
      const { bytes, filename } = await status.pdf(request.params.token, request.query.version);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(bytes);
    },
  );

  app.post(
    "/quote-status/:token/accept",
    {
      schema: {
        tags,
        summary: "Aceptar la última versión (nombre, orden de compra opcional)",
        params: tokenParams,
        body: acceptBody,
        response: { 200: okEnvelope(quoteStatusView), ...errors },
      },
      bodyLimit: textBodyLimit(QUOTE_RULES.nameMax + QUOTE_RULES.purchaseOrderMax),
    },
    async (request) =>
      ok(await status.decide(request.params.token, { status: "accepted", ...request.body }), QUOTE_MESSAGES.accepted),
  );

  app.post(
    "/quote-status/:token/reject",
    {
      schema: {
        tags,
        params: tokenParams,
        body: rejectBody,
        response: { 200: okEnvelope(quoteStatusView), ...errors },
      },
      bodyLimit: textBodyLimit(QUOTE_RULES.reasonMax),
    },
    async (request) =>
      ok(
        await status.decide(request.params.token, { status: "rejected", reason: request.body.reason }),
        QUOTE_MESSAGES.rejected,
      ),
  );

  app.post(
    "/quote-status/:token/messages",
    {
      schema: {
        tags,
        params: tokenParams,
        body: messageBody,
        response: { 201: okEnvelope(quoteStatusView), ...errors },
      },
      bodyLimit: textBodyLimit(QUOTE_RULES.messageMax),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await status.message(request.params.token, request.body.text), QUOTE_MESSAGES.messageSent)),
  );
};

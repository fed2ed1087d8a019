import rateLimit from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope, okEnvelope } from "../../../contracts/envelope.ts";
import { REQUEST_MESSAGES, requestReceipt } from "../../../contracts/requests.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { ok } from "../../lib/envelope.ts";
import { rateLimitStore } from "../../lib/rate-limit-store.ts";
import type { RequestContext, SendResult } from "./requests.service.ts";

/** A form is a few KB; anything near this is not a person typing. */
export const SEND_BODY_LIMIT = 64 * 1024;

// The rules (and their order) live in contracts/requests.ts and run in the service, so the body is
// declared loosely here: a strict schema would answer with different messages first.
const sendBody = z
  .record(z.string(), z.unknown())
  .nullish()
  .describe("Spec payload (contracts/requests.ts) plus the optional website, startedAt, idempotencyKey");

const sendSchema = (summary: string) => ({
  tags: ["solicitudes"],
  summary,
  headers: z.object({ "idempotency-key": z.string().max(200).optional() }),
  body: sendBody,
  response: {
    200: okEnvelope(requestReceipt),
    201: okEnvelope(requestReceipt),
    400: errorEnvelope,
    422: errorEnvelope,
    429: errorEnvelope,
    503: errorEnvelope,
  },
});

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

function context(request: FastifyRequest): RequestContext {
  const header = request.headers["idempotency-key"];
  const key = typeof header === "string" && header !== "" ? header : null;
  if (key && !IDEMPOTENCY_KEY.test(key)) throw badRequest(REQUEST_MESSAGES.invalidIdempotencyKey);
  return {
    ip: request.ip ?? null,
    userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
    idempotencyKey: key,
  };
}

/** 201 with the new reference; 200 when an idempotency key matched an earlier request. */
const answer = (reply: FastifyReply, r: SendResult) =>
  reply.status(r.created ? 201 : 200).send(ok({ reference: r.reference, id: r.id, statusUrl: r.statusUrl }, r.message));

/** POST /email/contact, /email/services, /quotations/send (spec §7): public, rate limited per address. */
export const requestsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config, database }) => {
  await app.register(rateLimit, {
    store: rateLimitStore(database, "requests"),
    max: config.requestsRateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError(429, REQUEST_MESSAGES.tooManyRequests),
  });
  const routeOptions = (summary: string) => ({ bodyLimit: SEND_BODY_LIMIT, schema: sendSchema(summary) });

  app.post("/email/contact", routeOptions("Mensaje de contacto"), async (request, reply) =>
    answer(reply, await services.requests.submitMessage("contact", request.body, context(request))),
  );
  app.post("/email/services", routeOptions("Consulta de servicios"), async (request, reply) =>
    answer(reply, await services.requests.submitMessage("services", request.body, context(request))),
  );
  app.post("/quotations/send", routeOptions("Solicitud de cotización"), async (request, reply) =>
    answer(reply, await services.requests.submitQuotation(request.body, context(request))),
  );
};

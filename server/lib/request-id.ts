import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { IncomingMessage } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";

// What proxies generate (nginx's $request_id is 32 hex, others UUIDs); anything else, or a value
// long enough to bloat every log line, is replaced rather than trusted into the logs.
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's genReqId: the proxy's X-Request-Id when it looks like an id, else a fresh UUID, so
 * one id follows a request from nginx through every log line of whichever instance served it.
 * (Fastify's own requestIdHeader option would take any value verbatim.)
 */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  return typeof header === "string" && ACCEPTED.test(header) ? header : randomUUID();
}

/** onRequest hook: every answer, errors and early refusals included, names its id. */
export async function echoRequestId(request: FastifyRequest, reply: FastifyReply) {
  reply.header(REQUEST_ID_HEADER, request.id);
}

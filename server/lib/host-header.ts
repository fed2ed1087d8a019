import type { FastifyReply, FastifyRequest } from "fastify";

// A host name (letters, digits, '-', '_', dots, an optional final dot) or a bracketed IPv6
// address, with an optional port.
const HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isWellFormedHost(host: string): boolean {
  const match = HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/**
 * onRequest: a Host header no URL can be built from ('a b', '[', 'x:99999') is the client's
 * mistake, answered 400 before any route turns it into a URL and fails with a stack trace.
 */
export async function rejectMalformedHost(request: FastifyRequest, reply: FastifyReply) {
  const host = request.headers.host;
  if (host !== undefined && !isWellFormedHost(host))
    return reply.code(400).send({ success: false, error: "Solicitud inválida" });
}

import type { FastifyReply, FastifyRequest } from "fastify";

const ALLOWED = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ALLOW_HEADER = ALLOWED.join(", ");

/**
 * Fastify's catch-all routes accept TRACE, CONNECT, PROPFIND…; the page handler then fails to
 * build a Web Request from them and answers 500 with a stack trace in the log. Nothing here
 * speaks those methods, so they stop at the door.
 */
export async function rejectUnsupportedMethods(request: FastifyRequest, reply: FastifyReply) {
  if (ALLOWED.includes(request.method)) return;
  return reply.status(405).header("allow", ALLOW_HEADER).send({ success: false, error: "Método no permitido" });
}

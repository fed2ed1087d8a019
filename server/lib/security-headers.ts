import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** HSTS only makes sense when the site is served over https; over http it would lock users out. */
export const strictTransportSecurity = (config: Config) => config.publicUrl.startsWith("https:");

/**
 * Headers on every answer of the process: the JSON API, errors, the generated SVGs. Nothing
 * served from here needs to run script, load anything or be framed, so the policy is 'none';
 * the pages (server/web/mount.ts) and Swagger UI set their own CSP on top.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    strictTransportSecurity: strictTransportSecurity(config),
  });
  if (!strictTransportSecurity(config) && config.trustProxy > 0) app.addHook("onRequest", httpsViaProxy);
}

/** helmet's own value, so both paths promise the same. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Without an https PUBLIC_URL, a trusted proxy that terminated TLS still says so: the visitor is
 * on https, and HSTS keeps the next visit there. Only the nearest hop's word counts.
 */
async function httpsViaProxy(request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers["x-forwarded-proto"];
  const proto = (Array.isArray(header) ? header.at(-1) : header)?.split(",").at(-1)?.trim().toLowerCase();
  if (proto === "https") reply.header("strict-transport-security", HSTS);
}

/** Swagger UI's own CSP (hashes of its inline scripts), minus the https upgrade on a plain-http site. */
export const swaggerCsp = (config: Config) => (header: string) =>
  strictTransportSecurity(config) ? header : header.replace(/\s*upgrade-insecure-requests;?/, "");

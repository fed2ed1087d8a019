import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config.ts";

/** HSTS only makes sense when the site is served over https; over http it would lock users out. */
export const strictTransportSecurity = (config: Config) => config.publicUrl.startsWith("https:");

/**
 * Headers on every answer of the process: the JSON API, errors, the generated SVGs. Nothing
 * served from here needs to run script, load anything or be framed, so the policy is 'none';
 * the pages (server/web/mount.ts) and Swagger UI set their own CSP on top.
 */
export const apiHelmetOptions = (config: Config): HelmetOptions => ({
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

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = helmetHeaders(apiHelmetOptions(config));
  // On the raw response, as helmet writes them: what a route or the pages' own helmet sets later wins.
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  if (!strictTransportSecurity(config) && config.trustProxy > 0) app.addHook("onRequest", httpsViaProxy);
}

/**
 * The headers helmet writes for a policy that names no request, written once: @fastify/helmet
 * builds helmet anew on every request (a sixth of the time of an API request that does nothing).
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
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

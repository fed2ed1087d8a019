import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
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
}

/** Swagger UI's own CSP (hashes of its inline scripts), minus the https upgrade on a plain-http site. */
export const swaggerCsp = (config: Config) => (header: string) =>
  strictTransportSecurity(config) ? header : header.replace(/\s*upgrade-insecure-requests;?/, "");

import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { App } from "../app.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { requestPublicUrl } from "../lib/public-url.ts";
import { SERVICE_UNAVAILABLE_RETRY_AFTER_S } from "../../contracts/envelope.ts";
import { compressResponse } from "./compress.ts";
import { databaseOutageGuard } from "./database-outage.ts";
import { requestsRateLimit, quoteStatusRateLimit } from "./requests-limit.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { toWebRequest } from "./request.ts";

const ONE_YEAR = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
// About 300 rendered catalogue pages (~100 KB each): the pages visitors ask for most.
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The web half of the process: static files and the React Router handler
 * (SSR) for every path the API and the static files do not claim. `database` lets the pages'
 * forms and the status page share the API's rate-limit counters (requests-limit.ts).
 */
export async function mountWeb(app: App, config: Config, database?: Database) {
  await app.register(async (web) => {
    const nonces = new WeakMap<IncomingMessage, string>();
    // Before helmet's own hook, so the CSP header it writes can name this request's nonce.
    web.addHook("onRequest", async (request) => {
      nonces.set(request.raw, randomBytes(16).toString("base64"));
    });
    await web.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          "script-src": ["'self'", (req) => `'nonce-${nonces.get(req as IncomingMessage)}'`],
          // Product images may be absolute URLs on other hosts (spec §4 Images).
          "img-src": ["'self'", "data:", "blob:", "https:"],
          "connect-src": config.isProduction ? ["'self'"] : ["'self'", "ws:", "wss:"],
          "upgrade-insecure-requests": config.publicUrl.startsWith("https:") ? [] : null,
        },
      },
      // HSTS only makes sense when the site is served over https.
      strictTransportSecurity: config.publicUrl.startsWith("https:"),
      // Not the root's no-referrer: with it the browser sends `Origin: null` on a form posted
      // without JavaScript, and React Router refuses the action as cross-site (ADR 024). Other
      // sites still get no referrer; the status page sends its own no-referrer (ADR 020).
      referrerPolicy: { policy: "same-origin" },
    });
    // /uploads/* is served by the files feature from whichever store holds the images (app.ts).

    const overRequestsRateLimit = await requestsRateLimit(web, config, database);
    const overQuoteStatusRateLimit = await quoteStatusRateLimit(web, config, database);
    const getBuild = config.isProduction ? await productionBuild(web) : await developmentBuild(web);
    const handle = createRequestHandler(getBuild, config.isProduction ? "production" : "development");

    // React Router reads request bodies itself (form actions): take the stream as it arrives.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));

    const pageCache = pageCacheFor(app, config);

    web.all("/*", async (request, reply) => {
      const nonce = nonces.get(request.raw) ?? "";
      const webRequest = toWebRequest(request, reply);
      const cacheKey = pageCache?.keyOf(request.method, new URL(webRequest.url)) ?? null;
      const acceptEncoding = request.headers["accept-encoding"];

      const outage = databaseOutageGuard();
      const loadContext: AppLoadContext = {
        services: outage.guardServices(app.services),
        company: config.company,
        publicUrl: requestPublicUrl(request, config),
        nonce,
        // As the API's send routes read them (requests.routes.ts), behind the trusted proxies only.
        client: { ip: request.ip ?? null, userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null },
        overRequestsRateLimit: outage.guard(() => overRequestsRateLimit(request)),
        overQuoteStatusRateLimit: outage.guard(() => overQuoteStatusRateLimit(request)),
      };
      const render = () => handle(webRequest, loadContext);
      const response = cacheKey ? await pageCache!.respond(cacheKey, nonce, acceptEncoding, render) : await render();
      if (outage.seen && response.status === 503)
        response.headers.set("retry-after", String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));
      return reply.send(compressResponse(response, acceptEncoding));
    });
  });
}

/**
 * Rendered catalogue pages are reused per catalogue version (ADR 025) in production, unless the
 * catalogue cache is off (CATALOG_CACHE_ENTRIES=0: every answer computed afresh).
 */
function pageCacheFor(app: App, config: Config): PageCache | null {
  if (!config.isProduction || config.catalogCacheEntries <= 0) return null;
  return createPageCache({ maxBytes: PAGE_CACHE_BYTES, currentVersion: () => app.services.catalog.version() });
}

/** Hashed assets live forever in caches; the few unhashed files (favicon…) for an hour. */
async function productionBuild(web: FastifyInstance) {
  const clientDir = path.resolve("build/client");
  await web.register(fastifyStatic, {
    root: path.join(clientDir, "assets"),
    prefix: "/assets/",
    // build/client/assets holds .br and .gz twins written at build time (vite.config.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header("cache-control", ONE_YEAR),
  });
  await web.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    // One route per file found at start, so unknown paths still reach the page handler.
    wildcard: false,
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) =>
      reply.header("cache-control", filePath.includes(`${path.sep}assets${path.sep}`) ? ONE_YEAR : SHORT),
  });
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  return build;
}

/** Vite in middleware mode: modules compiled on request, the server build reloaded on change. */
async function developmentBuild(web: FastifyInstance) {
  const [{ default: middie }, vite] = await Promise.all([import("@fastify/middie"), import("vite")]);
  const server = await vite.createServer({
    server: { middlewareMode: true, hmr: { server: web.server } },
    appType: "custom",
  });
  web.addHook("onClose", () => server.close());
  await web.register(middie);
  web.use(server.middlewares);
  return () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

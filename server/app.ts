import Fastify, { type FastifyServerOptions } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { rejectControlCharacters } from "./lib/control-characters.ts";
import { logErrorSerializer } from "./lib/db-errors.ts";
import { requestLogSerializer } from "./lib/log-redaction.ts";
import { openApiDocument, openApiRoute } from "./lib/openapi.ts";
import { registerErrorHandler } from "./lib/error-handler.ts";
import { rejectUnsupportedMethods } from "./lib/method-guard.ts";
import { echoRequestId, requestIdOf } from "./lib/request-id.ts";
import { warnOnUntrustedForwardedFor } from "./lib/proxy-warning.ts";
import { registerSecurityHeaders, swaggerCsp } from "./lib/security-headers.ts";
import { rejectMalformedHost } from "./lib/host-header.ts";
import { serverTimeoutOptions, type ServerTimeouts } from "./lib/server-timeouts.ts";
import { createServices, type Services } from "./services.ts";
import type { RouteDeps } from "./route-deps.ts";
import { authPlugin, requireStaffSession } from "./features/auth/auth.plugin.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { SESSION_COOKIE } from "./features/auth/session-cookie.ts";
import { usersRoutes } from "./features/users/users.routes.ts";
import { auditRoutes } from "./features/audit/audit.routes.ts";
import { catalogRoutes } from "./features/catalog/catalog.routes.ts";
import { taxonomyRoutes } from "./features/taxonomy/taxonomy.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { requestsRoutes } from "./features/requests/requests.routes.ts";
import { requestsAdminRoutes } from "./features/requests/requests.admin.routes.ts";
import { mailRoutes } from "./features/mail/mail.routes.ts";
import { importExportRoutes } from "./features/import-export/import-export.routes.ts";
import { filesRoutes } from "./features/files/files.routes.ts";
import { documentsRoutes } from "./features/documents/documents.routes.ts";
import { logFileStorageFailures } from "./features/files/storage.ts";
import { uploadsRoutes } from "./features/files/uploads.routes.ts";
import { imagesRoutes } from "./features/images/images.routes.ts";
import { quotesRoutes } from "./features/quotes/quotes.routes.ts";
import { quotesWorkflowRoutes } from "./features/quotes/quotes.workflow.routes.ts";
import { quoteStatusRoutes } from "./features/quotes/quote-status.routes.ts";
import { partsListRoutes } from "./features/parts-list/parts-list.routes.ts";
import { synonymsRoutes } from "./features/synonyms/synonyms.routes.ts";

export type AppDeps = {
  config: Config;
  database: Database;
  services?: Services;
  logger?: FastifyServerOptions["logger"];
  /** Tests shorten these to see a slow client cut off without waiting a minute. */
  serverTimeouts?: Partial<ServerTimeouts>;
};

/** Logger options whose serializers keep query parameters out of error logs and tokens out of URLs. */
function withSafeErrors(logger: AppDeps["logger"]): AppDeps["logger"] {
  if (!logger || typeof logger !== "object") return logger ?? false;
  const safe = { err: logErrorSerializer as never, req: requestLogSerializer as never };
  return { ...logger, serializers: { ...logger.serializers, ...safe } };
}

/** The JSON API as a Fastify instance. Tests call it with inject; main.ts adds the web on top. */
export async function buildApp(deps: AppDeps) {
  const services =
    deps.services ??
    createServices(deps.database, deps.config, {
      onBackgroundError: (err, work) => app.log.error({ err }, `${work} failed`),
    });
  const app = Fastify({
    logger: withSafeErrors(deps.logger),
    bodyLimit: 1024 * 1024,
    // Believe X-Forwarded-For only from the configured number of proxy hops.
    trustProxy: (_address: string, hop: number) => hop < deps.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // The proxy's X-Request-Id (or a UUID) is the reqId of every log line, on whichever instance.
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Outside production the web plugin starts Vite's dev server, which on a busy machine (CI, a
    // small VPS) can take longer than Fastify's 10 s default; a start that slow is still a start.
    pluginTimeout: deps.config.isProduction ? 10_000 : 120_000,
    ...serverTimeoutOptions(deps.serverTimeouts),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Root hooks run for the pages too (mountWeb registers on this instance); headers come first so
  // that the early 405 answer carries them.
  await registerSecurityHeaders(app, deps.config);
  app.addHook("onRequest", echoRequestId);
  app.addHook("onError", logFileStorageFailures);
  app.addHook("onRequest", rejectUnsupportedMethods);
  app.addHook("onRequest", rejectMalformedHost);
  app.addHook("onRequest", warnOnUntrustedForwardedFor(deps.config.trustProxy));

  await app.register(swagger, {
    openapi: {
      info: { title: `${deps.config.company.name} API`, version: "1.0.0" },
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "header",
            name: "X-Session-ID",
            description:
              "For API clients and tests: the `sessionId` that POST /auth/login answers to a client that is not a browser. The site itself never sends this header.",
          },
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE.https,
            description: `What the site uses: an HttpOnly, SameSite=Lax cookie set by the sign-in (\`${SESSION_COOKIE.http}\` over plain http). State-changing requests that rely on it must come from the site itself (Sec-Fetch-Site: same-origin, or its Origin), otherwise 403.`,
          },
        },
      },
    },
    transform: openApiRoute,
    transformObject: openApiDocument as never,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    transformStaticCSP: swaggerCsp(deps.config),
    // The map of every admin route is no business of anonymous visitors on a live site.
    uiHooks: deps.config.apiDocsPublic ? undefined : { onRequest: requireStaffSession(services.auth, deps.config) },
  });

  const routeDeps: RouteDeps = { services, config: deps.config, database: deps.database };
  await app.register(
    async (api) => {
      api.addHook("preValidation", rejectControlCharacters);
      await api.register(authPlugin, routeDeps);
      await api.register(healthRoutes, routeDeps);
      await api.register(authRoutes, routeDeps);
      await api.register(usersRoutes, routeDeps);
      await api.register(auditRoutes, routeDeps);
      await api.register(catalogRoutes, routeDeps);
      await api.register(importExportRoutes, routeDeps);
      await api.register(taxonomyRoutes, routeDeps);
      await api.register(requestsRoutes, routeDeps);
      await api.register(requestsAdminRoutes, routeDeps);
      await api.register(mailRoutes, routeDeps);
      await api.register(filesRoutes, routeDeps);
      await api.register(documentsRoutes, routeDeps);
      await api.register(quotesRoutes, routeDeps);
      await api.register(quotesWorkflowRoutes, routeDeps);
      await api.register(quoteStatusRoutes, routeDeps);
      await api.register(partsListRoutes, routeDeps);
      await api.register(synonymsRoutes, routeDeps);
      // Unknown /api paths answer JSON 404 instead of falling through to the web pages.
      api.all("/*", async (_req, reply) => reply.status(404).send({ success: false, error: "Recurso no encontrado" }));
    },
    { prefix: "/api" },
  );
  await app.register(uploadsRoutes, routeDeps);
  // Placeholders and brand wordmarks: at the root, because pages use these paths in <img src>.
  await app.register(imagesRoutes);

  return Object.assign(app, { services });
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AUTH_MESSAGES,
  loginBody,
  loginResult,
  profileUpdateBody,
  publicUser,
  registerBody,
  registerInitialBody,
  sessionCheck,
  sessionInfo,
  sessionParams,
} from "../../../contracts/auth.ts";
import { errorEnvelope, okEnvelope } from "../../../contracts/envelope.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { rateLimitStore } from "../../lib/rate-limit-store.ts";
import { AppError, unauthorized } from "../../lib/errors.ts";
import { sessionToken } from "./auth.plugin.ts";
import { LoginThrottled } from "./auth.service.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";

const tags = ["auth"];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 409, 429);
const staff = { access: "staff" } as const;
const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });
// The largest honest body here is a name, an email and two passwords; anonymous callers could
// otherwise make every sign-in parse a megabyte.
const AUTH_BODY_LIMIT = 16 * 1024;

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config, database }) => {
  const auth = services.auth;
  // Per-IP ceiling on the anonymous routes; per (email, address) throttling lives in auth.service.
  const loginRateLimit = { max: config.loginRateLimitPerMinute, timeWindow: 60_000 };
  app.addHook("onRoute", (route) => {
    route.bodyLimit ??= AUTH_BODY_LIMIT;
  });

  // Scoped to these routes: only routes with config.rateLimit are limited.
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(database, "auth"),
    errorResponseBuilder: () => new AppError(429, AUTH_MESSAGES.tooManyAttemptsIp),
  });

  // Clients often send a JSON content type with no body (logout); treat that as "no body".
  const defaultJson = app.getDefaultJsonParser("error", "ignore");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    return defaultJson(request, body as string, done);
  });

  app.post(
    "/auth/login",
    {
      config: { rateLimit: loginRateLimit },
      schema: { tags, body: loginBody, response: { 200: okEnvelope(loginResult), ...errors } },
    },
    async (request, reply) => {
      try {
        const result = await auth.login(request.body.email, request.body.password, client(request));
        return ok(result, AUTH_MESSAGES.loggedIn);
      } catch (err) {
        if (err instanceof LoginThrottled) reply.header("retry-after", String(err.retryAfterSeconds));
        throw err;
      }
    },
  );

  app.post(
    "/auth/logout",
    {
      config: { rateLimit: loginRateLimit },
      schema: { tags, response: { 200: okEnvelope(z.null()), 429: errorEnvelope } },
    },
    async (request) => {
      await auth.logout(sessionToken(request));
      return ok(null, AUTH_MESSAGES.loggedOut);
    },
  );

  app.get(
    "/auth/verify",
    { schema: { tags, security, response: { 200: okEnvelope(z.object({ user: publicUser })), 401: errorEnvelope } } },
    async (request) => {
      if (!request.user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      return ok({ user: request.user });
    },
  );

  app.get("/auth/check-session", { schema: { tags, security, response: { 200: sessionCheck } } }, async (request) => {
    const valid = request.user !== null;
    return {
      success: true as const,
      hasValidSession: valid,
      message: valid ? AUTH_MESSAGES.validSession : AUTH_MESSAGES.invalidSession,
    };
  });

  app.get(
    "/auth/profile",
    { config: staff, schema: { tags, security, response: { 200: okEnvelope(publicUser), ...errors } } },
    async (request) => ok(await auth.getProfile(request.user!.id)),
  );

  app.put(
    "/auth/profile",
    {
      config: staff,
      schema: { tags, security, body: profileUpdateBody, response: { 200: okEnvelope(publicUser), ...errors } },
    },
    async (request) => {
      const user = await auth.updateProfile(request.user!.id, request.sessionTokenHash!, request.body);
      return ok(user, AUTH_MESSAGES.profileUpdated);
    },
  );

  app.post(
    "/auth/register",
    {
      config: { access: "admin" },
      schema: { tags, security, body: registerBody, response: { 201: okEnvelope(publicUser), ...errors } },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      return reply.status(201).send(ok(user, AUTH_MESSAGES.registered));
    },
  );

  app.post(
    "/auth/register-initial",
    {
      config: { rateLimit: loginRateLimit },
      schema: { tags, body: registerInitialBody, response: { 201: okEnvelope(loginResult), ...errors } },
    },
    async (request, reply) => {
      const result = await auth.registerInitial(request.body, client(request));
      return reply.status(201).send(ok(result, AUTH_MESSAGES.registered));
    },
  );

  app.get(
    "/auth/sessions",
    {
      config: staff,
      schema: {
        tags,
        security,
        response: { 200: okEnvelope(z.object({ sessions: z.array(sessionInfo) })), ...errors },
      },
    },
    async (request) => ok({ sessions: await auth.listSessions(request.user!.id, request.sessionTokenHash!) }),
  );

  app.delete(
    "/auth/sessions/:id",
    {
      config: staff,
      schema: {
        tags,
        security,
        params: sessionParams,
        response: { 200: okEnvelope(z.null()), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await auth.revokeOwnSession(request.user!.id, request.params.id);
      return ok(null, AUTH_MESSAGES.sessionRevoked);
    },
  );
};

import rateLimit from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AUTH_MESSAGES,
  loginAnswer,
  loginBody,
  loginResult,
  profileUpdateBody,
  publicUser,
  registerBody,
  registerInitialBody,
  secondFactorBody,
  sessionCheck,
  sessionInfo,
  sessionParams,
  TWO_FACTOR_MESSAGES,
  type LoginResult,
} from "../../../contracts/auth.ts";
import { errorEnvelope, okEnvelope } from "../../../contracts/envelope.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { rateLimitStore } from "../../lib/rate-limit-store.ts";
import { AppError, forbidden, unauthorized } from "../../lib/errors.ts";
import { requestSession } from "./auth.plugin.ts";
import { LoginThrottled, type OpenedSession } from "./auth.service.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";
import { clearSessionCookie, fromBrowser, isCrossSite, setSessionCookie } from "./session-cookie.ts";
import { twoFactorRoutes } from "./two-factor.routes.ts";

const tags = ["auth"];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 409, 429);
const staff = { access: "staff" } as const;
const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });
// The largest honest body here is a name, an email and two passwords; anonymous callers could
// otherwise make every sign-in parse a megabyte.
const AUTH_BODY_LIMIT = 16 * 1024;

/** The retry-after header of a throttled sign-in step. */
async function withRetryAfter<T>(reply: FastifyReply, step: () => Promise<T>) {
  try {
    return await step();
  } catch (err) {
    if (err instanceof LoginThrottled) reply.header("retry-after", String(err.retryAfterSeconds));
    throw err;
  }
}

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { services, config, database } = deps;
  const auth = services.auth;
  // Per-IP ceiling on the anonymous routes; per (email, address) throttling lives in auth.service.
  const loginRateLimit = { max: config.loginRateLimitPerMinute, timeWindow: 60_000 };
  app.addHook("onRoute", (route) => {
    route.bodyLimit ??= AUTH_BODY_LIMIT;
    // One's own account stays reachable to a user STAFF_2FA sends to set up the second factor.
    route.config = { ...route.config, enrollment: true };
  });

  /**
   * A browser gets the session only as the HttpOnly cookie; an API client (no Origin or
   * Sec-Fetch-Site) also in the body, to send back in X-Session-ID.
   */
  function signedIn(request: FastifyRequest, reply: FastifyReply, opened: OpenedSession): LoginResult {
    setSessionCookie(reply, request, config, opened.token);
    return fromBrowser(request) ? { user: opened.user } : { sessionId: opened.token, user: opened.user };
  }

  /**
   * Another site's page must not sign a visitor in or out here (login CSRF): a browser request
   * to these routes has to come from our own pages.
   */
  function refuseCrossSite(request: FastifyRequest) {
    if (fromBrowser(request) && isCrossSite(request, config)) throw forbidden(AUTH_MESSAGES.crossSite);
  }

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
      schema: {
        tags,
        summary: "Iniciar sesión (contraseña); con verificación en dos pasos responde un desafío para el código",
        body: loginBody,
        response: { 200: okEnvelope(loginAnswer), ...errors },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      const step = await withRetryAfter(reply, () =>
        auth.login(request.body.email, request.body.password, client(request)),
      );
      if (step.kind === "challenge") {
        const { challenge, expiresAt } = step;
        return ok({ secondFactor: "totp" as const, challenge, expiresAt }, TWO_FACTOR_MESSAGES.enterCode);
      }
      return ok(signedIn(request, reply, step), AUTH_MESSAGES.loggedIn);
    },
  );

  app.post(
    "/auth/login/verify",
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags,
        summary: "Segundo paso del inicio de sesión: código de la aplicación o código de recuperación",
        body: secondFactorBody,
        response: { 200: okEnvelope(loginResult), ...errors },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      const opened = await withRetryAfter(reply, () =>
        auth.verifySecondFactor(request.body.challenge, request.body.code, client(request)),
      );
      return ok(signedIn(request, reply, opened), AUTH_MESSAGES.loggedIn);
    },
  );

  app.post(
    "/auth/logout",
    {
      config: { rateLimit: loginRateLimit },
      schema: { tags, response: { 200: okEnvelope(z.null()), 403: errorEnvelope, 429: errorEnvelope } },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      await auth.logout(requestSession(request, config).token);
      clearSessionCookie(reply, request, config);
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
      refuseCrossSite(request);
      const opened = await auth.registerInitial(request.body, client(request));
      return reply.status(201).send(ok(signedIn(request, reply, opened), AUTH_MESSAGES.registered));
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

  await app.register(twoFactorRoutes, deps);
};

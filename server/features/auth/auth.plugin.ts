import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { AUTH_MESSAGES, SESSION_HEADER, TWO_FACTOR_MESSAGES, type PublicUser } from "../../../contracts/auth.ts";
import type { Config } from "../../config.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { forbidden, unauthorized } from "../../lib/errors.ts";
import { requestActor } from "../../lib/request-actor.ts";
import { requestPublicUrl } from "../../lib/public-url.ts";
import type { AuthService } from "./auth.service.ts";
import { isCrossSite, isUnsafeMethod, sessionCookie } from "./session-cookie.ts";

import type { Access } from "../../lib/restrict-to.ts";

export type { Access } from "../../lib/restrict-to.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff user, or null for anonymous requests (set by authPlugin). */
    user: PublicUser | null;
    /** SHA-256 of the current session token when `user` is set. */
    sessionTokenHash: string | null;
  }
  interface FastifyContextConfig {
    /** Read by authPlugin's one guard; set per route tree with restrictTo(). */
    access?: Access;
    /**
     * Open to a user who must still turn the second factor on (STAFF_2FA): their own account
     * routes. Every other staff route answers 403 until they do.
     */
    enrollment?: boolean;
  }
}

/** The raw session token an API client sent in the X-Session-ID header, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[SESSION_HEADER];
  return typeof value === "string" && value ? value : undefined;
}

type CookieSettings = Parameters<typeof sessionCookie>[1];

/**
 * The session a request acts with: the header (API clients; a custom header cannot be sent
 * cross-site without a CORS preflight we never grant) or else the browser's cookie. A cookie on
 * a cross-site state-changing request acts for nobody (`crossSite`).
 */
export function requestSession(request: FastifyRequest, config: CookieSettings) {
  const header = sessionToken(request);
  if (header) return { token: header, crossSite: false };
  const cookie = sessionCookie(request, config);
  if (cookie && isUnsafeMethod(request) && isCrossSite(request, config)) return { token: undefined, crossSite: true };
  return { token: cookie, crossSite: false };
}

/** The single place that answers 401 / 403 for every /api route, from the route's `access`. */
export function checkAccess(access: Access | undefined, user: PublicUser | null, enrollment = false) {
  if (!access) return;
  if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  if (user.two_factor_required && !user.two_factor_enabled && !enrollment) {
    throw forbidden(TWO_FACTOR_MESSAGES.mustEnable);
  }
  if (access === "admin" && user.role !== "admin") throw forbidden(AUTH_MESSAGES.forbidden);
}

export type RouteAccess = { method: string; url: string; access: Access | undefined };
const registered = new WeakMap<object, { method: string | string[]; url: string; config?: { access?: Access } }[]>();

/** Every /api route of an app with the access it ended up with (tests walk them all). */
export function apiRoutes(services: object): RouteAccess[] {
  return (registered.get(services) ?? []).flatMap((r) =>
    [r.method].flat().map((method) => ({ method, url: r.url, access: r.config?.access })),
  );
}

const plugin: FastifyPluginAsync<RouteDeps> = async (app, { services, config }) => {
  const routes: NonNullable<ReturnType<typeof registered.get>> = [];
  registered.set(services, routes);
  // Kept by reference: restrictTo's hook (in a child scope) sets config.access after this one.
  app.addHook("onRoute", (route) => void routes.push(route as never));
  app.decorateRequest("user", null);
  app.decorateRequest("sessionTokenHash", null);
  app.addHook("onRequest", (request, _reply, done) => requestActor.open(done, requestPublicUrl(request, config)));
  app.addHook("onRequest", async (request) => {
    const { token, crossSite } = requestSession(request, config);
    if (token) {
      const session = await services.auth.authenticate(token);
      if (session) {
        request.user = session.user;
        request.sessionTokenHash = session.tokenHash;
        requestActor.set({ id: session.user.id, name: session.user.name });
      }
    }
    const routeConfig = request.routeOptions.config;
    if (crossSite && routeConfig?.access) throw forbidden(AUTH_MESSAGES.crossSite);
    checkAccess(routeConfig?.access, request.user, routeConfig?.enrollment);
  });
};

/**
 * Resolves `request.user` and enforces `config.access` for every route registered beside it.
 * The skip-override symbol is what fastify-plugin sets (it is only a transitive dependency
 * here): it makes the decoration and hook apply to the parent /api scope instead of staying
 * encapsulated in this plugin.
 */
export const authPlugin = Object.assign(plugin, {
  [Symbol.for("skip-override")]: true,
  [Symbol.for("fastify.display-name")]: "auth",
});

/**
 * @deprecated Use restrictTo(app, "admin"): kept only for route files written before it.
 * Works wherever authPlugin runs in an ancestor scope.
 */
export async function requireAdmin(request: FastifyRequest) {
  checkAccess("admin", request.user);
}

/**
 * Guard for routes outside the /api scope, where authPlugin does not run (Swagger UI, GET only):
 * any signed-in staff member passes, with the header or the browser's cookie.
 */
export function requireStaffSession(auth: Pick<AuthService, "authenticate">, config: Config) {
  return async (request: FastifyRequest) => {
    if (!(await auth.authenticate(requestSession(request, config).token))) {
      throw unauthorized(AUTH_MESSAGES.sessionExpired);
    }
  };
}

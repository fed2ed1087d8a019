import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { AUTH_MESSAGES, SESSION_HEADER, type PublicUser } from "../../../contracts/auth.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { forbidden, unauthorized } from "../../lib/errors.ts";
import { requestActor } from "../../lib/request-actor.ts";
import { requestPublicUrl } from "../../lib/public-url.ts";
import type { AuthService } from "./auth.service.ts";

/** Who may call a route: any signed-in staff member, or administrators only. Unset: public. */
export type Access = "staff" | "admin";

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
  }
}

/** The raw session token of a request (header X-Session-ID), if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[SESSION_HEADER];
  return typeof value === "string" && value ? value : undefined;
}

/** The single place that answers 401 / 403 for every /api route, from the route's `access`. */
export function checkAccess(access: Access | undefined, user: PublicUser | null) {
  if (!access) return;
  if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
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
    const token = sessionToken(request);
    if (token) {
      const session = await services.auth.authenticate(token);
      if (session) {
        request.user = session.user;
        request.sessionTokenHash = session.tokenHash;
        requestActor.set({ id: session.user.id, name: session.user.name });
      }
    }
    checkAccess(request.routeOptions.config?.access, request.user);
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
 * Declares who may call the routes of a tree (the plugin and everything it registers after
 * this call), fastify/demo's autohooks idea: one line per route tree. `reads` gives GET routes
 * of the tree a wider audience (sales staff read the catalogue they may not change); a route may
 * still say `config: { access }` itself.
 */
export function restrictTo(app: FastifyInstance, access: Access, options: { reads?: Access } = {}) {
  app.addHook("onRoute", (route) => {
    const isRead = [route.method].flat().every((m) => m === "GET" || m === "HEAD");
    const fallback = isRead && options.reads ? options.reads : access;
    route.config = { ...route.config, access: route.config?.access ?? fallback };
  });
}

/**
 * @deprecated Use restrictTo(app, "admin"): kept only for route files written before it.
 * Works wherever authPlugin runs in an ancestor scope.
 */
export async function requireAdmin(request: FastifyRequest) {
  checkAccess("admin", request.user);
}

/**
 * Guard for routes outside the /api scope, where authPlugin does not run (Swagger UI): any
 * signed-in staff member passes. The session comes in the X-Session-ID header, as everywhere.
 */
export function requireStaffSession(auth: Pick<AuthService, "authenticate">) {
  return async (request: FastifyRequest) => {
    if (!(await auth.authenticate(sessionToken(request)))) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  };
}

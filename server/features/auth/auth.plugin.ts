import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { AUTH_MESSAGES, SESSION_HEADER, type PublicUser } from "../../../contracts/auth.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { forbidden, unauthorized } from "../../lib/errors.ts";
import type { AuthService } from "./auth.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff user, or null for anonymous requests (set by authPlugin). */
    user: PublicUser | null;
    /** SHA-256 of the current session token when `user` is set. */
    sessionTokenHash: string | null;
  }
}

/** The raw session token of a request (header X-Session-ID), if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[SESSION_HEADER];
  return typeof value === "string" && value ? value : undefined;
}

const plugin: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionTokenHash", null);
  app.addHook("onRequest", async (request) => {
    const token = sessionToken(request);
    if (!token) return;
    const session = await services.auth.authenticate(token);
    if (!session) return;
    request.user = session.user;
    request.sessionTokenHash = session.tokenHash;
  });
};

/**
 * Resolves `request.user` for every route registered beside it. The skip-override symbol is what
 * fastify-plugin sets (it is only a transitive dependency here): it makes the decoration and hook
 * apply to the parent /api scope instead of staying encapsulated in this plugin.
 */
export const authPlugin = Object.assign(plugin, {
  [Symbol.for("skip-override")]: true,
  [Symbol.for("fastify.display-name")]: "auth",
});

/**
 * Guard for admin scopes: `app.addHook("preHandler", requireAdmin)` (or "onRequest", which also
 * answers 401 before validating the body). Works wherever authPlugin runs in an ancestor scope.
 */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  if (request.user.role !== "admin") throw forbidden(AUTH_MESSAGES.forbidden);
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

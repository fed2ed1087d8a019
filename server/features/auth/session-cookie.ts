import { parseCookie, stringifySetCookie } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { requestPublicUrl } from "../../lib/public-url.ts";

type Settings = Pick<Config, "publicUrl" | "publicUrlSet" | "trustProxy"> & { session: { maxDays: number } };

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, for this host only and for
 * the whole site, so no subdomain or plain-http page can plant or overwrite it. It needs https;
 * over plain http (development, the e2e server) the cookie has the bare name.
 */
export const SESSION_COOKIE = { https: "__Host-andes_session", http: "andes_session" } as const;

const isHttps = (request: FastifyRequest, config: Settings) => requestPublicUrl(request, config).startsWith("https:");
const cookieName = (request: FastifyRequest, config: Settings) =>
  isHttps(request, config) ? SESSION_COOKIE.https : SESSION_COOKIE.http;

/** The session token a browser sent in the cookie, if any (over https only the `__Host-` one). */
export function sessionCookie(request: FastifyRequest, config: Settings): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parseCookie(header)[cookieName(request, config)];
  return value || undefined;
}

/**
 * Hands the browser its session: HttpOnly (no script reads it), SameSite=Lax (other sites' forms
 * and fetches do not carry it), Secure over https, for as long as the session can live.
 */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Settings, token: string) {
  const cookie = stringifySetCookie({
    name: cookieName(request, config),
    value: token,
    httpOnly: true,
    secure: isHttps(request, config),
    sameSite: "lax",
    path: "/",
    maxAge: config.session.maxDays * 24 * 3600,
  });
  reply.header("set-cookie", cookie);
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Settings) {
  const cookie = stringifySetCookie({
    name: cookieName(request, config),
    value: "",
    httpOnly: true,
    secure: isHttps(request, config),
    sameSite: "lax",
    path: "/",
    maxAge: 0,
  });
  reply.header("set-cookie", cookie);
}

/** True when the request comes from a browser (it sends one of these; no script can forge them). */
export const fromBrowser = (request: FastifyRequest) =>
  request.headers["sec-fetch-site"] !== undefined || request.headers.origin !== undefined;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const isUnsafeMethod = (request: FastifyRequest) => !SAFE_METHODS.has(request.method);

/**
 * Cross-site request forgery check (OWASP's Fetch Metadata / Origin verification): a browser's
 * request is ours when Sec-Fetch-Site says same-origin, or, from a browser too old to send
 * it, when Origin is this site's. A request that carries neither is no browser's we can vouch
 * for. Called only where a cookie would act for the user, and for the sign-in routes.
 */
export function isCrossSite(request: FastifyRequest, config: Settings): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin";
  const origin = request.headers.origin;
  if (typeof origin !== "string") return true;
  const own = [requestPublicUrl(request, config), config.publicUrl].map((u) => new URL(u).origin);
  return !own.includes(origin);
}

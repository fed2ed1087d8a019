import { expect } from "vitest";
import type { App } from "../../app.ts";
import { hashToken } from "./auth.service.ts";

type Injectable = { inject(opts: any): Promise<{ statusCode: number; body: string; headers: any }> };

export const ADMIN = { name: "Ana Administradora", email: "ana@andes.ec", password: "clave-segura-123" };

let ipCounter = 0;
/** A distinct client address per test, so the per-IP login limit of one test never leaks into another. */
export const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** inject that also checks no answer ever carries a password hash. */
export async function call(app: Injectable, opts: Record<string, unknown>) {
  const res = await app.inject(opts);
  expect(res.body).not.toMatch(/password_hash|\$argon2/);
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as any) : undefined, headers: res.headers };
}

export const withSession = (sessionId: string) => ({ "x-session-id": sessionId });

export async function login(app: Injectable, email = ADMIN.email, password = ADMIN.password, ip = freshIp()) {
  return call(app, { method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: ip });
}

export async function sessionOf(app: Injectable, email = ADMIN.email, password = ADMIN.password) {
  const res = await login(app, email, password);
  expect(res.status).toBe(200);
  return res.body.data.sessionId as string;
}

/**
 * The set-up of every admin API test: creates the first admin (when the database has none) and
 * signs in through POST /api/auth/login, so the session is a real one. Answers the X-Session-ID header.
 */
export async function adminHeaders(app: App) {
  await app.services.auth.ensureInitialAdmin(ADMIN);
  return withSession(await sessionOf(app));
}

export { hashToken };

/** What a browser adds by itself to a request made by one of our own pages (scripts cannot forge it). */
export const SAME_ORIGIN = { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" };
/** The same request made by another site's page. */
export const CROSS_SITE = { "sec-fetch-site": "cross-site", origin: "https://sitio-malicioso.example" };

/** The `name=value` of the session cookie a response set (for the next request's Cookie header). */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = [res.headers["set-cookie"]].flat().find((c) => typeof c === "string" && /andes_session=/.test(c));
  expect(header, "Set-Cookie de la sesión").toBeDefined();
  return (header as string).split(";")[0];
}

/** Signs in as a browser would: the answer carries the cookie, never the token. */
export async function browserLogin(app: Injectable, email = ADMIN.email, password = ADMIN.password, ip = freshIp()) {
  return call(app, {
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: SAME_ORIGIN,
    remoteAddress: ip,
  });
}

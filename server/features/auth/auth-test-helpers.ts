import { expect } from "vitest";
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

export { hashToken };

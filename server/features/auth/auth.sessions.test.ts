import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepository } from "./auth.repository.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { ADMIN, call, hashToken, sessionOf, withSession } from "./auth-test-helpers.ts";

let t: TestApp;
let repo: ReturnType<typeof createAuthRepository>;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: "30", SESSION_MAX_DAYS: "2" });
  repo = createAuthRepository(t.database.db);
  await t.app.services.auth.ensureInitialAdmin(ADMIN);
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const MIN = 60_000;
const verify = (sessionId: string) =>
  call(t.app, { method: "GET", url: "/api/auth/verify", headers: withSession(sessionId) });
const check = (sessionId: string) =>
  call(t.app, { method: "GET", url: "/api/auth/check-session", headers: withSession(sessionId) });
const row = async (sessionId: string) => (await repo.findSession(hashToken(sessionId)))?.session;

describe("session expiry", () => {
  it("stores only the token's hash, with absolute expiry now + maxDays", async () => {
    const sessionId = await sessionOf(t.app);
    expect(await repo.findSession(sessionId)).toBeUndefined();
    const session = await row(sessionId);
    expect(session).toBeDefined();
    const lifetime = session!.expires_at.getTime() - session!.created_at.getTime();
    expect(lifetime).toBe(2 * 24 * 60 * MIN);
    expect(session!.revoked_at).toBeNull();
  });

  it("keeps a session that was used within the idle window", async () => {
    const sessionId = await sessionOf(t.app);
    await repo.setSessionTimesForTest(hashToken(sessionId), { last_seen_at: ago(29 * MIN) });
    expect((await verify(sessionId)).status).toBe(200);
  });

  it("rejects a session idle for longer than idleMinutes", async () => {
    const sessionId = await sessionOf(t.app);
    await repo.setSessionTimesForTest(hashToken(sessionId), { last_seen_at: ago(31 * MIN) });
    const res = await verify(sessionId);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("Sesión expirada. Por favor, inicia sesión nuevamente.");
    expect((await check(sessionId)).body.hasValidSession).toBe(false);
  });

  it("rejects a session past its absolute expiry even if recently used", async () => {
    const sessionId = await sessionOf(t.app);
    await repo.setSessionTimesForTest(hashToken(sessionId), { expires_at: ago(1000) });
    expect((await verify(sessionId)).status).toBe(401);
    expect((await check(sessionId)).body).toEqual({
      success: true,
      hasValidSession: false,
      message: "Sesión no válida o expirada",
    });
  });

  it("rejects a revoked session on every admin route", async () => {
    const sessionId = await sessionOf(t.app);
    await call(t.app, { method: "POST", url: "/api/auth/logout", headers: withSession(sessionId) });
    expect((await row(sessionId))?.revoked_at).toBeInstanceOf(Date);
    expect((await verify(sessionId)).status).toBe(401);
    const profile = await call(t.app, { method: "GET", url: "/api/auth/profile", headers: withSession(sessionId) });
    expect(profile.status).toBe(401);
  });
});

describe("idle window sliding", () => {
  it("moves last_seen_at forward when the session was last seen over a minute ago", async () => {
    const sessionId = await sessionOf(t.app);
    await repo.setSessionTimesForTest(hashToken(sessionId), { last_seen_at: ago(20 * MIN) });
    expect((await verify(sessionId)).status).toBe(200);
    const seen = (await row(sessionId))!.last_seen_at.getTime();
    expect(seen).toBeGreaterThan(Date.now() - 10_000);

    // 20 more minutes later the session is still alive because use slid the window.
    await repo.setSessionTimesForTest(hashToken(sessionId), { last_seen_at: ago(20 * MIN) });
    expect((await verify(sessionId)).status).toBe(200);
  });

  it("does not write on every request within the same minute", async () => {
    const sessionId = await sessionOf(t.app);
    const marker = ago(30_000);
    await repo.setSessionTimesForTest(hashToken(sessionId), { last_seen_at: marker });
    expect((await verify(sessionId)).status).toBe(200);
    expect((await row(sessionId))!.last_seen_at.getTime()).toBe(marker.getTime());
  });
});

describe("clean-up on sign-in", () => {
  it("deletes expired, idle and revoked sessions but keeps live ones", async () => {
    const live = await sessionOf(t.app);
    const expired = await sessionOf(t.app);
    const idle = await sessionOf(t.app);
    const revoked = await sessionOf(t.app);
    await repo.setSessionTimesForTest(hashToken(expired), { expires_at: ago(1000) });
    await repo.setSessionTimesForTest(hashToken(idle), { last_seen_at: ago(31 * MIN) });
    await call(t.app, { method: "POST", url: "/api/auth/logout", headers: withSession(revoked) });

    await sessionOf(t.app);

    expect(await row(live)).toBeDefined();
    expect(await row(expired)).toBeUndefined();
    expect(await row(idle)).toBeUndefined();
    expect(await row(revoked)).toBeUndefined();
  });

  it("deleting a user ends their sessions", async () => {
    const user = await t.app.services.auth.register({
      name: "Temporal",
      email: "temp@andes.ec",
      password: "temporal-123",
    });
    const sessionId = await sessionOf(t.app, "temp@andes.ec", "temporal-123");
    expect((await verify(sessionId)).status).toBe(200);
    const { users } = await import("../../db/schema/auth.ts");
    const { eq } = await import("drizzle-orm");
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await verify(sessionId)).status).toBe(401);
  });
});

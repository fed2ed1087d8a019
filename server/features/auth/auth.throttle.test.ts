import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepository } from "./auth.repository.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { ADMIN, freshIp, login } from "./auth-test-helpers.ts";

let t: TestApp;
let repo: ReturnType<typeof createAuthRepository>;
beforeAll(async () => {
  t = await createTestApp();
  repo = createAuthRepository(t.database.db);
  await t.app.services.auth.ensureInitialAdmin(ADMIN);
  for (const n of [1, 2, 3]) {
    await t.app.services.auth.register({ name: `Usuario ${n}`, email: `u${n}@andes.ec`, password: `usuario-clave-${n}` });
  }
});
afterAll(() => t.close());

const EMAIL_LOCKED = "Demasiados intentos de inicio de sesión. Espera 15 minutos e intenta nuevamente.";
const IP_LIMITED = "Demasiados intentos de inicio de sesión. Espera un minuto e intenta nuevamente.";
const MIN = 60_000;

describe("per-email lockout", () => {
  it("locks an email after 5 failures within 15 minutes, even with the right password", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login(t.app, "u1@andes.ec", "mala-clave");
      expect(res.status).toBe(401);
      expect(res.body.error).toBe("Credenciales inválidas");
    }
    const locked = await login(t.app, "u1@andes.ec", "usuario-clave-1");
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, error: EMAIL_LOCKED });
    // Other accounts are unaffected.
    expect((await login(t.app, "u2@andes.ec", "usuario-clave-2")).status).toBe(200);
  });

  it("unlocks once the lock has passed", async () => {
    await repo.setLoginFailureTimesForTest("u1@andes.ec", { locked_until: new Date(Date.now() - 1000), window_started_at: new Date(Date.now() - 31 * MIN) });
    expect((await login(t.app, "u1@andes.ec", "usuario-clave-1")).status).toBe(200);
    expect(await repo.findLoginFailure("u1@andes.ec")).toBeUndefined();
  });

  it("locks unknown emails the same way, revealing nothing", async () => {
    for (let i = 0; i < 5; i++) expect((await login(t.app, "fantasma@andes.ec", "x")).status).toBe(401);
    const res = await login(t.app, "FANTASMA@andes.ec", "x");
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(EMAIL_LOCKED);
  });

  it("resets the count on a successful sign-in", async () => {
    for (let i = 0; i < 4; i++) expect((await login(t.app, "u3@andes.ec", "mala")).status).toBe(401);
    expect((await login(t.app, "u3@andes.ec", "usuario-clave-3")).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(t.app, "u3@andes.ec", "mala")).status).toBe(401);
    expect((await login(t.app, "u3@andes.ec", "usuario-clave-3")).status).toBe(200);
  });

  it("starts a new window when the old one is older than 15 minutes", async () => {
    for (let i = 0; i < 4; i++) expect((await login(t.app, "u2@andes.ec", "mala")).status).toBe(401);
    await repo.setLoginFailureTimesForTest("u2@andes.ec", { window_started_at: new Date(Date.now() - 16 * MIN) });
    expect((await login(t.app, "u2@andes.ec", "mala")).status).toBe(401);
    expect((await repo.findLoginFailure("u2@andes.ec"))?.failures).toBe(1);
    expect((await login(t.app, "u2@andes.ec", "usuario-clave-2")).status).toBe(200);
  });
});

describe("per-IP limit on /api/auth/login", () => {
  it(`answers 429 after LOGIN_RATE_LIMIT (10 by default) attempts a minute from one address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < t.config.loginRateLimitPerMinute; i++) {
      const res = await login(t.app, `ip-${i}@andes.ec`, "mala", ip);
      expect(res.status).toBe(401);
    }
    const blocked = await login(t.app, ADMIN.email, ADMIN.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: IP_LIMITED });
    expect(blocked.headers["retry-after"]).toBeDefined();
    // Another address still gets in; other auth routes are not limited.
    expect((await login(t.app, ADMIN.email, ADMIN.password, freshIp())).status).toBe(200);
    const check = await t.app.inject({ method: "GET", url: "/api/auth/check-session", remoteAddress: ip });
    expect(check.statusCode).toBe(200);
  });
});

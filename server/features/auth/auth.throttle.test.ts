import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/requests.ts";
import { createAuthRepository } from "./auth.repository.ts";
import { LOGIN_ALERT, LOGIN_THROTTLE } from "./auth.service.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { ADMIN, freshIp, login } from "./auth-test-helpers.ts";

// Until issue 10 five wrong passwords locked an email for 15 minutes for everyone, its owner
// included: anyone could keep an admin out with 5 requests a quarter hour. Those tests are
// replaced by the per-(email, address) delays below; the per-IP limit test is unchanged.

let t: TestApp;
let repo: ReturnType<typeof createAuthRepository>;
beforeAll(async () => {
  // The per-IP limit (tested on its own app below) would otherwise cut the long runs from one address.
  t = await createTestApp({ LOGIN_RATE_LIMIT: "100" });
  repo = createAuthRepository(t.database.db);
  await t.app.services.auth.ensureInitialAdmin(ADMIN);
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await t.app.services.auth.register({
      name: `Usuario ${n}`,
      email: `u${n}@andes.ec`,
      password: `usuario-clave-${n}`,
    });
  }
});
afterAll(() => t.close());

const IP_LIMITED = "Demasiados intentos de inicio de sesión. Espera un minuto e intenta nuevamente.";
const HOUR = 3600_000;

async function failFrom(email: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await login(t.app, email, "mala-clave", ip);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("Credenciales inválidas");
  }
}

/** Lets the current delay of a pair pass, as if the client had waited. */
const waitOut = (email: string, ip: string) =>
  repo.setPairThrottleForTest(email, ip, { locked_until: new Date(Date.now() - 1000) });

async function delaySeconds(email: string, ip: string) {
  const row = await repo.findPairThrottle(email, ip);
  return Math.round((row!.locked_until!.getTime() - Date.now()) / 1000);
}

const alertsFor = (userId: number) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.lead_type, "user"), eq(mailOutbox.lead_id, userId)));

describe("per (email, address) throttling", () => {
  it(`after ${LOGIN_THROTTLE.freeFailures} failures that address waits, with a Spanish 429 saying when; the owner elsewhere signs in`, async () => {
    const attacker = freshIp();
    await failFrom("u1@andes.ec", attacker, LOGIN_THROTTLE.freeFailures);
    const refused = await login(t.app, "u1@andes.ec", "usuario-clave-1", attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      error: "Demasiados intentos fallidos desde esta dirección. Intenta nuevamente en 2 segundos.",
    });
    expect(refused.headers["retry-after"]).toBe("2");
    // The account holder, from any other address, is not locked out.
    expect((await login(t.app, "u1@andes.ec", "usuario-clave-1", freshIp())).status).toBe(200);
    // Nor is another account from the attacker's address.
    expect((await login(t.app, "u2@andes.ec", "usuario-clave-2", attacker)).status).toBe(200);
  });

  it("the delay doubles with every further failure, up to 15 minutes", async () => {
    const ip = freshIp();
    await failFrom("u3@andes.ec", ip, LOGIN_THROTTLE.freeFailures);
    const seen = [await delaySeconds("u3@andes.ec", ip)];
    for (let i = 0; i < 10; i++) {
      await waitOut("u3@andes.ec", ip);
      await failFrom("u3@andes.ec", ip, 1);
      seen.push(await delaySeconds("u3@andes.ec", ip));
    }
    expect(seen).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    const refused = await login(t.app, "u3@andes.ec", "usuario-clave-3", ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      "Demasiados intentos fallidos desde esta dirección. Intenta nuevamente en 15 minutos.",
    );
    expect(refused.headers["retry-after"]).toBe("900");
  });

  it("a correct password once the delay has passed clears the count", async () => {
    const ip = freshIp();
    await failFrom("u4@andes.ec", ip, LOGIN_THROTTLE.freeFailures);
    await waitOut("u4@andes.ec", ip);
    expect((await login(t.app, "u4@andes.ec", "usuario-clave-4", ip)).status).toBe(200);
    expect(await repo.findPairThrottle("u4@andes.ec", ip)).toBeUndefined();
    await failFrom("u4@andes.ec", ip, LOGIN_THROTTLE.freeFailures - 1);
    expect((await login(t.app, "u4@andes.ec", "usuario-clave-4", ip)).status).toBe(200);
  });

  it("unknown emails are throttled the same way, revealing nothing", async () => {
    const ip = freshIp();
    await failFrom("fantasma@andes.ec", ip, LOGIN_THROTTLE.freeFailures);
    const res = await login(t.app, "FANTASMA@andes.ec", "x", ip);
    expect(res.status).toBe(429);
    expect(res.body.error).toBe("Demasiados intentos fallidos desde esta dirección. Intenta nuevamente en 2 segundos.");
  });

  it("a pair's count starts over once its window has passed", async () => {
    const ip = freshIp();
    await failFrom("u5@andes.ec", ip, LOGIN_THROTTLE.freeFailures);
    await repo.setPairThrottleForTest("u5@andes.ec", ip, {
      locked_until: new Date(Date.now() - 1000),
      window_started_at: new Date(Date.now() - LOGIN_THROTTLE.windowMs - 1000),
    });
    await failFrom("u5@andes.ec", ip, 1);
    expect((await repo.findPairThrottle("u5@andes.ec", ip))?.failures).toBe(1);
    expect((await login(t.app, "u5@andes.ec", "usuario-clave-5", ip)).status).toBe(200);
  });
});

describe("the account holder is told about repeated failures", () => {
  it(`${LOGIN_ALERT.failures} failures within an hour, from any addresses, queue one mail an hour to the user`, async () => {
    const user = (await repo.findUserByEmail("u6@andes.ec"))!;
    // Spread over addresses, as a distributed guesser would: no single pair is throttled much.
    for (let i = 0; i < LOGIN_ALERT.failures - 1; i++) await failFrom("u6@andes.ec", freshIp(), 1);
    expect(await alertsFor(user.id)).toEqual([]);
    const last = freshIp();
    await failFrom("u6@andes.ec", last, 1);
    const [mail, ...more] = await alertsFor(user.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to_address: "u6@andes.ec", status: "pending" });
    expect(mail.purpose).toMatch(/^login-alert-/);
    expect(mail.subject).toBe(`Intentos fallidos de inicio de sesión — ${t.config.company.name}`);
    expect(mail.text).toContain(`${LOGIN_ALERT.failures} intentos fallidos`);
    expect(mail.text).toContain(last);
    expect(mail.html).toContain("Usuario 6");
    expect(mail.text).not.toContain("mala-clave");

    // More failures the same hour: still one mail.
    for (let i = 0; i < LOGIN_ALERT.failures; i++) await failFrom("u6@andes.ec", freshIp(), 1);
    expect(await alertsFor(user.id)).toHaveLength(1);

    // An hour later, a new burst earns a new mail.
    await repo.setAlertThrottleForTest("u6@andes.ec", {
      locked_until: new Date(Date.now() - 1000),
      window_started_at: new Date(Date.now() - HOUR - 1000),
    });
    for (let i = 0; i < LOGIN_ALERT.failures; i++) await failFrom("u6@andes.ec", freshIp(), 1);
    expect(await alertsFor(user.id)).toHaveLength(2);
    // The owner still signs in.
    expect((await login(t.app, "u6@andes.ec", "usuario-clave-6", freshIp())).status).toBe(200);
  });

  it("no mail for an email without an account", async () => {
    for (let i = 0; i < LOGIN_ALERT.failures + 1; i++) await failFrom("nadie@andes.ec", freshIp(), 1);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, "nadie@andes.ec"));
    expect(rows).toEqual([]);
  });
});

describe("per-IP limit on /api/auth/login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.auth.ensureInitialAdmin(ADMIN);
  });
  afterAll(() => t.close());

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

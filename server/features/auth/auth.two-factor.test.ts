import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { recoveryCodes, users } from "../../db/schema/auth.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { ADMIN, browserLogin, call, freshIp, login, sessionOf, withSession } from "./auth-test-helpers.ts";
import { totpCode } from "./totp.ts";

// Issue 26: a second factor (TOTP, RFC 6238) with single-use recovery codes, checked with a
// fixed clock: Date alone is faked, so the database and timers run as usual.
// In the past of the real clock, so rows written with it sort before those written after it.
const T0 = new Date("2026-01-15T15:00:10.000Z");
const STEP = 30_000;
const at = (ms: number) => vi.setSystemTime(new Date(T0.getTime() + ms));

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.auth.ensureInitialAdmin(ADMIN);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A new 'ventas' user, created by the admin, and a session of theirs (X-Session-ID). */
async function newUser(role = "ventas") {
  const email = `u${++n}@andes.ec`;
  const password = `Clave-larga-${n}-x`;
  const admin = await sessionOf(t.app);
  const res = await call(t.app, {
    method: "POST",
    url: "/api/users",
    headers: withSession(admin),
    payload: { name: `Usuario ${n}`, email, password, role },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.id as number, email, password, session: await sessionOf(t.app, email, password) };
}

const post = (url: string, session: string, payload?: object) =>
  call(t.app, { method: "POST", url: `/api${url}`, headers: withSession(session), payload });

/** Turns TOTP on for the user at T0; answers the secret and the recovery codes. */
async function enableTotp(session: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
  const setup = await post("/auth/two-factor/setup", session);
  expect(setup.status).toBe(200);
  const enabled = await post("/auth/two-factor/enable", session, { code: totpCode(setup.body.data.secret, T0) });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.data.secret as string, codes: enabled.body.data.recoveryCodes as string[] };
}

describe("turning TOTP on ('Mi cuenta')", () => {
  it("gives a secret as text, an otpauth URI and a QR code drawn here; nothing is on until a first code confirms", async () => {
    const u = await newUser();
    const setup = await post("/auth/two-factor/setup", u.session);
    expect(setup.status).toBe(200);
    expect(setup.headers["cache-control"]).toBe("no-store");
    const { secret, uri, qrSvg } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/${encodeURIComponent(t.config.company.name)}:${encodeURIComponent(u.email)}?issuer=${encodeURIComponent(t.config.company.name)}&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*>/);
    expect(qrSvg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    const status = await call(t.app, { method: "GET", url: "/api/auth/two-factor", headers: withSession(u.session) });
    expect(status.body.data).toEqual({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await login(t.app, u.email, u.password)).body.data.sessionId).toBeDefined();
  });

  it("refuses a wrong first code, then confirms with the app's code and shows 10 recovery codes once", async () => {
    const u = await newUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    at(0);
    const { secret } = (await post("/auth/two-factor/setup", u.session)).body.data;
    const wrong = await post("/auth/two-factor/enable", u.session, {
      code: totpCode(secret, new Date(T0.getTime() + 5 * STEP)),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ field: "code", message: "Código de verificación incorrecto" }]);
    const res = await post("/auth/two-factor/enable", u.session, { code: totpCode(secret, T0) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Verificación en dos pasos activada");
    const codes: string[] = res.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    // Stored as argon2id hashes only; the secret sealed, not in base32.
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, u.id));
    expect(stored).toHaveLength(10);
    stored.forEach((r) => expect(r.code_hash).toMatch(/^\$argon2id\$/));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_pending_secret).toBeNull();
    const again = await post("/auth/two-factor/enable", u.session, { code: totpCode(secret, T0) });
    expect(again.status).toBe(409);
  });

  it("no API gives the secret or the codes back after set-up", async () => {
    const u = await newUser();
    const { secret, codes } = await enableTotp(u.session);
    const admin = await sessionOf(t.app);
    const reads = [
      ["/api/auth/two-factor", u.session],
      ["/api/auth/profile", u.session],
      ["/api/auth/verify", u.session],
      ["/api/users", admin],
      [`/api/audit?entity=user&entityId=${u.id}`, admin],
    ];
    for (const [url, session] of reads) {
      const res = await call(t.app, { method: "GET", url, headers: withSession(session) });
      expect(res.status, url).toBe(200);
      expect(res.body && JSON.stringify(res.body), url).not.toContain(secret);
      for (const c of codes) expect(JSON.stringify(res.body), url).not.toContain(c);
    }
    const setupAgain = await post("/auth/two-factor/setup", u.session);
    expect(setupAgain.status).toBe(409);
    expect(setupAgain.body.error).toBe("La verificación en dos pasos ya está activa");
    const status = await call(t.app, { method: "GET", url: "/api/auth/two-factor", headers: withSession(u.session) });
    expect(status.body.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10, enabledAt: T0.toISOString() });
  });
});

describe("signing in with the second factor", () => {
  const verifyStep = (challenge: string, code: string, ip: string, headers: Record<string, string> = {}) =>
    call(t.app, {
      method: "POST",
      url: "/api/auth/login/verify",
      payload: { challenge, code },
      remoteAddress: ip,
      headers,
    });

  it("the password alone gives a challenge, no session; the app's code completes it, once", async () => {
    const u = await newUser();
    const { secret } = await enableTotp(u.session);
    const ip = freshIp();
    at(2 * STEP);
    const first = await login(t.app, u.email, u.password, ip);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Ingresa el código de verificación");
    expect(first.body.data).toMatchObject({
      secondFactor: "totp",
      expiresAt: new Date(T0.getTime() + 2 * STEP + 300_000).toISOString(),
    });
    expect(first.body.data.sessionId).toBeUndefined();
    expect(first.headers["set-cookie"]).toBeUndefined();
    // The code of the step set-up already used is spent (a code works once).
    const replay = await verifyStep(first.body.data.challenge, totpCode(secret, T0), ip);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe("Código de verificación incorrecto");
    const code = totpCode(secret, new Date(T0.getTime() + 2 * STEP));
    const ok = await verifyStep(first.body.data.challenge, code, ip);
    expect(ok.status).toBe(200);
    expect(ok.body.data.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ok.body.data.user.two_factor_enabled).toBe(true);
    // The challenge is spent, and the same code with a new challenge is refused.
    expect((await verifyStep(first.body.data.challenge, code, ip)).status).toBe(401);
    const second = await login(t.app, u.email, u.password, ip);
    expect((await verifyStep(second.body.data.challenge, code, ip)).status).toBe(401);
  });

  it("a browser's second step sets the cookie and answers no token", async () => {
    const u = await newUser();
    const { secret } = await enableTotp(u.session);
    at(3 * STEP);
    const ip = freshIp();
    const first = await browserLogin(t.app, u.email, u.password, ip);
    const res = await verifyStep(first.body.data.challenge, totpCode(secret, new Date(T0.getTime() + 3 * STEP)), ip, {
      "sec-fetch-site": "same-origin",
    });
    expect(res.status).toBe(200);
    expect(res.body.data.sessionId).toBeUndefined();
    expect(String(res.headers["set-cookie"])).toMatch(/^andes_session=.*HttpOnly/);
  });

  it("a recovery code works once, whatever its case or dashes", async () => {
    const u = await newUser();
    const { codes } = await enableTotp(u.session);
    const ip = freshIp();
    const challenge = async () => (await login(t.app, u.email, u.password, ip)).body.data.challenge as string;
    const typed = ` ${codes[3].toUpperCase().replace("-", " ")} `;
    const ok = await verifyStep(await challenge(), typed, ip);
    expect(ok.status).toBe(200);
    const again = await verifyStep(await challenge(), codes[3], ip);
    expect(again.status).toBe(401);
    expect(again.body.error).toBe("Código de verificación incorrecto");
    const status = await call(t.app, { method: "GET", url: "/api/auth/two-factor", headers: withSession(u.session) });
    expect(status.body.data.recoveryCodesLeft).toBe(9);
  });

  it("wrong codes count in the sign-in throttle: the right password does not reset them", async () => {
    const u = await newUser();
    const { secret } = await enableTotp(u.session);
    at(4 * STEP);
    const ip = freshIp();
    let challenge = (await login(t.app, u.email, u.password, ip)).body.data.challenge as string;
    for (let i = 0; i < 4; i++) expect((await verifyStep(challenge, "000000", ip)).status).toBe(401);
    // The password again gives a new challenge but keeps the count.
    challenge = (await login(t.app, u.email, u.password, ip)).body.data.challenge as string;
    expect((await verifyStep(challenge, "111111", ip)).status).toBe(401);
    const right = totpCode(secret, new Date(T0.getTime() + 4 * STEP));
    const throttled = await verifyStep(challenge, right, ip);
    expect(throttled.status).toBe(429);
    expect(throttled.headers["retry-after"]).toBe("2");
    expect(throttled.body.error).toBe(
      "Demasiados intentos fallidos desde esta dirección. Intenta nuevamente en 2 segundos.",
    );
    expect((await login(t.app, u.email, u.password, ip)).status).toBe(429);
    // Once the wait is over the right code gets in, and clears the count.
    at(4 * STEP + 3000);
    expect((await verifyStep(challenge, right, ip)).status).toBe(200);
  });

  it("five wrong codes end a challenge; an expired challenge is refused", async () => {
    const u = await newUser();
    const { secret } = await enableTotp(u.session);
    at(6 * STEP);
    const challenge = (await login(t.app, u.email, u.password, freshIp())).body.data.challenge as string;
    for (let i = 0; i < 5; i++) await verifyStep(challenge, "000000", freshIp());
    const ended = await verifyStep(challenge, totpCode(secret, new Date(T0.getTime() + 6 * STEP)), freshIp());
    expect(ended.status).toBe(401);
    expect(ended.body.error).toBe("La verificación expiró. Inicia sesión nuevamente.");
    const late = (await login(t.app, u.email, u.password, freshIp())).body.data.challenge as string;
    at(6 * STEP + 301_000);
    const expired = await verifyStep(late, totpCode(secret, new Date(T0.getTime() + 6 * STEP + 301_000)), freshIp());
    expect(expired.body.error).toBe("La verificación expiró. Inicia sesión nuevamente.");
  });

  it("the code field explains its format in Spanish", async () => {
    const res = await verifyStep("x", "12ab", freshIp());
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Ingresa los 6 dígitos de tu aplicación o un código de recuperación");
    expect((await verifyStep("x", "", freshIp())).body.error).toBe("El código de verificación es requerido");
  });
});

describe("turning it off, new recovery codes", () => {
  it("needs the current password; new codes replace the old ones", async () => {
    const u = await newUser();
    const { codes } = await enableTotp(u.session);
    const wrong = await post("/auth/two-factor/recovery-codes", u.session, { currentPassword: "otra" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("La contraseña actual es incorrecta");
    const renewed = await post("/auth/two-factor/recovery-codes", u.session, { currentPassword: u.password });
    expect(renewed.status).toBe(200);
    const ip = freshIp();
    const challenge = (await login(t.app, u.email, u.password, ip)).body.data.challenge;
    const old = await call(t.app, {
      method: "POST",
      url: "/api/auth/login/verify",
      payload: { challenge, code: codes[0] },
      remoteAddress: ip,
    });
    expect(old.status).toBe(401);
    const off = await post("/auth/two-factor/disable", u.session, { currentPassword: u.password });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("Verificación en dos pasos desactivada");
    expect((await login(t.app, u.email, u.password)).body.data.sessionId).toBeDefined();
  });
});

describe("admin reset", () => {
  it("an admin clears another user's second factor, audited; nobody else can, nor on their own account", async () => {
    const u = await newUser();
    await enableTotp(u.session);
    vi.useRealTimers();
    const admin = await sessionOf(t.app);
    const adminId = (await call(t.app, { method: "GET", url: "/api/auth/verify", headers: withSession(admin) })).body
      .data.user.id;
    const other = await newUser();
    const byVentas = await call(t.app, {
      method: "DELETE",
      url: `/api/users/${u.id}/two-factor`,
      headers: withSession(other.session),
    });
    expect(byVentas.status).toBe(403);
    const own = await call(t.app, {
      method: "DELETE",
      url: `/api/users/${adminId}/two-factor`,
      headers: withSession(admin),
    });
    expect(own.status).toBe(400);
    expect(own.body.error).toBe("Para tu propia cuenta usa 'Mi cuenta'");

    const reset = await call(t.app, {
      method: "DELETE",
      url: `/api/users/${u.id}/two-factor`,
      headers: withSession(admin),
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe("Verificación en dos pasos restablecida");
    const list = await call(t.app, { method: "GET", url: "/api/users", headers: withSession(admin) });
    expect(list.body.data.users.find((x: { id: number }) => x.id === u.id).two_factor_enabled).toBe(false);
    const audit = await call(t.app, {
      method: "GET",
      url: `/api/audit?entity=user&entityId=${u.id}`,
      headers: withSession(admin),
    });
    const [latest] = audit.body.data.entries;
    expect(latest).toMatchObject({ action: "update", user_id: adminId, changes: { two_factor: [true, false] } });
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, u.id))).toEqual([]);
    // The password alone signs them in again.
    expect((await login(t.app, u.email, u.password)).body.data.sessionId).toBeDefined();
    expect(
      (await call(t.app, { method: "DELETE", url: `/api/users/${u.id}/two-factor`, headers: withSession(admin) }))
        .status,
    ).toBe(400);
  });
});

describe("STAFF_2FA", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ STAFF_2FA: "required" });
    await strict.app.services.auth.ensureInitialAdmin(ADMIN);
  });
  afterAll(() => strict?.close());

  it("=required: an admin without it reaches only their account until it is on, and cannot turn it off", async () => {
    const session = await sessionOf(strict.app);
    const get = (url: string) => call(strict.app, { method: "GET", url, headers: withSession(session) });
    const me = await get("/api/auth/verify");
    expect(me.body.data.user).toMatchObject({ two_factor_enabled: false, two_factor_required: true });
    const refused = await get("/api/users");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("Debes activar la verificación en dos pasos para continuar.");
    expect((await get("/api/products?includeInactive=true")).status).toBe(200);
    expect((await get("/api/requests")).status).toBe(403);
    expect((await get("/api/auth/profile")).status).toBe(200);
    expect((await get("/api/auth/two-factor")).body.data.required).toBe(true);

    vi.useFakeTimers({ toFake: ["Date"] });
    at(0);
    const setup = await call(strict.app, {
      method: "POST",
      url: "/api/auth/two-factor/setup",
      headers: withSession(session),
    });
    const enable = await call(strict.app, {
      method: "POST",
      url: "/api/auth/two-factor/enable",
      headers: withSession(session),
      payload: { code: totpCode(setup.body.data.secret, T0) },
    });
    expect(enable.status).toBe(200);
    expect((await get("/api/users")).status).toBe(200);
    const off = await call(strict.app, {
      method: "POST",
      url: "/api/auth/two-factor/disable",
      headers: withSession(session),
      payload: { currentPassword: ADMIN.password },
    });
    expect(off.status).toBe(403);
    expect(off.body.error).toBe("La verificación en dos pasos es obligatoria para tu cuenta");
  });

  it("=required leaves 'ventas' free; =all asks everyone", async () => {
    const sales = { name: "Vera Ventas", email: "vera@andes.ec", password: "Vera-clave-2026", role: "ventas" as const };
    await strict.app.services.users.create(sales);
    const free = await sessionOf(strict.app, sales.email, sales.password);
    const requests = await call(strict.app, { method: "GET", url: "/api/requests", headers: withSession(free) });
    expect(requests.status).toBe(200);

    const all = await createTestApp({ STAFF_2FA: "all" });
    try {
      await all.app.services.users.create(sales);
      const s = await sessionOf(all.app, sales.email, sales.password);
      const me = await call(all.app, { method: "GET", url: "/api/auth/verify", headers: withSession(s) });
      expect(me.body.data.user).toMatchObject({ role: "ventas", two_factor_required: true });
      const refused = await call(all.app, { method: "GET", url: "/api/requests", headers: withSession(s) });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe("Debes activar la verificación en dos pasos para continuar.");
    } finally {
      await all.close();
    }
  });
});

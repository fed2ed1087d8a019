import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepository } from "./auth.repository.ts";
import { prepareFirstRun } from "./first-run.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { call, login, withSession } from "./auth-test-helpers.ts";

const FIRST = { name: "Primera Admin", email: "primera@andes.ec", password: "Andes-clave-2026" };
const registerInitial = (t: TestApp, payload: Record<string, unknown>) =>
  call(t.app, { method: "POST", url: "/api/auth/register-initial", payload });

describe("POST /api/auth/register-initial (first-run setup link)", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.app.services.auth.createSetupToken())!;
  });
  afterAll(() => t.close());

  it("validates the body with the password rule", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...FIRST, password: "corta" }, "La contraseña debe tener al menos 12 caracteres"],
      [{ ...FIRST, password: "soloLetrasMuyLargas" }, "La contraseña debe incluir al menos un número o un símbolo"],
      [{ ...FIRST, password: "123456789012345" }, "La contraseña debe incluir al menos una letra"],
      [{ ...FIRST, password: "Primera@Andes.ec-2026" }, "La contraseña no puede contener tu email"],
    ];
    for (const [payload, message] of cases) {
      const res = await registerInitial(t, { ...payload, setupToken: token });
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });

  it("refuses without the token (400) and with a wrong one (403)", async () => {
    const missing = await registerInitial(t, FIRST);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("El enlace de configuración es requerido");
    const wrong = await registerInitial(t, { ...FIRST, setupToken: "no-es-el-token" });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ success: false, error: "El enlace de configuración no es válido o ya fue usado" });
    expect(await createAuthRepository(t.database.db).hasAnyUser()).toBe(false);
  });

  it("creates the first admin exactly once, even under concurrent requests, and signs them in", async () => {
    const attempts = await Promise.all(
      [0, 1, 2].map((i) => registerInitial(t, { ...FIRST, email: `primera${i || ""}@andes.ec`, setupToken: token })),
    );
    const created = attempts.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const r of attempts.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(403);
      expect(r.body.error).toBe("El registro inicial ya fue completado");
    }
    const { sessionId, user } = created[0].body.data;
    expect(user).toMatchObject({ name: FIRST.name, role: "admin" });
    const verify = await call(t.app, { method: "GET", url: "/api/auth/verify", headers: withSession(sessionId) });
    expect(verify.status).toBe(200);
    expect(verify.body.data.user.id).toBe(user.id);
  });

  it("refuses afterwards, and no new token is issued once a user exists", async () => {
    const res = await registerInitial(t, {
      name: "Otra",
      email: "otra@andes.ec",
      password: "Andes-clave-2027",
      setupToken: token,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: "El registro inicial ya fue completado" });
    expect(await t.app.services.auth.createSetupToken()).toBeUndefined();
  });
});

describe("setup tokens are stored hashed, any of them works once", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("accepts a token printed by an earlier start, then none", async () => {
    const older = (await t.app.services.auth.createSetupToken())!;
    const newer = (await t.app.services.auth.createSetupToken())!;
    expect(older).not.toBe(newer);
    const rows = await t.database.db.execute(`select token_hash from setup_tokens`);
    const hashes = JSON.stringify(rows);
    expect(hashes).not.toContain(older);
    expect((await registerInitial(t, { ...FIRST, setupToken: older })).status).toBe(201);
    // Every token goes with the first use: no second administrator through an old link.
    const again = await registerInitial(t, { ...FIRST, email: "x@andes.ec", setupToken: newer });
    expect(again.status).toBe(403);
  });
});

describe("start-up (prepareFirstRun, ADMIN_EMAIL / ADMIN_PASSWORD)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses a password that breaks the rules, creating nothing", async () => {
    await expect(
      t.app.services.auth.ensureInitialAdmin({ name: "Admin", email: "admin@andes.ec", password: "corta" }),
    ).rejects.toThrow(/ADMIN_PASSWORD: La contraseña debe tener al menos 12 caracteres/);
    expect(await createAuthRepository(t.database.db).hasAnyUser()).toBe(false);
  });

  it("prints a setup link while nobody exists", async () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) };
    const run = await prepareFirstRun(t.app.services.auth, { initialAdmin: undefined }, log as never);
    run.announce("http://localhost:4321");
    expect(lines).toHaveLength(1);
    const token = lines[0].match(/http:\/\/localhost:4321\/login\?setup=([\w-]+) /)?.[1];
    expect(token).toBeTruthy();
    expect((await registerInitial(t, { ...FIRST, setupToken: token })).status).toBe(201);
  });
});

describe("ensureInitialAdmin says when it created the account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("creates the admin when there is no user, logs it, prints no setup link, then does nothing", async () => {
    const admin = { name: "Admin", email: "Admin@Andes.ec", password: "admin-clave-123" };
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) };
    const run = await prepareFirstRun(t.app.services.auth, { initialAdmin: admin }, log as never);
    run.announce("http://localhost:3000");
    expect(lines).toEqual(["info administrador inicial creado desde ADMIN_EMAIL: Admin@Andes.ec"]);
    expect(await t.app.services.auth.ensureInitialAdmin(admin)).toBe(false);
    expect(
      await t.app.services.auth.ensureInitialAdmin({
        name: "Otro",
        email: "otro@andes.ec",
        password: "otro-clave-123",
      }),
    ).toBe(false);

    const res = await login(t.app, "admin@andes.ec", "admin-clave-123");
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe("admin@andes.ec");
    expect((await login(t.app, "otro@andes.ec", "otro-clave-123")).status).toBe(401);
  });

  it("stores an argon2id hash with the OWASP parameters", async () => {
    const user = await createAuthRepository(t.database.db).findUserByEmail("admin@andes.ec");
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepository } from "./auth.repository.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { call, login, withSession } from "./auth-test-helpers.ts";

const FIRST = { name: "Primera Admin", email: "primera@andes.ec", password: "primera-clave-1" };

describe("POST /api/auth/register-initial", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("validates the body", async () => {
    const res = await call(t.app, { method: "POST", url: "/api/auth/register-initial", payload: { ...FIRST, password: "corta" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("La contraseña debe tener al menos 10 caracteres");
  });

  it("creates the first admin exactly once, even under concurrent requests, and signs them in", async () => {
    const attempts = await Promise.all(
      [0, 1, 2].map((i) =>
        call(t.app, {
          method: "POST",
          url: "/api/auth/register-initial",
          payload: { ...FIRST, email: `primera${i || ""}@andes.ec` },
        }),
      ),
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

  it("refuses afterwards", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/register-initial",
      payload: { name: "Otra", email: "otra@andes.ec", password: "otra-clave-123" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: "El registro inicial ya fue completado" });
  });
});

describe("ensureInitialAdmin (ADMIN_EMAIL / ADMIN_PASSWORD at start)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses a password that breaks the rules, creating nothing", async () => {
    await expect(
      t.app.services.auth.ensureInitialAdmin({ name: "Admin", email: "admin@andes.ec", password: "corta" }),
    ).rejects.toThrow(/ADMIN_PASSWORD: La contraseña debe tener al menos 10 caracteres/);
    expect(await createAuthRepository(t.database.db).hasAnyUser()).toBe(false);
  });

  it("creates the admin when there is no user, then does nothing", async () => {
    const admin = { name: "Admin", email: "Admin@Andes.ec", password: "admin-clave-123" };
    expect(await t.app.services.auth.ensureInitialAdmin(admin)).toBe(true);
    expect(await t.app.services.auth.ensureInitialAdmin(admin)).toBe(false);
    expect(
      await t.app.services.auth.ensureInitialAdmin({ name: "Otro", email: "otro@andes.ec", password: "otro-clave-123" }),
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

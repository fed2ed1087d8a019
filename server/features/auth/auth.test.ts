import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { ADMIN, call, freshIp, login, sessionOf, withSession } from "./auth-test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.auth.ensureInitialAdmin(ADMIN);
});
afterAll(() => t.close());

describe("POST /api/auth/login", () => {
  it("returns a session id and the public user", async () => {
    const res = await login(t.app);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.user).toMatchObject({ name: ADMIN.name, email: ADMIN.email, role: "admin" });
    expect(Object.keys(res.body.data.user).sort()).toEqual([
      "active",
      "created_at",
      "email",
      "id",
      "last_login_at",
      "name",
      "role",
      "two_factor_enabled",
      "two_factor_required",
    ]);
    expect(new Date(res.body.data.user.last_login_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("accepts the email in any case and with surrounding spaces", async () => {
    const res = await login(t.app, "  ANA@Andes.EC ", ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(ADMIN.email);
  });

  it("gives a fresh token on every sign-in", async () => {
    const a = await sessionOf(t.app);
    const b = await sessionOf(t.app);
    expect(a).not.toBe(b);
  });

  it("answers the same 401 for a wrong password and an unknown email", async () => {
    const wrong = await login(t.app, ADMIN.email, "no-es-la-clave");
    const unknown = await login(t.app, "nadie@andes.ec", "no-es-la-clave");
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: "Credenciales inválidas" });
    }
  });

  it.each([
    [{}, "El email es requerido"],
    [{ password: "x" }, "El email es requerido"],
    [{ email: "", password: "x" }, "El email es requerido"],
    [{ email: "ana@andes.ec" }, "La contraseña es requerida"],
    [{ email: "ana@andes.ec", password: "" }, "La contraseña es requerida"],
    [{ email: "no-es-email", password: "x" }, "Por favor, ingresa un email válido"],
  ])("rejects %j with 400 '%s'", async (payload, message) => {
    const res = await call(t.app, { method: "POST", url: "/api/auth/login", payload, remoteAddress: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toBe(message);
    expect(res.body.details.map((d: any) => d.message)).toContain(message);
  });

  it("reports both missing fields in details", async () => {
    const res = await call(t.app, { method: "POST", url: "/api/auth/login", payload: {}, remoteAddress: freshIp() });
    expect(res.body.details).toEqual([
      { field: "email", message: "El email es requerido" },
      { field: "password", message: "La contraseña es requerida" },
    ]);
  });

  it("treats a JSON request with no body as missing fields, not a parse error", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      remoteAddress: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("El email y la contraseña son requeridos");
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{nope",
      remoteAddress: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe("GET /api/auth/verify and /api/auth/check-session", () => {
  it("accept a valid session", async () => {
    const sessionId = await sessionOf(t.app);
    const verify = await call(t.app, { method: "GET", url: "/api/auth/verify", headers: withSession(sessionId) });
    expect(verify.status).toBe(200);
    expect(verify.body.data.user).toMatchObject({ email: ADMIN.email, role: "admin" });

    const check = await call(t.app, { method: "GET", url: "/api/auth/check-session", headers: withSession(sessionId) });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ success: true, hasValidSession: true, message: "Sesión válida" });
  });

  it.each([
    ["no header", {}],
    ["an empty header", { "x-session-id": "" }],
    ["an unknown token", { "x-session-id": "A".repeat(43) }],
    ["an absurdly long token", { "x-session-id": "A".repeat(5000) }],
  ])("reject %s", async (_label, headers) => {
    const verify = await call(t.app, { method: "GET", url: "/api/auth/verify", headers });
    expect(verify.status).toBe(401);
    expect(verify.body).toEqual({ success: false, error: "Sesión expirada. Por favor, inicia sesión nuevamente." });

    const check = await call(t.app, { method: "GET", url: "/api/auth/check-session", headers });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ success: true, hasValidSession: false, message: "Sesión no válida o expirada" });
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the current session only", async () => {
    const kept = await sessionOf(t.app);
    const closed = await sessionOf(t.app);
    const res = await call(t.app, { method: "POST", url: "/api/auth/logout", headers: withSession(closed) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Sesión cerrada exitosamente" });

    const after = await call(t.app, { method: "GET", url: "/api/auth/verify", headers: withSession(closed) });
    expect(after.status).toBe(401);
    const other = await call(t.app, { method: "GET", url: "/api/auth/verify", headers: withSession(kept) });
    expect(other.status).toBe(200);
  });

  it("succeeds without a session, with an unknown one, and with an empty JSON body", async () => {
    for (const headers of [{}, { "x-session-id": "desconocida" }, { "content-type": "application/json" }]) {
      const res = await call(t.app, { method: "POST", url: "/api/auth/logout", headers });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
    }
  });
});

describe("/api/auth/profile", () => {
  /** A staff member of their own, signed in: each test changes a different profile. */
  async function signedInUser(name: string, email: string, password: string) {
    await t.app.services.auth.register({ name, email, password });
    return sessionOf(t.app, email, password);
  }
  const putProfile = (sessionId: string, payload: object) =>
    call(t.app, { method: "PUT", url: "/api/auth/profile", headers: withSession(sessionId), payload });

  it("requires a session", async () => {
    for (const method of ["GET", "PUT"]) {
      const res = await call(t.app, {
        method,
        url: "/api/auth/profile",
        payload: method === "PUT" ? { name: "X" } : undefined,
      });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe("Sesión expirada. Por favor, inicia sesión nuevamente.");
    }
  });

  it("answers 401 before validating the body of an anonymous request", async () => {
    const res = await call(t.app, { method: "PUT", url: "/api/auth/profile", payload: { email: "malo" } });
    expect(res.status).toBe(401);
  });

  it("returns the signed-in user", async () => {
    const sessionId = await sessionOf(t.app);
    const res = await call(t.app, { method: "GET", url: "/api/auth/profile", headers: withSession(sessionId) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: ADMIN.name, email: ADMIN.email, role: "admin" });
  });

  it("refuses an email change without the current password", async () => {
    const sessionId = await signedInUser("Berta", "berta@andes.ec", "berta-clave-1");
    const res = await putProfile(sessionId, { email: "robada@mal.ec" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("La contraseña actual es requerida para cambiarla");
  });

  it("updates name and email, then signs in with the new email", async () => {
    const sessionId = await signedInUser("Bruno", "bruno@andes.ec", "bruno-clave-1");
    const res = await putProfile(sessionId, {
      name: "  Bruno Díaz ",
      email: "Bruno.Diaz@Andes.ec",
      currentPassword: "bruno-clave-1",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "Bruno Díaz", email: "bruno.diaz@andes.ec" });
    expect(res.body.message).toBe("Perfil actualizado exitosamente");
    expect((await login(t.app, "bruno.diaz@andes.ec", "bruno-clave-1")).status).toBe(200);
    expect((await login(t.app, "bruno@andes.ec", "bruno-clave-1")).status).toBe(401);
  });

  it("refuses an email another user has (409)", async () => {
    const sessionId = await signedInUser("Carla", "carla@andes.ec", "carla-clave-1");
    const res = await putProfile(sessionId, { email: "ANA@andes.ec" });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Ya existe un usuario con ese email");
  });

  it("changes the password only with the correct current one, and signs out other devices", async () => {
    const current = await signedInUser("Diego", "diego@andes.ec", "diego-clave-1");
    const otherDevice = await sessionOf(t.app, "diego@andes.ec", "diego-clave-1");
    const put = (payload: object) => putProfile(current, payload);

    const missing = await put({ newPassword: "nueva-clave-2026" });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("La contraseña actual es requerida para cambiarla");

    const wrong = await put({ currentPassword: "equivocada", newPassword: "nueva-clave-2026" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("La contraseña actual es incorrecta");

    const short = await put({ currentPassword: "diego-clave-1", newPassword: "corta" });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe("La contraseña debe tener al menos 12 caracteres");

    const done = await put({ currentPassword: "diego-clave-1", newPassword: "nueva-clave-2026" });
    expect(done.status).toBe(200);

    expect((await login(t.app, "diego@andes.ec", "diego-clave-1")).status).toBe(401);
    expect((await login(t.app, "diego@andes.ec", "nueva-clave-2026")).status).toBe(200);
    const verify = (s: string) => call(t.app, { method: "GET", url: "/api/auth/verify", headers: withSession(s) });
    expect((await verify(current)).status).toBe(200);
    expect((await verify(otherDevice)).status).toBe(401);
  });
});

describe("POST /api/auth/register", () => {
  const newUser = { name: "Elena Ruiz", email: "elena@andes.ec", password: "Ruiz-clave-2026" };

  it("requires a signed-in admin", async () => {
    const res = await call(t.app, { method: "POST", url: "/api/auth/register", payload: newUser });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("Sesión expirada. Por favor, inicia sesión nuevamente.");
    expect((await login(t.app, newUser.email, newUser.password)).status).toBe(401);
  });

  it("creates a staff user who can then sign in", async () => {
    const sessionId = await sessionOf(t.app);
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/register",
      headers: withSession(sessionId),
      payload: newUser,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: newUser.name,
      email: newUser.email,
      role: "admin",
      last_login_at: null,
    });
    expect((await login(t.app, newUser.email, newUser.password)).status).toBe(200);
  });

  it("refuses a duplicate email regardless of case (409)", async () => {
    const sessionId = await sessionOf(t.app);
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/register",
      headers: withSession(sessionId),
      payload: { ...newUser, email: "ELENA@andes.ec" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: "Ya existe un usuario con ese email" });
  });

  it("validates with Spanish messages", async () => {
    const sessionId = await sessionOf(t.app);
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/register",
      headers: withSession(sessionId),
      payload: { name: "F", email: "f@andes", password: "corta" },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: "name", message: "El nombre debe tener al menos 2 caracteres" },
      { field: "email", message: "Por favor, ingresa un email válido" },
      { field: "password", message: "La contraseña debe tener al menos 12 caracteres" },
    ]);
  });
});

describe("POST /api/auth/register-initial once users exist", () => {
  it("answers 403", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/register-initial",
      payload: { name: "Intruso", email: "intruso@mal.ec", password: "clave-ajena-2026", setupToken: "adivinado" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: "El registro inicial ya fue completado" });
    expect((await login(t.app, "intruso@mal.ec", "clave-ajena-2026")).status).toBe(401);
  });
});

describe("OpenAPI", () => {
  it("documents every auth route", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(JSON.parse(res.body).paths);
    for (const p of ["login", "logout", "verify", "check-session", "profile", "register", "register-initial"]) {
      expect(paths).toContain(`/api/auth/${p}`);
    }
  });
});

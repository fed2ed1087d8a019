import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { ADMIN, call, login, sessionOf, withSession } from "../auth/auth-test-helpers.ts";

const VENTAS = { name: "Vera Ventas", email: "vera@andes.ec", password: "ventas-clave-2026", role: "ventas" };

describe("staff accounts (/api/users, admin only)", () => {
  let t: TestApp;
  let admin: string;
  const api = (method: string, url: string, payload?: object, session = admin) =>
    call(t.app, { method, url: `/api${url}`, headers: withSession(session), payload });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.auth.ensureInitialAdmin(ADMIN);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t.close());

  it("creates a 'ventas' user who can sign in, and lists both", async () => {
    const created = await api("POST", "/users", VENTAS);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: VENTAS.name, email: VENTAS.email, role: "ventas", active: true });
    expect((await login(t.app, VENTAS.email, VENTAS.password)).status).toBe(200);
    const list = await api("GET", "/users");
    expect(list.body.data.users.map((u: { email: string }) => u.email).sort()).toEqual([ADMIN.email, VENTAS.email]);
  });

  it("validates with Spanish messages (role, password rule, duplicate email)", async () => {
    const badRole = await api("POST", "/users", { ...VENTAS, email: "x@andes.ec", role: "jefe" });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error).toBe("El rol debe ser 'admin' o 'ventas'");
    const weak = await api("POST", "/users", { ...VENTAS, email: "y@andes.ec", password: "solamenteletras" });
    expect(weak.body.error).toBe("La contraseña debe incluir al menos un número o un símbolo");
    const dup = await api("POST", "/users", { ...VENTAS, email: "VERA@andes.ec" });
    expect(dup.status).toBe(409);
  });

  it("disabling a user ends their sessions at once and refuses their sign-in", async () => {
    const user = (await api("GET", "/users")).body.data.users.find((u: { email: string }) => u.email === VENTAS.email);
    const session = await sessionOf(t.app, VENTAS.email, VENTAS.password);
    expect((await api("GET", "/auth/verify", undefined, session)).status).toBe(200);
    const off = await api("PUT", `/users/${user.id}`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.data.active).toBe(false);
    expect((await api("GET", "/auth/verify", undefined, session)).status).toBe(401);
    const again = await login(t.app, VENTAS.email, VENTAS.password);
    expect(again.status).toBe(403);
    expect(again.body.error).toBe("Tu cuenta está desactivada. Consulta con un administrador.");
    expect((await api("PUT", `/users/${user.id}`, { active: true })).status).toBe(200);
  });

  it("an admin's password reset ends that user's sessions; the new password works", async () => {
    const user = (await api("GET", "/users")).body.data.users.find((u: { email: string }) => u.email === VENTAS.email);
    const session = await sessionOf(t.app, VENTAS.email, VENTAS.password);
    expect((await api("PUT", `/users/${user.id}`, { password: "otra-clave-nueva-1" })).status).toBe(200);
    expect((await api("GET", "/auth/verify", undefined, session)).status).toBe(401);
    expect((await login(t.app, VENTAS.email, "otra-clave-nueva-1")).status).toBe(200);
  });

  it("the last active admin can be neither disabled nor demoted (409); with a second admin it can", async () => {
    const me = (await api("GET", "/auth/profile")).body.data;
    for (const change of [{ active: false }, { role: "ventas" }]) {
      const res = await api("PUT", `/users/${me.id}`, change);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe("Debe quedar al menos un administrador activo");
    }
    const other = await api("POST", "/users", {
      name: "Otro Admin",
      email: "otro.admin@andes.ec",
      password: "segundo-admin-2026",
      role: "admin",
    });
    expect((await api("PUT", `/users/${other.body.data.id}`, { role: "ventas" })).status).toBe(200);
    expect((await api("PUT", `/users/${other.body.data.id}`, { role: "admin" })).status).toBe(200);
    expect((await api("PUT", `/users/${me.id}`, { role: "ventas" })).status).toBe(200);
    // Now a 'ventas' user: the users routes are closed to them.
    expect((await api("GET", "/users")).status).toBe(403);
  });

  it("answers 404 for an unknown user", async () => {
    const other = await sessionOf(t.app, "otro.admin@andes.ec", "segundo-admin-2026");
    const res = await api("PUT", "/users/999999", { name: "Nadie" }, other);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Usuario no encontrado");
  });
});

describe("own sessions (/api/auth/sessions)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.auth.ensureInitialAdmin(ADMIN);
  });
  afterAll(() => t.close());

  it("lists them marking the current one, and revokes another", async () => {
    const phone = await sessionOf(t.app);
    const laptop = await sessionOf(t.app);
    const list = await call(t.app, { method: "GET", url: "/api/auth/sessions", headers: withSession(laptop) });
    expect(list.status).toBe(200);
    const sessions = list.body.data.sessions as { id: number; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(phone);
    const other = sessions.find((s) => !s.current)!;
    const del = await call(t.app, {
      method: "DELETE",
      url: `/api/auth/sessions/${other.id}`,
      headers: withSession(laptop),
    });
    expect(del.status).toBe(200);
    expect((await call(t.app, { method: "GET", url: "/api/auth/verify", headers: withSession(phone) })).status).toBe(
      401,
    );
    expect((await call(t.app, { method: "GET", url: "/api/auth/verify", headers: withSession(laptop) })).status).toBe(
      200,
    );
    const gone = await call(t.app, {
      method: "DELETE",
      url: `/api/auth/sessions/${other.id}`,
      headers: withSession(laptop),
    });
    expect(gone.status).toBe(404);
  });
});

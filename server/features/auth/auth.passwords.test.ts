import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { dictionary } from "@zxcvbn-ts/language-common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { ADMIN, call, sessionOf, withSession } from "./auth-test-helpers.ts";
import { isCommonPassword } from "./common-passwords.ts";

// Issue 20: staff passwords on the list of the most used ones are refused, with a Spanish
// message, wherever a password is chosen. Issue 22: when an admin chooses another user's
// password, "not your email" names that user's email.
const COMMON = "Esa contraseña es de las más usadas y fáciles de adivinar. Elige otra.";
const USER_EMAIL = "La contraseña no puede contener el email del usuario";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.auth.ensureInitialAdmin(ADMIN);
  admin = await sessionOf(t.app);
});
afterAll(() => t.close());

const send = (method: string, url: string, payload: object, session = admin) =>
  call(t.app, { method, url: `/api${url}`, payload, headers: withSession(session) });

describe("common passwords", () => {
  it("uses a maintained ranked list far beyond the top 10,000, compared without case or surrounding spaces", async () => {
    expect(dictionary["passwords-common"].length).toBeGreaterThanOrEqual(10_000);
    expect(await isCommonPassword("password1234")).toBe(true);
    expect(await isCommonPassword(" QWERTY123456 ")).toBe(true);
    expect(await isCommonPassword("1q2w3e4r5t6y")).toBe(true);
    expect(await isCommonPassword("Andes-clave-2026")).toBe(false);
  });

  it("is refused on every route that sets a password, on the password field", async () => {
    const created = await send("POST", "/users", {
      name: "Vera",
      email: "vera@andes.ec",
      password: "qwerty123456",
      role: "ventas",
    });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ success: false, error: COMMON, details: [{ field: "password", message: COMMON }] });
    const registered = await send("POST", "/auth/register", {
      name: "Vera",
      email: "vera@andes.ec",
      password: "123qweasdzxc",
    });
    expect(registered.body.error).toBe(COMMON);

    const ok = await send("POST", "/users", {
      name: "Vera",
      email: "vera@andes.ec",
      password: "Vera-clave-2026",
      role: "ventas",
    });
    expect(ok.status).toBe(201);
    const reset = await send("PUT", `/users/${ok.body.data.id}`, { password: "Password1234" });
    expect(reset.status).toBe(400);
    expect(reset.body.details).toEqual([{ field: "password", message: COMMON }]);

    const own = await send("PUT", "/auth/profile", { currentPassword: ADMIN.password, newPassword: "1qaz2wsx3edc" });
    expect(own.status).toBe(400);
    expect(own.body.details).toEqual([{ field: "newPassword", message: COMMON }]);
    // Nothing changed: the old password still signs in.
    expect(await sessionOf(t.app)).toBeTruthy();
  });

  it("is refused for the first administrator, through the link and from ADMIN_PASSWORD", async () => {
    const fresh = await createTestApp();
    try {
      const setupToken = (await fresh.app.services.auth.createSetupToken())!;
      const res = await call(fresh.app, {
        method: "POST",
        url: "/api/auth/register-initial",
        payload: { name: "Primera", email: "primera@andes.ec", password: "qwerty123456", setupToken },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(COMMON);
      await expect(
        fresh.app.services.auth.ensureInitialAdmin({
          name: "Primera",
          email: "primera@andes.ec",
          password: "password1234",
        }),
      ).rejects.toThrow(`ADMIN_PASSWORD: ${COMMON}`);
    } finally {
      await fresh.close();
    }
  });

  it("the list stays on the server: nothing the browser loads imports it", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = path.join(dir, f);
        return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : [];
      });
    const browserFiles = [...sources("web"), ...sources("contracts")].filter((f) => !/\.server\.tsx?$/.test(f));
    expect(browserFiles.length).toBeGreaterThan(50);
    expect(
      browserFiles.filter((f) => /(from|import\()\s*["'][^"']*(zxcvbn|common-passwords)/.test(readFileSync(f, "utf8"))),
    ).toEqual([]);
  });
});

describe("'no puede contener … email' when an admin chooses another user's password", () => {
  it("names that user's email, on create, register and reset; one's own password still says 'tu email'", async () => {
    const create = await send("POST", "/users", {
      name: "Rosa",
      email: "rosa@andes.ec",
      password: "clave-rosa@andes.ec",
      role: "ventas",
    });
    expect(create.status).toBe(400);
    expect(create.body.error).toBe(USER_EMAIL);
    const register = await send("POST", "/auth/register", {
      name: "Rosa",
      email: "rosa@andes.ec",
      password: "x-rosa@andes.ec-1",
    });
    expect(register.body.error).toBe(USER_EMAIL);

    const rosa = await send("POST", "/users", {
      name: "Rosa",
      email: "rosa@andes.ec",
      password: "Rosa-clave-2026",
      role: "ventas",
    });
    // The admin's own email in Rosa's password is no concern of the rule: only Rosa's is.
    const withAdmins = await send("PUT", `/users/${rosa.body.data.id}`, { password: `x-${ADMIN.email}-9` });
    expect(withAdmins.status).toBe(200);
    const reset = await send("PUT", `/users/${rosa.body.data.id}`, { password: "nueva-rosa@andes.ec-2" });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual({
      success: false,
      error: USER_EMAIL,
      details: [{ field: "password", message: USER_EMAIL }],
    });

    const own = await send("PUT", "/auth/profile", {
      currentPassword: ADMIN.password,
      newPassword: `mi-${ADMIN.email}-1`,
    });
    expect(own.body.error).toBe("La contraseña no puede contener tu email");
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newPasswordField, passwordContainsEmail } from "../../../../contracts/auth.ts";
import { userCreateBody, type StaffUser } from "../../../../contracts/users.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { checkWith, serverFieldErrors } from "../../../lib/field-errors.ts";
import { generatePassword } from "./password.ts";
import { actionBody, actionText } from "./user-labels.ts";
import { createUser, listUsers, resetTwoFactor, updateUser } from "./users-api.ts";
import { UsersTable } from "./users-section.tsx";

const vera: StaffUser = {
  id: 2,
  name: "Vera Ventas",
  email: "vera@andes.ec",
  role: "ventas",
  active: true,
  last_login_at: null,
  created_at: "2026-11-01T10:00:00.000Z",
};
const ana: StaffUser = { ...vera, id: 1, name: "Ana Admin", email: "ana@andes.ec", role: "admin" };

/** A fake server at the network boundary: records each request and answers `status`/`body`. */
function fakeServer(status: number, body: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("users api", () => {
  it("lists, creates and updates through /api/users", async () => {
    let calls = fakeServer(200, { success: true, data: { users: [ana, vera] } });
    expect((await listUsers()).map((u) => u.email)).toEqual(["ana@andes.ec", "vera@andes.ec"]);
    expect(calls[0]).toMatchObject({ url: "/api/users", method: "GET" });

    calls = fakeServer(201, { success: true, data: vera, message: "Usuario creado exitosamente" });
    const body = { name: vera.name, email: vera.email, role: "ventas" as const, password: "ventas-clave-2026" };
    expect((await createUser(body)).message).toBe("Usuario creado exitosamente");
    expect(calls[0]).toMatchObject({ url: "/api/users", method: "POST", body });

    calls = fakeServer(200, { success: true, data: { ...vera, active: false } });
    expect((await updateUser(2, { active: false })).data.active).toBe(false);
    expect(calls[0]).toMatchObject({ url: "/api/users/2", method: "PUT", body: { active: false } });
  });

  it("carries the server's Spanish refusal of the last administrator", async () => {
    fakeServer(409, { success: false, error: "Debe quedar al menos un administrador activo" });
    const err = await updateUser(1, { role: "ventas" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, message: "Debe quedar al menos un administrador activo" });
  });
});

describe("create form checks (the contract's rules)", () => {
  it("reports the first message per field and keeps the server's field details", () => {
    const res = checkWith(userCreateBody, { name: "", email: "no-es-email", role: "ventas", password: "corta" });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.errors).toEqual({
      name: "El nombre debe tener al menos 2 caracteres",
      email: "Por favor, ingresa un email válido",
      password: "La contraseña debe tener al menos 12 caracteres",
    });
    const details = {
      success: false,
      error: "x",
      details: [{ field: "password", message: "La contraseña no puede contener tu email" }],
    };
    expect(serverFieldErrors(new ApiError("x", 400, details), ["password", "name"])).toEqual({
      password: "La contraseña no puede contener tu email",
    });
  });

  it("accepts a generated password: long, letters and digits, never the same twice", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(newPasswordField.safeParse(p).success).toBe(true);
      expect(passwordContainsEmail(p, vera.email)).toBe(false);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});

describe("row actions", () => {
  it("asks in Spanish and sends only the change", () => {
    expect(actionText({ user: ana, kind: "role", role: "ventas" }).question).toBe(
      "¿Cambiar el rol de Ana Admin de Administrador a Ventas?",
    );
    expect(actionBody({ user: ana, kind: "role", role: "ventas" })).toEqual({ role: "ventas" });
    expect(actionBody({ user: vera, kind: "disable" })).toEqual({ active: false });
    expect(actionBody({ user: vera, kind: "enable" })).toEqual({ active: true });
  });

  it("lists role, state and last sign-in, and marks the signed-in admin", () => {
    const html = renderToStaticMarkup(
      <UsersTable
        users={[ana, { ...vera, active: false, last_login_at: "2026-11-20T15:30:00.000Z" }]}
        meId={1}
        onAction={() => {}}
        onPassword={() => {}}
      />,
    );
    expect(html).toContain("Ana Admin <span");
    expect(html).toContain("(tú)");
    expect(html).toContain("Administrador");
    expect(html).toContain("Desactivado");
    expect(html).toContain("Reactivar");
    expect(html).toContain("Cambiar a Administrador");
    expect(html).toContain("Nunca");
    expect(html).toContain("2026");
  });
});

describe("second factor of other users (issue 26)", () => {
  it("shows whether it is on and offers the reset only for others who have it", () => {
    const html = renderToStaticMarkup(
      <UsersTable
        users={[
          { ...ana, two_factor_enabled: true },
          { ...vera, two_factor_enabled: true },
        ]}
        meId={1}
        onAction={() => {}}
        onPassword={() => {}}
      />,
    );
    expect(html).toContain("Verificación en dos pasos");
    expect(html).toContain("Activa");
    // Once per user row (table) and card; Ana is the signed-in admin: her own is changed in 'Mi cuenta'.
    expect(html.match(/Restablecer verificación/g)).toHaveLength(2);
    const plain = renderToStaticMarkup(
      <UsersTable
        users={[{ ...vera, two_factor_enabled: false }]}
        meId={1}
        onAction={() => {}}
        onPassword={() => {}}
      />,
    );
    expect(plain).toContain("No activada");
    expect(plain).not.toContain("Restablecer verificación");
  });

  it("asks before the reset and sends DELETE /users/{id}/two-factor", async () => {
    expect(actionText({ user: vera, kind: "two-factor" })).toMatchObject({
      title: "Restablecer verificación en dos pasos",
      confirm: "Restablecer",
    });
    const calls = fakeServer(200, { success: true, data: null, message: "Verificación en dos pasos restablecida" });
    const res = await resetTwoFactor(2);
    expect(res.message).toBe("Verificación en dos pasos restablecida");
    expect(calls).toEqual([{ url: "/api/users/2/two-factor", method: "DELETE", body: undefined }]);
  });

  it("an admin choosing another user's password is told about that user's email, not 'tu email'", () => {
    const res = checkWith(userCreateBody, {
      name: "Vera",
      email: vera.email,
      role: "ventas",
      password: "x-vera@andes.ec-1",
    });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.errors.password).toBe("La contraseña no puede contener el email del usuario");
  });
});

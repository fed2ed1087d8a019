import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PublicUser } from "../../../../contracts/auth.ts";
import { mustEnableSecondFactor } from "../../../session/protected-route.tsx";
import { checkCode, SecondFactorForm } from "./second-factor-form.tsx";
import { checkSignIn, SignInForm } from "./sign-in-form.tsx";

const user: PublicUser = {
  id: 1,
  name: "Ana",
  email: "ana@andes.ec",
  role: "admin",
  created_at: "2026-11-01T00:00:00Z",
};

describe("sign-in form (issue 22: no native English bubbles)", () => {
  it("turns the browser's own checks off and says what is wrong in Spanish, per field", () => {
    const html = renderToStaticMarkup(<SignInForm onSubmit={async () => {}} />);
    expect(html).toMatch(/<form[^>]*noValidate=""/);
    expect(checkSignIn("", "")).toEqual({ email: "El email es requerido", password: "La contraseña es requerida" });
    expect(checkSignIn("ana@", "x")).toEqual({ email: "Por favor, ingresa un email válido" });
    expect(checkSignIn(" ana@andes.ec ", "x")).toEqual({});
  });

  it("hands react-hook-form named, labelled inputs, checked and not yet wrong", () => {
    const html = renderToStaticMarkup(<SignInForm onSubmit={async () => {}} />);
    for (const [id, name] of [
      ["login-email", "email"],
      ["login-password", "password"],
    ]) {
      const input = html.match(new RegExp(`<input id="${id}"[^>]*>`))?.[0] ?? "";
      expect(input).toContain(`name="${name}"`);
      expect(input).toContain('required=""');
      expect(input).toContain('aria-invalid="false"');
      expect(html).toContain(`<label for="${id}"`);
    }
    expect(html).not.toContain('data-testid="login-error"');
  });
});

describe("second step ('Código de verificación')", () => {
  it("takes 6 digits or a recovery code, with the contract's messages", () => {
    expect(checkCode("")).toBe("El código de verificación es requerido");
    expect(checkCode("12345")).toBe("Ingresa los 6 dígitos de tu aplicación o un código de recuperación");
    expect(checkCode("123 456")).toBeNull();
    expect(checkCode("K7M2P-X9QAZ")).toBeNull();
    const html = renderToStaticMarkup(<SecondFactorForm onSubmit={async () => {}} onRestart={() => {}} />);
    expect(html).toContain("Código de verificación");
    expect(html).toContain('autoComplete="one-time-code"');
    expect(html).toMatch(/<form[^>]*noValidate=""/);
  });
});

describe("STAFF_2FA in the browser", () => {
  it("sends to 'Mi cuenta' only a user it requires who has not turned it on", () => {
    expect(mustEnableSecondFactor(null)).toBe(false);
    expect(mustEnableSecondFactor({ ...user, two_factor_required: false, two_factor_enabled: false })).toBe(false);
    expect(mustEnableSecondFactor({ ...user, two_factor_required: true, two_factor_enabled: false })).toBe(true);
    expect(mustEnableSecondFactor({ ...user, two_factor_required: true, two_factor_enabled: true })).toBe(false);
  });
});

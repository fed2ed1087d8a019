import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { call, freshIp } from "./auth-test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IP_LIMITED = "Demasiados intentos de inicio de sesión. Espera un minuto e intenta nuevamente.";
const TOO_LARGE = "La solicitud es demasiado grande";
const big = { name: "x".repeat(20 * 1024), email: "a@andes.ec", password: "clave-larga-123" };

describe("anonymous auth routes take small bodies", () => {
  it.each(["/api/auth/login", "/api/auth/register-initial", "/api/auth/logout"])(
    "%s refuses a 20 KB body with 413",
    async (url) => {
      const res = await call(t.app, { method: "POST", url, payload: big, remoteAddress: freshIp() });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, error: TOO_LARGE });
    },
  );
});

describe("the per-address limit also covers register-initial and logout", () => {
  it.each(["/api/auth/register-initial", "/api/auth/logout"])(
    "%s answers 429 past LOGIN_RATE_LIMIT a minute",
    async (url) => {
      const ip = freshIp();
      for (let i = 0; i < t.config.loginRateLimitPerMinute; i++) {
        const res = await call(t.app, { method: "POST", url, payload: {}, remoteAddress: ip });
        expect(res.status).not.toBe(429);
      }
      const blocked = await call(t.app, { method: "POST", url, payload: {}, remoteAddress: ip });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ success: false, error: IP_LIMITED });
      expect(blocked.headers["retry-after"]).toBeDefined();
    },
  );
});

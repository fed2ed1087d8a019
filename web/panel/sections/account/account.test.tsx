import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionInfo } from "../../../../contracts/auth.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { enableTotp, revokeOtherSessions, updateProfile } from "./account-api.ts";
import { groupedSecret, qrImageSrc } from "./totp-setup.tsx";
import { checkPasswordChange, MISMATCH } from "./password-form.tsx";
import { SessionsList } from "./sessions-list.tsx";
import { describeUserAgent } from "../../../../contracts/user-agent.ts";

const CHROME_WIN =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";

const session = (id: number, current: boolean, ua: string | null): SessionInfo => ({
  id,
  current,
  user_agent: ua,
  ip: current ? "10.0.0.5" : null,
  created_at: "2026-11-20T12:00:00.000Z",
  last_seen_at: "2026-11-23T09:15:00.000Z",
  expires_at: "2026-12-20T12:00:00.000Z",
});

/** A fake server: `answer(url, method)` gives the status and body of each request. */
function fakeServer(answer: (url: string, method: string) => [number, unknown]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      calls.push(`${method} ${url}${init.body ? ` ${String(init.body)}` : ""}`);
      const [status, body] = answer(url, method);
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("describeUserAgent", () => {
  it("names browser and system, Edge before the Chrome it contains", () => {
    expect(describeUserAgent(CHROME_WIN)).toBe("Chrome en Windows");
    expect(describeUserAgent(SAFARI_IPHONE)).toBe("Safari en iOS");
    expect(describeUserAgent(EDGE)).toBe("Edge en Windows");
    expect(describeUserAgent(null)).toBe("Dispositivo desconocido");
    expect(describeUserAgent("curl/8.5.0")).toBe("curl/8.5.0");
  });
});

describe("own password change", () => {
  const values = { currentPassword: "vieja-clave-2026", newPassword: "nueva-clave-2026", confirmPassword: "" };
  it("needs the current password, the rule, and the same new password twice", () => {
    expect(
      checkPasswordChange({ ...values, currentPassword: "", confirmPassword: values.newPassword }, "a@b.ec"),
    ).toEqual({ currentPassword: "La contraseña actual es requerida para cambiarla" });
    expect(checkPasswordChange({ ...values, newPassword: "corta" }, "a@b.ec")).toEqual({
      newPassword: "La contraseña debe tener al menos 12 caracteres",
    });
    expect(checkPasswordChange({ ...values, newPassword: "x-vera@andes.ec-1" }, "vera@andes.ec")).toEqual({
      newPassword: "La contraseña no puede contener tu email",
    });
    expect(checkPasswordChange(values, "a@b.ec")).toEqual({ confirmPassword: MISMATCH });
    expect(checkPasswordChange({ ...values, confirmPassword: values.newPassword }, "a@b.ec")).toEqual({});
  });

  it("sends both passwords to PUT /auth/profile and carries the server's refusal", async () => {
    const calls = fakeServer(() => [400, { success: false, error: "La contraseña actual es incorrecta" }]);
    const err = await updateProfile({ currentPassword: "mala", newPassword: "nueva-clave-2026" }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe("La contraseña actual es incorrecta");
    expect(calls).toEqual(['PUT /api/auth/profile {"currentPassword":"mala","newPassword":"nueva-clave-2026"}']);
  });
});

describe("sessions", () => {
  const sessions = [session(7, false, CHROME_WIN), session(9, true, SAFARI_IPHONE), session(8, false, EDGE)];

  it("closing the others deletes each but this one; one already gone is not an error", async () => {
    const calls = fakeServer((url) =>
      url.endsWith("/8")
        ? [404, { success: false, error: "Sesión no encontrada" }]
        : [200, { success: true, data: null }],
    );
    expect(await revokeOtherSessions(sessions)).toBe(1);
    expect(calls).toEqual(["DELETE /api/auth/sessions/7", "DELETE /api/auth/sessions/8"]);
  });

  it("stops at a real failure", async () => {
    fakeServer(() => [500, { success: false, error: "Error interno del servidor" }]);
    await expect(revokeOtherSessions(sessions)).rejects.toThrow("Error interno del servidor");
  });

  it("lists this session first, marked, without a close button of its own", () => {
    const html = renderToStaticMarkup(<SessionsList sessions={sessions} onRevoke={() => {}} />);
    expect(html.indexOf("Safari en iOS")).toBeLessThan(html.indexOf("Chrome en Windows"));
    expect(html).toContain("Esta sesión");
    expect(html).toContain("IP 10.0.0.5");
    expect(html).toContain("IP desconocida");
    expect(html.match(/Cerrar sesión/g)).toHaveLength(2);
  });
});

describe("second factor in 'Mi cuenta' (issue 26)", () => {
  it("shows the secret in groups of four and the server's QR as an image (nothing from outside)", () => {
    expect(groupedSecret("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    const src = qrImageSrc('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(src.startsWith("data:image/svg+xml;charset=utf-8,%3Csvg")).toBe(true);
    expect(decodeURIComponent(src.split(",")[1])).toContain("<path");
  });

  it("confirms with the first code and gets the recovery codes back", async () => {
    const calls = fakeServer(() => [200, { success: true, data: { recoveryCodes: ["abcde-fghij"] } }]);
    expect(await enableTotp("123456")).toEqual(["abcde-fghij"]);
    expect(calls).toEqual(['POST /api/auth/two-factor/enable {"code":"123456"}']);
  });
});

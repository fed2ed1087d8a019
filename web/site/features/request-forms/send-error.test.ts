import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { IdempotencyKeys, newIdempotencyKey } from "./idempotency.ts";
import { sendErrorMessage } from "./send-error.ts";

describe("sendErrorMessage (spec §8 send flows)", () => {
  it("shows the server's error text, otherwise 'Error del servidor'", () => {
    expect(
      sendErrorMessage(new ApiError("x", 422, { success: false, error: "El producto 9 no existe en el catálogo" })),
    ).toBe("El producto 9 no existe en el catálogo");
    expect(sendErrorMessage(new ApiError("Error 502: Bad Gateway", 502, null))).toBe("Error del servidor");
    expect(sendErrorMessage(new ApiError("Error al parsear respuesta", 200, "<html>"))).toBe("Error del servidor");
  });

  it("without a response: the connection message", () => {
    expect(sendErrorMessage(new ApiError("Error de red: Failed to fetch", 0))).toBe(
      "Error de conexión. Verifica tu conexión a internet e intenta nuevamente.",
    );
  });

  it("anything else: its message, or the generic one", () => {
    expect(sendErrorMessage(new Error("Error enviando el mensaje"))).toBe("Error enviando el mensaje");
    expect(sendErrorMessage(new Error(""))).toBe("Error inesperado. Intenta nuevamente.");
    expect(sendErrorMessage("boom")).toBe("Error inesperado. Intenta nuevamente.");
  });
});

describe("idempotency keys", () => {
  it("are UUIDs the server accepts", () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("stay the same while the data does (createdAt aside) and change with it", () => {
    const keys = new IdempotencyKeys();
    const first = keys.keyFor({ name: "Ana", createdAt: "2026-01-01T00:00:00Z" });
    expect(keys.keyFor({ name: "Ana", createdAt: "2026-01-01T00:00:05Z" })).toBe(first);
    const changed = keys.keyFor({ name: "Ana María" });
    expect(changed).not.toBe(first);
    keys.reset();
    expect(keys.keyFor({ name: "Ana María" })).not.toBe(changed);
  });
});

import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { runWrite, type WriteIo } from "./panel-write.ts";

function io() {
  const seen: string[] = [];
  const sink: WriteIo<string> = {
    setBusy: (key) => seen.push(`busy:${key}`),
    success: (m) => seen.push(`ok:${m}`),
    error: (m) => seen.push(`error:${m}`),
  };
  return { sink, seen };
}

const apiError = (status: number, message: string) => new ApiError(message, status, { success: false, error: message });

describe("the panel's one write (issue 23)", () => {
  it("is busy while the call runs, toasts the answer's message, then refreshes", async () => {
    const { sink, seen } = io();
    const result = await runWrite(sink, "note", async () => ({ message: "Nota interna guardada" }), {
      success: (r) => r.message,
      failure: "Error al actualizar la solicitud",
      then: () => void seen.push("refreshed"),
    });
    expect(result).toEqual({ ok: true, value: { message: "Nota interna guardada" } });
    expect(seen).toEqual(["busy:note", "busy:null", "ok:Nota interna guardada", "refreshed"]);
  });

  it("toasts the server's Spanish message on failure and refreshes nothing", async () => {
    const { sink, seen } = io();
    const result = await runWrite(sink, "save", () => Promise.reject(apiError(409, "El SKU ya existe")), {
      success: "Guardado",
      failure: "Error al guardar",
      then: () => void seen.push("refreshed"),
    });
    expect(result.ok).toBe(false);
    expect(seen).toEqual(["busy:save", "busy:null", "error:El SKU ya existe"]);
  });

  it("prefixes the write's own text when asked, and falls back to it without a server message", async () => {
    const prefixed = io();
    await runWrite(prefixed.sink, "save", () => Promise.reject(apiError(409, "El SKU ya existe")), {
      failure: "Error al actualizar el producto",
      prefixFailure: true,
    });
    expect(prefixed.seen).toContain("error:Error al actualizar el producto: El SKU ya existe");
    const bare = io();
    await runWrite(bare.sink, "save", () => Promise.reject(new Error("")), { failure: "Error al guardar" });
    expect(bare.seen).toContain("error:Error al guardar");
  });

  it("adds nothing to a 401: the panel has already said the session expired", async () => {
    const { sink, seen } = io();
    const result = await runWrite(sink, "save", () => Promise.reject(apiError(401, "Sesión expirada")), {
      failure: "Error al guardar",
    });
    expect(result.ok).toBe(false);
    expect(seen).toEqual(["busy:save", "busy:null"]);
  });

  it("leaves field errors to the form, and rethrows for a confirm dialog that stays open", async () => {
    const fields = io();
    await runWrite(fields.sink, "save", () => Promise.reject(apiError(400, "Datos inválidos")), {
      failure: "Error al guardar",
      shownOnFields: () => true,
    });
    expect(fields.seen).toEqual(["busy:save", "busy:null"]);
    const confirm = io();
    const failed = runWrite(confirm.sink, "delete", () => Promise.reject(apiError(500, "Error interno")), {
      failure: "Error al eliminar",
      rethrow: true,
    });
    await expect(failed).rejects.toThrow("Error interno");
    expect(confirm.seen).toContain("error:Error interno");
  });
});

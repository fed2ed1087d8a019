import { afterEach, describe, expect, it, vi } from "vitest";
import { attachmentName, downloadApiFile } from "./download-file.ts";

describe("attachmentName", () => {
  it("reads plain and RFC 5987 file names", () => {
    expect(attachmentName('attachment; filename="productos_2026-05-01.xlsx"')).toBe("productos_2026-05-01.xlsx");
    expect(attachmentName("attachment; filename*=UTF-8''cat%C3%A1logo.csv")).toBe("catálogo.csv");
    expect(attachmentName("attachment")).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});

describe("downloadApiFile", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says a network failure in Spanish, not with the browser's English text", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const failure = downloadApiFile("/requests/export", "solicitudes.xlsx");
    await expect(failure).rejects.toMatchObject({
      status: 0,
      message: "Error de red: no se pudo conectar con el servidor. Verifica tu conexión a internet.",
    });
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "./api-client.ts";

const respond = (body: string, init: ResponseInit) => vi.fn(async () => new Response(body, init));

afterEach(() => vi.unstubAllGlobals());

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe("api", () => {
  it("prefixes /api, sends JSON and returns the parsed body", async () => {
    const fetch = respond(JSON.stringify({ success: true, data: [1] }), { status: 200 });
    vi.stubGlobal("fetch", fetch);
    await expect(api("/products", { method: "POST", body: { a: 1 } })).resolves.toEqual({ success: true, data: [1] });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/products");
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
  });

  it("never sets X-Session-ID, even with an old token left in storage: the cookie carries the session", async () => {
    const store = new Map([["sessionId", "tok-123"]]);
    vi.stubGlobal("window", { localStorage: { getItem: (k: string) => store.get(k) ?? null } });
    const fetch = respond("{}", { status: 200 });
    vi.stubGlobal("fetch", fetch);
    await api("/auth/check-session");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has("x-session-id")).toBe(false);
    expect(init.credentials).toBe("same-origin");
  });

  it("uses the response's error field when not OK", async () => {
    vi.stubGlobal(
      "fetch",
      respond(JSON.stringify({ success: false, error: "Producto no encontrado" }), { status: 404 }),
    );
    const err = await failure(api("/products/9"));
    expect(err).toMatchObject({ message: "Producto no encontrado", status: 404 });
    expect(err.data).toEqual({ success: false, error: "Producto no encontrado" });
  });

  it("falls back to 'Error {status}: {statusText}'", async () => {
    vi.stubGlobal("fetch", respond("{}", { status: 503, statusText: "Service Unavailable" }));
    expect((await failure(api("/x"))).message).toBe("Error 503: Service Unavailable");
  });

  it("reports an unparseable body", async () => {
    vi.stubGlobal("fetch", respond("<html>", { status: 200 }));
    expect(await failure(api("/x"))).toMatchObject({ message: "Error al parsear respuesta", status: 200 });
  });

  it("reports a network failure with status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await failure(api("/x"))).toMatchObject({
      message: "Error de red: no se pudo conectar con el servidor. Verifica tu conexión a internet.",
      status: 0,
    });
  });

  it("never shows the browser's English text, whatever the browser (issue 22)", async () => {
    for (const err of [
      new TypeError("NetworkError when attempting to fetch resource."),
      new TypeError("Load failed"),
    ]) {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => Promise.reject(err)),
      );
      const { message } = await failure(api("/x"));
      expect(message).toMatch(/^Error de red: no se pudo conectar/);
      expect(message).not.toContain(err.message);
    }
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new DOMException("The user aborted a request.", "AbortError"))),
    );
    expect((await failure(api("/x"))).message).toBe(
      "Error de red: la solicitud se canceló o tardó demasiado. Intenta nuevamente.",
    );
  });
});

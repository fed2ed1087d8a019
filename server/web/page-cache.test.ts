import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.ts";

const page = (nonce: string, extra = "") =>
  `<html><script nonce="${nonce}">x</script><p>Variador ${extra}</p><script nonce="${nonce}">y</script></html>`;

function setup(maxBytes = 1_000_000) {
  const state = { version: 1 };
  const cache = createPageCache({ maxBytes, currentVersion: async () => state.version });
  const html = (body: string, init: ResponseInit = {}) =>
    new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, ...init });
  return { state, cache, html };
}

const url = (path: string) => new URL(`http://tienda.ec${path}`);

describe("rendered page cache", () => {
  it("answers only GETs of the pages that read nothing but the catalogue", () => {
    const { cache } = setup();
    for (const path of [
      "/productos?search=plc&page=2",
      "/producto/12",
      "/producto/12.data",
      "/_root.data",
      "/contacto.data",
    ])
      expect(cache.keyOf("GET", url(path))).not.toBeNull();
    for (const path of ["/cotizacion", "/cotizacion/estado/abc", "/login", "/admin", "/producto/abc", "/sitemap.xml"])
      expect(cache.keyOf("GET", url(path))).toBeNull();
    // A lead form's page carries a per-visitor idempotency key: never shared.
    for (const path of ["/", "/contacto", "/servicios"]) expect(cache.keyOf("GET", url(path))).toBeNull();
    expect(cache.keyOf("POST", url("/contacto"))).toBeNull();
    expect(cache.keyOf("GET", url("/productos?a=1"))).not.toBe(cache.keyOf("GET", url("/productos?a=2")));
  });

  it("serves a stored page with the new request's nonce, never the old one", async () => {
    const { cache, html } = setup();
    const key = cache.keyOf("GET", url("/productos"))!;
    const sent = await cache.put(key, 1, html(page("OLDnonce+/=")), "OLDnonce+/=");
    expect(await sent.text()).toBe(page("OLDnonce+/="));

    const hit = await cache.get(key, "NEWnonce");
    expect(hit?.status).toBe(200);
    expect(hit?.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(hit?.headers.get("x-page-cache")).toBe("hit");
    const body = await hit!.text();
    expect(body).toBe(page("NEWnonce"));
    expect(body).not.toContain("OLDnonce");
  });

  it("drops a page once the catalogue has changed", async () => {
    const { cache, html, state } = setup();
    const key = cache.keyOf("GET", url("/producto/7"))!;
    await cache.put(key, 1, html(page("n")), "n");
    state.version = 2;
    expect(await cache.get(key, "m")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("keeps no error page, no page that sets a cookie, and no per-response header", async () => {
    const { cache, html } = setup();
    const key = cache.keyOf("GET", url("/producto/999"))!;
    const missing = await cache.put(key, 1, html("No encontrado", { status: 404 }), "n");
    expect(missing.status).toBe(404);
    expect(await cache.get(key, "n")).toBeNull();

    const withCookie = html(page("n"), { headers: { "set-cookie": "a=b", "content-type": "text/html" } });
    await cache.put(key, 1, withCookie, "n");
    expect(await cache.get(key, "n")).toBeNull();

    await cache.put(key, 1, html(page("n"), { headers: { "content-type": "text/html", date: "x" } }), "n");
    expect((await cache.get(key, "n"))?.headers.has("date")).toBe(false);
  });

  it("stays within its memory bound, forgetting the least recently used pages", async () => {
    const { cache, html } = setup(40_000);
    const big = "x".repeat(5_000);
    for (let i = 1; i <= 10; i++) {
      const key = cache.keyOf("GET", url(`/producto/${i}`))!;
      await cache.put(key, 1, html(page("n", big)), "n");
    }
    expect(cache.size).toBeLessThan(10);
    expect(await cache.get(cache.keyOf("GET", url("/producto/10"))!, "n")).not.toBeNull();
    expect(await cache.get(cache.keyOf("GET", url("/producto/1"))!, "n")).toBeNull();
  });
});

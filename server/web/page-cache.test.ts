import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.ts";

const page = (nonce: string, extra = "") =>
  `<html><script nonce="${nonce}">x</script><p>Variador ${extra}</p><script nonce="${nonce}">y</script></html>`;

function setup(maxBytes = 1_000_000) {
  const state = { version: 1, renders: 0 };
  const cache = createPageCache({ maxBytes, currentVersion: async () => state.version });
  /** A render that counts itself and answers `body` (with this request's nonce) after `ms`. */
  const render =
    (nonce: string, opts: { status?: number; headers?: Record<string, string>; extra?: string; ms?: number } = {}) =>
    async () => {
      state.renders++;
      if (opts.ms) await new Promise((r) => setTimeout(r, opts.ms));
      return new Response(page(nonce, opts.extra ?? String(state.version)), {
        status: opts.status ?? 200,
        headers: { "content-type": "text/html; charset=utf-8", ...opts.headers },
      });
    };
  return { state, cache, render };
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
    // A request form's page carries a per-visitor idempotency key: never shared.
    for (const path of ["/", "/contacto", "/servicios"]) expect(cache.keyOf("GET", url(path))).toBeNull();
    expect(cache.keyOf("POST", url("/productos"))).toBeNull();
    expect(cache.keyOf("GET", url("/productos?a=1"))).not.toBe(cache.keyOf("GET", url("/productos?a=2")));
  });

  it("serves a stored page with the new request's nonce, never the old one", async () => {
    const { cache, render, state } = setup();
    const key = cache.keyOf("GET", url("/productos"))!;
    const first = await cache.respond(key, "OLDnonce+/=", undefined, render("OLDnonce+/="));
    expect(await first.text()).toBe(page("OLDnonce+/=", "1"));

    const hit = await cache.respond(key, "NEWnonce", undefined, render("NEWnonce"));
    expect(state.renders).toBe(1);
    expect(hit.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    const body = await hit.text();
    expect(body).toBe(page("NEWnonce", "1"));
    expect(body).not.toContain("OLDnonce");
  });

  it("sends a stored page gzip-compressed around the new nonce when the client takes gzip", async () => {
    const { cache, render } = setup();
    const key = cache.keyOf("GET", url("/producto/5"))!;
    await cache.respond(key, "OLD", "gzip", render("OLD"));
    const hit = await cache.respond(key, "NEW", "br, gzip", render("NEW"));
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(hit.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await hit.arrayBuffer());
    expect(Number(hit.headers.get("content-length"))).toBe(bytes.length);
    expect(gunzipSync(bytes).toString()).toBe(page("NEW", "1"));
  });

  it("renders again once the catalogue has changed", async () => {
    const { cache, render, state } = setup();
    const key = cache.keyOf("GET", url("/producto/7"))!;
    await cache.respond(key, "n", undefined, render("n"));
    state.version = 2;
    const fresh = await cache.respond(key, "m", undefined, render("m"));
    expect(fresh.headers.get("x-page-cache")).toBeNull();
    expect(await fresh.text()).toBe(page("m", "2"));
    expect(state.renders).toBe(2);
  });

  it("renders a page once for a crowd arriving together", async () => {
    const { cache, render, state } = setup();
    const key = cache.keyOf("GET", url("/producto/3"))!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => cache.respond(key, `n${i}`, undefined, render(`n${i}`, { ms: 30 }))),
    );
    expect(state.renders).toBe(1);
    const bodies = await Promise.all(answers.map((a) => a.text()));
    bodies.forEach((body, i) => expect(body).toBe(page(`n${i}`, "1")));
  });

  it("keeps no error page, no page that sets a cookie, and no per-response header", async () => {
    const { cache, render, state } = setup();
    const key = cache.keyOf("GET", url("/producto/999"))!;
    const missing = await cache.respond(key, "n", undefined, render("n", { status: 404 }));
    expect(missing.status).toBe(404);
    await cache.respond(key, "n", undefined, render("n", { headers: { "set-cookie": "a=b" } }));
    expect(state.renders).toBe(2);

    await cache.respond(key, "n", undefined, render("n", { headers: { date: "x" } }));
    const hit = await cache.respond(key, "n", undefined, render("n"));
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.has("date")).toBe(false);
  });

  it("stays within its memory bound, forgetting the least recently used pages", async () => {
    const { cache, render, state } = setup(40_000);
    const big = "x".repeat(5_000);
    const keyOf = (i: number) => cache.keyOf("GET", url(`/producto/${i}`))!;
    for (let i = 1; i <= 10; i++) await cache.respond(keyOf(i), "n", undefined, render("n", { extra: big }));
    expect(cache.size).toBeLessThan(10);
    await cache.respond(keyOf(10), "n", undefined, render("n", { extra: big }));
    expect(state.renders).toBe(10);
    await cache.respond(keyOf(1), "n", undefined, render("n", { extra: big }));
    expect(state.renders).toBe(11);
  });
});

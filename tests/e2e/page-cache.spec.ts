import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminHeaders } from "./staff.ts";

/** ADR 025: rendered catalogue pages are reused per catalogue version, each with its own nonce. */
test.describe("páginas del catálogo reutilizadas", () => {
  const scriptNonces = (html: string) => [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
  const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

  async function firstProductId(request: APIRequestContext) {
    const res = await request.get("/api/products?perPage=1");
    return ((await res.json()) as { data: { products: { id: number }[] } }).data.products[0].id;
  }

  test("la segunda visita reutiliza la página con un nonce nuevo; un cambio del catálogo la renueva", async ({
    request,
  }) => {
    const id = await firstProductId(request);
    const url = `/producto/${id}`;
    await request.get(url);
    const first = await request.get(url);
    const second = await request.get(url);
    expect(second.headers()["x-page-cache"]).toBe("hit");

    // Each answer carries the nonce its own CSP header names, never the previous answer's.
    const [html1, html2] = [await first.text(), await second.text()];
    const [nonce1, nonce2] = [
      cspNonce(first.headers()["content-security-policy"]),
      cspNonce(second.headers()["content-security-policy"]),
    ];
    expect(nonce1).toBeTruthy();
    expect(nonce2).not.toBe(nonce1);
    expect(new Set(scriptNonces(html2))).toEqual(new Set([nonce2]));
    expect(html2).not.toContain(nonce1!);
    expect(html2.replaceAll(nonce2!, "N")).toBe(html1.replaceAll(nonce1!, "N"));

    // A feature added by staff shows on the next visit.
    const feature = `Característica de prueba ${Date.now()}`;
    const added = await request.post(`/api/products/${id}/features`, {
      headers: await adminHeaders(request),
      data: { feature_text: feature, sort_order: 99 },
    });
    expect(added.status()).toBe(201);
    const after = await request.get(url);
    expect(after.headers()["x-page-cache"]).toBeUndefined();
    expect(await after.text()).toContain(feature);
  });

  test("las páginas con formulario no se comparten: cada visita tiene su propia clave", async ({ request }) => {
    const keys = async () => {
      const res = await request.get("/contacto");
      expect(res.headers()["x-page-cache"]).toBeUndefined();
      return /name="idempotencyKey" value="([^"]+)"/.exec(await res.text())?.[1];
    };
    const [a, b] = [await keys(), await keys()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });
});

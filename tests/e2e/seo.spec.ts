import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { adminSessionId } from "./staff.ts";

/** Ids of all products; with a staff session the inactive ones too. */
async function productIds(request: APIRequestContext, sessionId?: string) {
  const ids: { id: number; is_active: boolean }[] = [];
  const headers = sessionId ? { "X-Session-ID": sessionId } : undefined;
  for (let page = 1; ; page++) {
    const query = `perPage=100&page=${page}${sessionId ? "&includeInactive=true" : ""}`;
    const body = await (await request.get(`/api/products?${query}`, { headers })).json();
    ids.push(
      ...body.data.products.map((p: { id: number; is_active: boolean }) => ({ id: p.id, is_active: p.is_active })),
    );
    if (page >= body.data.totalPages) return ids;
  }
}

/** The head of a server-rendered page, read from the HTML as a crawler gets it. */
function head(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, "&");
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    ogType: attr(/<meta property="og:type" content="([^"]*)"/),
    lang: attr(/<html lang="([^"]*)"/),
  };
}

test.describe("SEO", () => {
  for (const path of ["/", "/productos", "/servicios", "/contacto", "/producto/3"]) {
    test(`${path}: título, descripción, canónica y Open Graph en el HTML del servidor`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const h = head(await res.text());
      expect(h.lang).toBe("es");
      expect(h.title?.length).toBeGreaterThan(10);
      expect(h.description?.length).toBeGreaterThan(40);
      expect(h.description!.length).toBeLessThanOrEqual(200);
      expect(h.canonical).toBe(`${baseURL}${path}`);
      expect(h.ogUrl).toBe(h.canonical);
      expect(h.ogTitle).toBe(h.title);
      expect(h.ogDescription).toBe(h.description);
      expect(h.ogType).toMatch(/^(website|product)$/);
    });
  }

  test("cada página pública tiene su propio título", async ({ request }) => {
    const titles = await Promise.all(
      ["/", "/productos", "/servicios", "/contacto", "/producto/3", "/cotizacion", "/login"].map(
        async (p) => head(await (await request.get(p)).text()).title,
      ),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("la ficha de producto lleva JSON-LD Product con nonce", async ({ request, baseURL }) => {
    const product = (await (await request.get("/api/products/3")).json()).data;
    const res = await request.get("/producto/3");
    const csp = res.headers()["content-security-policy"];
    const html = await res.text();
    const m = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/.exec(html);
    expect(m).not.toBeNull();
    expect(csp).toContain(`'nonce-${m![1]}'`);
    const ld = JSON.parse(m![2]);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      sku: product.sku,
      brand: { "@type": "Brand", name: product.brand.name },
      offers: { "@type": "Offer", priceCurrency: "USD", price: Number(product.price_amount).toFixed(2) },
    });
    expect(ld.image).toMatch(new RegExp(`^${baseURL}/`));
    expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  });

  test("sitemap.xml: páginas públicas y solo productos activos, con URLs absolutas", async ({ request, baseURL }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    expect(res.headers()["cache-control"]).toMatch(/max-age=\d+/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const p of ["/", "/productos", "/servicios", "/contacto", "/privacidad", "/terminos"])
      expect(locs).toContain(`${baseURL}${p}`);
    const inSitemap = new Set(locs.filter((l) => l.includes("/producto/")).map((l) => Number(l.split("/").pop())));

    const all = await productIds(request, await adminSessionId(request));
    const active = all.filter((p) => p.is_active).map((p) => p.id);
    const inactive = all.filter((p) => !p.is_active).map((p) => p.id);
    expect(inactive.length).toBeGreaterThan(0);
    expect([...inSitemap].sort((a, b) => a - b)).toEqual(active.sort((a, b) => a - b));
    for (const id of inactive) {
      expect(inSitemap.has(id)).toBe(false);
      expect((await request.get(`/producto/${id}`)).status()).toBe(404);
    }
  });

  test("robots.txt apunta al sitemap y cierra /admin y /api", async ({ request, baseURL }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/plain");
    const txt = await res.text();
    expect(txt).toContain("User-agent: *");
    expect(txt).toMatch(/^Disallow: \/admin$/m);
    expect(txt).toMatch(/^Disallow: \/api\/$/m);
    expect(txt).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe("vista previa al compartir (issue 14 #6)", () => {
  const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];

  async function expectJpeg1200x630(request: APIRequestContext, url: string) {
    const res = await request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/jpeg");
    expect(res.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
    const meta = await sharp(await res.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  }

  test("la ficha comparte un JPEG 1200×630 del producto", async ({ request, baseURL }) => {
    const html = await (await request.get("/producto/1")).text();
    expect(ogImage(html)).toBe(`${baseURL}/og/producto/1.jpg`);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    await expectJpeg1200x630(request, "/og/producto/1.jpg");
    expect((await request.get("/og/producto/999999.jpg")).status()).toBe(404);
    expect((await request.get("/og/producto/abc.jpg")).status()).toBe(404);
  });

  test("las demás páginas comparten la imagen del sitio, también JPEG", async ({ request, baseURL }) => {
    for (const path of ["/", "/productos", "/servicios", "/privacidad"]) {
      expect(ogImage(await (await request.get(path)).text()), path).toBe(`${baseURL}/og/sitio.jpg`);
    }
    await expectJpeg1200x630(request, "/og/sitio.jpg");
  });
});

import { expect, test } from "@playwright/test";
import { open } from "./support.ts";

test.describe("elementos globales", () => {
  test("inicio: marca, enlace a productos y botón de chat tras 2 s", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.getByTestId("whatsapp-button")).toHaveCount(0);
    const chat = page.getByTestId("whatsapp-button");
    await expect(chat).toBeVisible({ timeout: 5_000 });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=Hola/);
    await page.getByRole("link", { name: /Explorar Productos/ }).click();
    await expect(page).toHaveURL(/\/productos$/);
    await expect(page.getByRole("heading", { name: "Productos Industriales" })).toBeVisible();
  });

  test("404 en español dentro del sitio", async ({ page }) => {
    const res = await page.goto("/no-existe");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
  });

  test("/admin sin sesión redirige a /login reemplazando el historial", async ({ page }) => {
    await open(page, "/productos");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/productos$/);
  });

  test("cabeceras: CSP con nonce y recursos con caché inmutable", async ({ request, page }) => {
    const res = await request.get("/productos");
    const csp = res.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(await res.text()).toContain(`nonce="${nonce}"`);

    await open(page, "/productos");
    const asset = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
          "link[rel=modulepreload], link[rel=stylesheet]",
        ),
      ]
        .map((e) => e.getAttribute("href"))
        .find((h) => h?.startsWith("/assets/")),
    );
    const assetRes = await request.get(asset!);
    expect(assetRes.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("los scripts se piden después de la primera pintura y la página se hidrata igual (ADR 058)", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/productos")).text();
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"|<script[^>]*type="module"/);
    expect(html).toMatch(/<link rel="x-modulepreload" href="\/assets\/manifest-[^"]+\.js"/);
    const errors: string[] = [];
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    page.on("pageerror", (e) => errors.push(e.message));

    await open(page, "/productos");
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/.+\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(3);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
    // Hydrated without a mismatch: the next page comes by client-side navigation (the same
    // document), and nothing was logged.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByTestId("product-card").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/producto\/\d+/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("el navegador ejecuta preact/compat, no React DOM (ADR 060), y la página funciona sin errores", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const scripts = [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
    expect(scripts.length).toBeGreaterThan(3);
    // React DOM's production build decodes its errors through react.dev; Preact has no such text.
    for (const script of scripts)
      expect(await (await request.get(script)).text(), script).not.toContain("react.dev/errors");
    const errors: string[] = [];
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    page.on("pageerror", (e) => errors.push(e.message));
    await open(page, "/");
    // The stylesheet and the head's own links survive hydration (Preact pairs head elements by tag).
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    expect(await page.evaluate(() => document.querySelectorAll("html").length)).toBe(1);
    expect(errors).toEqual([]);
  });

  test("cada script y hoja de estilos de la primera visita llega comprimido, también el manifiesto de rutas", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const files = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(files.some((f) => /\/manifest-[^/]+\.js$/.test(f))).toBe(true);
    for (const file of new Set(files)) {
      const res = await request.get(file, { headers: { "accept-encoding": "br" } });
      const size = Number((await res.body()).length);
      // Files under 1 KB are not worth a twin (vite.config.ts); every other one is sent compressed.
      if (size >= 1024 || res.headers()["content-encoding"]) expect(res.headers()["content-encoding"], file).toBe("br");
    }
  });

  test("pie: privacidad y términos son páginas reales; sin redes configuradas solo queda WhatsApp", async ({
    page,
  }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    const social = footer.getByRole("list", { name: "Redes sociales" }).getByRole("link");
    // The e2e server sets no SOCIAL_*_URL: no icon sends visitors to a network's home page.
    await expect(social).toHaveCount(1);
    await expect(social).toHaveAttribute("href", /^https:\/\/wa\.me\//);

    await footer.getByRole("link", { name: "Política de Privacidad" }).click();
    await expect(page).toHaveURL(/\/privacidad$/);
    await expect(page.getByRole("heading", { level: 1, name: "Política de Privacidad" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText("Ley Orgánica de Protección de Datos Personales");
    for (const right of ["acceso", "rectificación", "eliminación", "oposición", "portabilidad"])
      await expect(main).toContainText(right);
    await expect(main.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);

    await page.getByRole("contentinfo").getByRole("link", { name: "Términos y Condiciones" }).click();
    await expect(page).toHaveURL(/\/terminos$/);
    await expect(page.getByRole("heading", { level: 1, name: "Términos y Condiciones" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Los precios no incluyen IVA.");
    await expect(page).toHaveTitle(/^Términos y Condiciones \| /);
  });
});

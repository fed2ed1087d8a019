import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { contrastRatio } from "./contrast.ts";
import { addPricedProducts, contactForm, FILL_TIME_MS, toast, uniqueEmail } from "./request-support.ts";
import { open, resultCount, selectFirstOption } from "./support.ts";

/** Issue 22, "What customers and staff meet, part 2": the public site's items. */

type Listed = {
  id: number;
  name: string;
  sku: string;
  price_amount: string | null;
  original_price: string | null;
  stock_quantity: number | null;
  stock_text: string | null;
  accessories_count: number;
  category: { id: number; name: string } | null;
};
type Facet = { value: string; label: string; count: number };

async function listed(request: APIRequestContext, query = "perPage=100"): Promise<Listed[]> {
  const out: Listed[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/products?${query}&page=${page}`);
    const data = (await res.json()).data as { products: Listed[]; totalPages: number };
    out.push(...data.products);
    if (page >= data.totalPages) return out;
  }
}

async function facets(request: APIRequestContext, query: string): Promise<Record<string, Facet[]>> {
  return ((await (await request.get(`/api/products?perPage=1&${query}`)).json()) as { data: { facets: never } }).data
    .facets;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error("sin caja");
  return b;
}

/** Layout shifts not caused by input, summed from the page's start (as CLS counts them). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test.describe("inicio y encabezado", () => {
  test("las flechas del carrusel se pueden tocar a 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, "/");
    const counter = page.getByTestId("slider-counter");
    await page.getByTestId("slider-pause").click();
    const at = Number(((await counter.textContent()) ?? "").split("/")[0]);
    const after = (n: number) => `${((at - 1 + n + 3) % 3) + 1} / 3`;
    // A click lands only on what is on top: the dots' row used to cover both arrows.
    await page.getByTestId("slider-next").click();
    await expect(counter).toHaveText(after(1));
    await page.waitForTimeout(400); // the slider ignores changes during its 300 ms transition
    await page.getByTestId("slider-prev").click();
    await expect(counter).toHaveText(after(0));
  });

  test("'Contacto' en el encabezado, el menú móvil y el pie", async ({ page }) => {
    await open(page, "/");
    await expect(
      page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Contacto" }),
    ).toHaveAttribute("href", "/contacto");
    await expect(
      page.getByRole("navigation", { name: "Enlaces rápidos" }).getByRole("link", { name: "Contacto" }),
    ).toHaveAttribute("href", "/contacto");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByTestId("mobile-menu-button").click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "Contacto" }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("el menú móvil se cierra con Escape y con un toque fuera", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, "/");
    const button = page.getByTestId("mobile-menu-button");
    const menu = page.getByTestId("mobile-menu");
    await button.click();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAccessibleName("Cerrar menú");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName("Abrir menú");

    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(180, 600);
    await expect(menu).toBeHidden();
  });

  test("la dirección no repite la ciudad ('Guayaquil Guayaquil')", async ({ page }) => {
    await open(page, "/contacto");
    for (const address of [page.locator("footer li").filter({ hasText: "Ecuador" }), page.locator("address")]) {
      const text = ((await address.first().innerText()) ?? "").replace(/\s+/g, " ");
      expect(text).toContain("Guayaquil, Ecuador");
      expect(text.match(/Guayaquil/g), text).toHaveLength(1);
    }
  });
});

test.describe("catálogo", () => {
  test("un solo resultado: '1 producto encontrado'", async ({ page, request }) => {
    const [p] = await listed(request, "perPage=1&sort=name");
    await open(page, `/productos?search=${encodeURIComponent(p.sku)}`);
    await expect(page.getByTestId("result-count")).toHaveText("1 producto encontrado");
  });

  test("'Con ficha técnica' encuentra productos en el catálogo de demostración", async ({ page }) => {
    await open(page, "/productos");
    // click, not check(): a controlled box shows its new state once the URL has changed.
    await page.getByTestId("filter-hasDatasheet").click();
    await expect(page).toHaveURL(/hasDatasheet=true/);
    await expect.poll(() => resultCount(page)).toBeGreaterThanOrEqual(30);
    await page.getByTestId("product-card").first().getByRole("link").last().click();
    await expect(page.getByRole("link", { name: /Ficha técnica/ }).first()).toBeVisible();
  });

  test("el precio anterior se ve tachado en la tarjeta, el producto y la cotización", async ({ page, request }) => {
    const all = await listed(request);
    const p = all.find((x) => x.original_price && x.price_amount && Number(x.original_price) > Number(x.price_amount));
    expect(p, "the demo catalogue has discounted products").toBeDefined();
    const before = `$${new Intl.NumberFormat("es-EC", { minimumFractionDigits: 2 }).format(Number(p!.original_price))}`;

    await open(page, `/productos?search=${encodeURIComponent(p!.sku)}`);
    const card = page.getByTestId("product-card").first();
    await expect(card.getByTestId("previous-price")).toHaveText(`Precio anterior: ${before}`);
    await expect(card.getByTestId("previous-price")).toHaveCSS("text-decoration-line", "line-through");
    await card.getByTestId("quote-button").click();

    await open(page, `/producto/${p!.id}`);
    await expect(page.getByTestId("previous-price")).toContainText(before);
    await open(page, "/cotizacion");
    await expect(page.getByTestId("quote-line").getByTestId("previous-price")).toContainText(before);
  });

  test("'Disponible' en verde, como 'En stock'", async ({ page, request }) => {
    const p = (await listed(request)).find((x) => x.stock_quantity === null && x.stock_text === "Disponible");
    expect(p).toBeDefined();
    await open(page, `/productos?search=${encodeURIComponent(p!.sku)}`);
    const badge = page.getByTestId("product-card").first().getByTestId("stock-state");
    await expect(badge).toHaveText("Disponible");
    await expect(badge).toHaveAttribute("data-tone", "in");
  });

  test("elegir una marca conserva los filtros técnicos que siguen valiendo y dice cuáles quitó", async ({
    page,
    request,
  }) => {
    // A category, one of its voltages, a brand with that voltage and a brand without it.
    const drives = (await facets(request, "")).category.find((c) => c.label === "Variadores de frecuencia")!;
    const voltages = (await facets(request, `category=${drives.value}`)).voltaje;
    let plan: { voltage: string; keeps: Facet; drops: Facet } | undefined;
    for (const v of voltages) {
      const withIt = (await facets(request, `category=${drives.value}&voltaje=${encodeURIComponent(v.value)}`)).brand;
      const all = (await facets(request, `category=${drives.value}`)).brand;
      const keeps = withIt.find((b) => b.count > 0);
      const drops = all.find((b) => b.count > 0 && !withIt.some((w) => w.value === b.value && w.count > 0));
      if (keeps && drops) {
        plan = { voltage: v.value, keeps, drops };
        break;
      }
    }
    expect(plan, "a voltage some drive brands have and others not").toBeDefined();
    const { voltage, keeps, drops } = plan!;
    const param = (key: string) => new URL(page.url()).searchParams.get(key);

    await open(page, `/productos?category=${drives.value}&voltaje=${encodeURIComponent(voltage)}`);
    await page.getByTestId("filter-brand").selectOption(keeps.value);
    await expect.poll(() => param("brand")).toBe(keeps.value);
    expect(param("voltaje")).toBe(voltage);
    await expect(page.getByTestId("dropped-filters")).toHaveCount(0);
    expect(await resultCount(page)).toBeGreaterThan(0);

    await page.getByTestId("filter-brand").selectOption(drops.value);
    await expect.poll(() => param("brand")).toBe(drops.value);
    await expect.poll(() => param("voltaje")).toBeNull();
    await expect(page.getByTestId("dropped-filters")).toHaveText(
      `Se quitó el filtro técnico Voltaje: ${voltage}: ningún producto de esta selección lo cumple.`,
    );
    expect(await resultCount(page)).toBeGreaterThan(0);
    // The next change forgets the note.
    await selectFirstOption(page.getByTestId("per-page"));
    await expect(page.getByTestId("dropped-filters")).toHaveCount(0);
  });

  test("cada URL filtrada apunta a la categoría o al catálogo, con título por categoría", async ({ page }) => {
    await open(page, "/productos");
    const category = await selectFirstOption(page.getByTestId("filter-category"));
    const name = (
      (await page.getByTestId("filter-category").locator(`option[value="${category}"]`).textContent()) ?? ""
    )
      .replace(/\s*\(\d+\)$/, "")
      .trim();
    const canonical = () => page.locator('link[rel="canonical"]').getAttribute("href");

    await open(page, `/productos?category=${category}&search=a&sort=name&view=list`);
    expect(await canonical()).toMatch(new RegExp(`/productos\\?category=${category}$`));
    await expect(page).toHaveTitle(new RegExp(`^${name} — Productos Industriales \\| `));
    await open(page, "/productos?search=variador&hasDatasheet=true");
    expect(await canonical()).toMatch(/\/productos$/);
    await expect(page).toHaveTitle(/^Productos Industriales \| /);
  });
});

test.describe("producto", () => {
  test("'Agregar' de un accesorio dice qué hizo", async ({ page, request }) => {
    const p = (await listed(request)).sort((a, b) => b.accessories_count - a.accessories_count)[0];
    await open(page, `/producto/${p.id}`);
    const item = page.getByTestId("accessory-item").first();
    const name = ((await item.getByRole("heading").textContent()) ?? "").trim();
    await item.getByTestId("accessory-add").click();
    await expect(toast(page, "success", `Agregado a tu cotización: ${name}`)).toBeVisible();
    await item.getByTestId("accessory-add").click();
    await expect(toast(page, "success", `${name}: 2 unidades en tu cotización`)).toBeVisible();
  });

  test("la imagen de los datos estructurados es un JPEG, no el SVG", async ({ page, request }) => {
    const [p] = await listed(request, "perPage=1&sort=name");
    await open(page, `/producto/${p.id}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(ld.image).toMatch(new RegExp(`/og/producto/${p.id}\\.jpg$`));
    const res = await request.get(new URL(ld.image).pathname);
    expect(res.headers()["content-type"]).toBe("image/jpeg");
  });

  test("la cantidad no pasa de 100000 y lo dice", async ({ page, request }) => {
    const p = (await listed(request)).find((x) => x.price_amount && (x.stock_quantity ?? 1) > 0)!;
    await open(page, `/producto/${p.id}`);
    const qty = page.getByTestId("qty-input");
    await qty.fill("100001");
    await expect(page.getByTestId("quantity-limit")).toHaveText("La cantidad no puede exceder 100000 unidades");
    await qty.press("Enter");
    await expect(qty).toHaveValue("100000");
    await expect(page.getByTestId("qty-plus")).toBeDisabled();
  });
});

test.describe("cotización", () => {
  test("'Productos (N)' cuenta líneas; una cantidad mayor a 100000 no se acepta", async ({ page }) => {
    await addPricedProducts(page, 2);
    await open(page, "/cotizacion");
    const first = page.getByTestId("quote-line").first().getByTestId("quote-quantity");
    await first.fill("10");
    await first.press("Tab");
    await expect(page.getByRole("heading", { name: /^Productos \(/ })).toHaveText("Productos (2)");

    await first.fill("100001");
    await expect(page.getByTestId("quantity-limit")).toHaveText("La cantidad no puede exceder 100000 unidades");
    await first.press("Tab");
    await expect(first).toHaveValue("100000");
    await open(page, "/cotizacion");
    await expect(page.getByTestId("quote-line").first().getByTestId("quote-quantity")).toHaveValue("100000");
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1366, height: 768 },
  ]) {
    test(`/cotizacion no mueve la página al cargar la cotización (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await addPricedProducts(page, 3);
      const cls = await watchLayoutShifts(page);
      await page.goto("/cotizacion");
      await expect(page.getByTestId("quote-line")).toHaveCount(3);
      await page.waitForTimeout(500);
      const shift = await cls();
      console.info(`CLS /cotizacion at ${viewport.width} px: ${shift.toFixed(3)}`);
      expect(shift).toBeLessThan(0.02);
    });
  }
});

test.describe("formularios", () => {
  test("los campos tienen el largo máximo de los contratos y el teléfono no acepta letras", async ({ page }) => {
    await open(page, "/contacto");
    const f = contactForm(page);
    for (const [field, max] of [
      [f.name, 100],
      [f.email, 254],
      [f.phone, 20],
      [f.company, 100],
      [f.message, 2000],
    ] as const) {
      await expect(field).toHaveAttribute("maxlength", String(max));
    }
    await f.phone.pressSequentially("099a 12b3", { delay: 20 });
    await expect(f.phone).toHaveValue("099 123");
    await expect(page.getByTestId("phone-note")).toHaveText(
      "El teléfono solo puede contener números, espacios y los signos + ( ) - .",
    );
    await open(page, "/servicios");
    await expect(page.getByLabel("Servicio de interés")).toHaveAttribute("maxlength", "200");
  });

  test("los avisos no tapan los iconos del encabezado y un error viejo no queda bajo un éxito", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await open(page, "/contacto");
    const f = contactForm(page);
    await f.submit.click();
    const error = toast(page, "error", "El nombre debe tener al menos 2 caracteres");
    await expect(error).toHaveAttribute("data-mounted", "true");
    await page.waitForTimeout(600); // where it stays once it has slid in
    const header = page.locator("header").first();
    for (const icon of [
      header.getByTestId("basket-link"),
      header.getByTestId("theme-toggle"),
      header.getByRole("link", { name: "Iniciar Sesión" }),
    ]) {
      expect(overlaps(await box(error), await box(icon))).toBe(false);
    }

    await f.name.fill("Ana Prueba");
    await f.email.fill(uniqueEmail("avisos"));
    await f.message.fill("Consulta de prueba para los avisos del sitio.");
    await page.waitForTimeout(FILL_TIME_MS);
    await f.submit.click();
    await expect(toast(page, "success", "Mensaje enviado exitosamente")).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test("un fallo de red se dice en español, nunca 'Failed to fetch'", async ({ page }) => {
    await open(page, "/cotizacion");
    await page.route("**/api/parts-list/match", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Cargar lista de materiales" }).click();
    await page.getByLabel("Pega tu lista: código y cantidad por línea").fill("6ES7214-1AG40-0XB0\t2");
    await page.getByRole("button", { name: "Buscar en el catálogo" }).click();
    await expect(page.getByText(/Error de red: no se pudo conectar con el servidor/).first()).toBeVisible();
    await expect(page.getByText("Failed to fetch")).toHaveCount(0);
  });
});

test.describe("contraste de 4.5:1", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`fecha de las páginas legales (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const url of ["/privacidad", "/terminos"]) {
        await open(page, url);
        const ratio = await contrastRatio(page.getByText(/^Última actualización:/));
        console.info(`contrast ${url} date (${scheme}): ${ratio.toFixed(2)}`);
        expect(ratio, url).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  test("aviso de error en el tema claro", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await open(page, "/contacto");
    await contactForm(page).submit.click();
    const error = toast(page, "error", "El nombre debe tener al menos 2 caracteres");
    await expect(error).toHaveAttribute("data-mounted", "true");
    await page.waitForTimeout(500);
    const ratio = await contrastRatio(error.locator("[data-title]"));
    console.info(`contrast light error toast: ${ratio.toFixed(2)}`);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  test("encabezados de las sugerencias en el tema oscuro", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/");
    const box = page.getByRole("combobox", { name: "Buscar productos" });
    await box.click();
    await box.pressSequentially("varia", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: "Sugerencias de búsqueda" });
    await expect(listbox.getByRole("option").first()).toBeVisible();
    const headers = listbox.locator(":scope > li > div[aria-hidden]");
    expect(await headers.count()).toBeGreaterThan(0);
    for (const header of await headers.all()) {
      const ratio = await contrastRatio(header);
      console.info(`contrast dark suggestion header: ${ratio.toFixed(2)}`);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    }
  });
});

test("la página 404 lleva el nombre del sitio en el título", async ({ page }) => {
  await page.goto("/no-existe-esta-pagina");
  await expect(page).toHaveTitle(/^Página no encontrada \| \S/);
});

import { expect, test, type Page } from "@playwright/test";
import { open, parsePrice, resultCount, selectByPrefix, selectFirstOption } from "./support.ts";

const cards = (page: Page) => page.getByTestId("product-card");
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

test.describe("catálogo /productos", () => {
  test("se renderiza en el servidor: un enlace compartido muestra la misma página", async ({ request, page }) => {
    const res = await request.get("/productos?search=modulo&perPage=6");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/\d+<!-- --> productos encontrados|\d+ productos encontrados/);
    expect(html).toContain("<title>Productos Industriales | ");
    await open(page, "/productos?search=modulo&perPage=6");
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByTestId("search-input")).toHaveValue("modulo");
    // A search is not a page of its own for search engines: the whole catalogue is (issue 22).
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/\/productos$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Productos Industriales \| /);
  });

  test("cambiar la categoría reinicia subcategoría, filtros técnicos y página; la subcategoría los conserva si valen", async ({
    page,
  }) => {
    await open(page, "/productos");
    const total = await resultCount(page);
    await selectByPrefix(page.getByTestId("filter-category"), "Variadores de frecuencia");
    await expect.poll(() => param(page, "category")).not.toBeNull();
    await expect.poll(() => resultCount(page)).toBeLessThan(total);

    // Collapsed by default; opening shows the six technical selects.
    await expect(page.getByTestId("filter-voltaje")).toBeHidden();
    await page.getByTestId("technical-toggle").click();
    await expect(page.getByTestId("technical-toggle").locator("xpath=..")).toHaveAttribute("open", "");
    for (const k of ["potencia", "voltaje", "frame_size", "corriente", "comunicacion", "alimentacion"]) {
      await expect(page.getByTestId(`filter-${k}`)).toBeVisible();
    }

    // A technical filter resets only the page.
    await page.getByTestId("pagination").getByRole("link", { name: "Página 2" }).click();
    await expect.poll(() => param(page, "page")).toBe("2");
    const voltage = await selectFirstOption(page.getByTestId("filter-voltaje"));
    await expect.poll(() => param(page, "voltaje")).toBe(voltage);
    expect(param(page, "page")).toBeNull();
    await expect(page.getByTestId("filter-voltaje")).toHaveValue(voltage);

    // A category resets the technical filters.
    await selectByPrefix(page.getByTestId("filter-category"), "PLC");
    await expect.poll(() => param(page, "voltaje")).toBeNull();
    await expect(cards(page).first().getByTestId("card-category")).toHaveText("PLC");
    await expect(page.getByTestId("filter-voltaje")).toHaveValue("");

    // A subcategory keeps a technical filter that still finds products (issue 22).
    const plcVoltage = await selectFirstOption(page.getByTestId("filter-voltaje"));
    await expect.poll(() => param(page, "voltaje")).toBe(plcVoltage);
    const sub = await selectFirstOption(page.getByTestId("filter-subcategory"));
    await expect.poll(() => param(page, "subcategory")).toBe(sub);
    expect(param(page, "page")).toBeNull();
    await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
    if (param(page, "voltaje") === null) await expect(page.getByTestId("dropped-filters")).toBeVisible();
    else await expect(page.getByTestId("filter-voltaje")).toHaveValue(plcVoltage);

    // And a category resets the subcategory; every category stays choosable.
    await selectByPrefix(page.getByTestId("filter-category"), "Variadores de frecuencia");
    await expect.poll(() => param(page, "subcategory")).toBeNull();
    await expect(page.getByTestId("filter-subcategory")).toHaveValue("");
  });

  test("una categoría que ya no existe vuelve a 'todas'", async ({ page }) => {
    await open(page, "/productos?category=999999&subcategory=5&search=modulo");
    await expect(page).toHaveURL(/\/productos\?search=modulo$/);
    await expect(page.getByTestId("filter-category")).toHaveValue("");
  });

  test("la búsqueda ignora acentos y mayúsculas", async ({ page }) => {
    await open(page, "/productos");
    const search = page.getByTestId("search-input");
    await search.fill("modulo");
    await expect(page).toHaveURL(/search=modulo/); // debounced, no Enter needed
    await expect(cards(page).first()).toContainText(/m[oó]dulo/i);
    const plain = await resultCount(page);
    expect(plain).toBeGreaterThan(0);

    await search.fill("MÓDULO");
    await search.press("Enter");
    await expect(page).toHaveURL(/search=M%C3%93DULO/);
    await expect.poll(() => resultCount(page)).toBe(plain);
  });

  test("paginación, productos por página y orden", async ({ page }) => {
    await open(page, "/productos");
    await expect(cards(page)).toHaveCount(12);
    const firstOnPage1 = await cards(page).first().locator("h2").textContent();

    const pagination = page.getByTestId("pagination");
    await expect(pagination.getByText("…")).toHaveCount(1);
    await pagination.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page).first().locator("h2")).not.toHaveText(firstOnPage1 ?? "");

    // Slow the data request down to see the loading text.
    await page.route("**/productos.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.getByTestId("per-page").selectOption("24");
    await expect(page.getByTestId("catalog-loading")).toHaveText("Cargando productos...");
    await expect(page).toHaveURL(/perPage=24/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByTestId("catalog-loading")).toHaveCount(0);
    await page.unroute("**/productos.data*");

    await page.getByTestId("sort").selectOption({ label: "Precio: menor a mayor" });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByTestId("sort")).toHaveValue("price-asc");
    const prices = (await page.getByTestId("card-price").allTextContents())
      .map(parsePrice)
      .filter((p): p is number => p !== null);
    expect(prices.length).toBeGreaterThan(10);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByTestId("sort").selectOption({ label: "Precio: mayor a menor" });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect
      .poll(async () => parsePrice((await page.getByTestId("card-price").first().textContent()) ?? ""))
      .toBeGreaterThan(prices[prices.length - 1] - 0.01);
  });

  test("vista de lista y cuadrícula; la vista conserva la página", async ({ page }) => {
    await open(page, "/productos?page=2");
    await expect(page.getByTestId("product-list")).toHaveAttribute("data-view", "grid");
    await expect(cards(page).first().getByTestId("quote-button")).toHaveText("Cotizar");
    await page.getByTestId("view-list").click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("product-list")).toHaveAttribute("data-view", "list");
    await expect(cards(page).first().getByTestId("quote-button")).toHaveText("Agregar a Cotización");
    await page.getByTestId("view-grid").click();
    await expect(page).not.toHaveURL(/view=/);
    await expect(page.getByTestId("product-list")).toHaveAttribute("data-view", "grid");
  });

  test("estado vacío y 'Limpiar Filtros'", async ({ page }) => {
    await open(page, "/productos?view=list&sort=name");
    await expect(page.getByRole("link", { name: "Limpiar Filtros" })).toHaveCount(0);

    await page.getByTestId("search-input").fill("zzzxxqq");
    await page.getByTestId("search-input").press("Enter");
    await expect(page.getByText("No se encontraron productos")).toBeVisible();
    await expect(page.getByTestId("result-count")).toHaveText("0 productos encontrados");
    const clear = page.getByRole("main").getByRole("link", { name: "Limpiar Filtros" }).last();
    await clear.click();
    await expect(page).toHaveURL(/\/productos$/);
    await expect(page.getByTestId("search-input")).toHaveValue("");
    await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
  });

  test("agregar a la cotización desde una tarjeta; el carrito sobrevive a la recarga", async ({ page }) => {
    await open(page, "/productos");
    const badge = page.getByTestId("basket-count");
    await expect(badge).toHaveCount(0);
    await expect(page.getByTestId("basket-link")).toHaveAttribute("title", "Carrito vacío");

    const first = cards(page).nth(0).getByTestId("quote-button");
    const second = cards(page).nth(1).getByTestId("quote-button");
    await first.click();
    await expect(page).toHaveURL(/\/productos$/); // no navigation
    await expect(first).toHaveText("Agregado");
    await expect(first).toHaveAttribute("data-added", "true");
    await expect(first).toHaveClass(/bg-green-700/);
    await expect(badge).toHaveText("1");
    await second.click();
    await first.click(); // already there: quantity 2
    await expect(badge).toHaveText("3");
    await expect(page.getByTestId("basket-link")).toHaveAttribute("title", "3 producto(s) en cotización");

    await page.reload();
    await expect(page.locator("body[data-hydrated=true]")).toBeAttached();
    await expect(badge).toHaveText("3");
    await expect(cards(page).nth(0).getByTestId("quote-button")).toHaveText("Agregado");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
    expect(stored.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);

    await page.getByTestId("view-list").click();
    await expect(cards(page).nth(0).getByTestId("quote-button")).toHaveText("En Cotización");
  });

  test("un carrito guardado corrupto se ignora", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("cart", "{corrupto");
        sessionStorage.setItem("seeded", "1");
      }
    });
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await open(page, "/productos");
    await expect(page.getByTestId("basket-count")).toHaveCount(0);
    expect(errors.some((e) => e.includes("Carrito guardado inválido"))).toBe(true);
    await cards(page).first().getByTestId("quote-button").click();
    await expect(page.getByTestId("basket-count")).toHaveText("1");
  });
});

test.describe("tema y menú móvil", () => {
  test.use({ colorScheme: "light" });

  test("el tema elegido persiste al recargar", async ({ page }) => {
    await open(page, "/productos");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    await page.getByTestId("theme-toggle").click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    // Applied by the head script, before hydration.
    await expect(html).toHaveClass(/dark/);
    await expect(page.locator("body[data-hydrated=true]")).toBeAttached();
    await page.getByTestId("theme-toggle").click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });

  test("sin elección guardada sigue la preferencia del sistema", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await open(page, "/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await context.close();
  });

  test("menú móvil a 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, "/");
    const principal = page.getByRole("navigation", { name: "Principal" });
    await expect(principal).toBeHidden();
    await page.getByTestId("mobile-menu-button").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    for (const name of ["Inicio", "Productos", "Servicios"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Iniciar Sesión" })).toBeVisible();
    await menu.getByRole("button", { name: "Modo Oscuro" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(menu.getByRole("button", { name: "Modo Claro" })).toBeVisible();
    await menu.getByRole("link", { name: "Productos" }).click();
    await expect(page).toHaveURL(/\/productos$/);
    await expect(menu).toBeHidden();
    // Nothing wider than the viewport.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("páginas y opciones que no llevan a nada (issue 14)", () => {
  test("una página más allá de la última lleva a la última", async ({ page, request }) => {
    const res = await request.get("/productos?perPage=12&page=999", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    const last = Number(new URL(res.headers()["location"], "http://x").searchParams.get("page"));
    expect(last).toBeGreaterThan(1);

    await open(page, "/productos?page=999");
    await expect.poll(() => param(page, "page")).toBe(String(last));
    expect(Math.ceil((await resultCount(page)) / 12)).toBe(last);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText("No se encontraron productos")).toHaveCount(0);
    await expect(page.getByTestId("pagination").getByRole("link", { name: `Página ${last}` })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("sin resultados, la página pedida vuelve a la primera", async ({ page }) => {
    await open(page, "/productos?search=zzzqqqxxx&page=4");
    await expect.poll(() => param(page, "page")).toBeNull();
    await expect(page.getByText("No se encontraron productos")).toBeVisible();
  });

  test("no se ofrecen opciones con (0); la elegida se mantiene para poder quitarla", async ({ page, request }) => {
    const brands = ((await (await request.get("/api/brands")).json()) as { data: { id: number; name: string }[] }).data;
    const weg = brands.find((b) => b.name === "WEG")!;
    const categories = (
      (await (await request.get("/api/categories")).json()) as { data: { id: number; name: string }[] }
    ).data;
    const scada = categories.find((c) => c.name === "SCADA")!;

    await open(page, `/productos?category=${scada.id}&brand=${weg.id}`);
    await expect(page.getByText("No se encontraron productos")).toBeVisible();
    const zeroOptions = await page
      .locator("select option")
      .evaluateAll((els) =>
        els
          .filter((e) => /\(0\)$/.test(e.textContent ?? ""))
          .map((e) => ({ text: e.textContent, selected: (e as HTMLOptionElement).selected })),
      );
    expect(zeroOptions.length).toBeGreaterThan(0);
    expect(zeroOptions.filter((o) => !o.selected)).toEqual([]);
    await expect(page.getByTestId("filter-category")).toHaveValue(String(scada.id));

    // Undoing the choice brings WEG's own categories, none at 0.
    await page.getByTestId("filter-category").selectOption("");
    await expect.poll(() => param(page, "category")).toBeNull();
    const texts = await page.getByTestId("filter-category").locator("option").allTextContents();
    expect(texts.some((t) => /\(0\)$/.test(t))).toBe(false);
    expect(texts.some((t) => t.startsWith("SCADA"))).toBe(false);
  });
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminHeaders } from "./staff.ts";
import { open } from "./support.ts";

type ApiProduct = {
  id: number;
  name: string;
  sku: string;
  stock_quantity: number | null;
  accessories_count: number;
  brand: { name: string } | null;
  category: { name: string } | null;
};

/** Every active product, as the public API lists them. */
async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  const all: ApiProduct[] = [];
  for (let page = 1; ; page++) {
    const body = await (await request.get(`/api/products?perPage=100&page=${page}`)).json();
    all.push(...body.data.products);
    if (page >= body.data.totalPages) return all;
  }
}

const relatedCount = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/products/${id}/related`)).json()).data.relatedProducts as unknown[]).length;

async function findProduct(request: APIRequestContext, test: (p: ApiProduct) => boolean) {
  const found = (await products(request)).find(test);
  if (!found) throw new Error("no hay un producto así en el catálogo de demostración");
  return found;
}

const mostAccessories = async (request: APIRequestContext) =>
  (await products(request)).reduce((a, b) => (b.accessories_count > a.accessories_count ? b : a));

const basketCount = (page: Page) => page.getByTestId("basket-count");

test.describe("detalle de producto /producto/:id", () => {
  test("se renderiza en el servidor: miga de pan, chips, SKU, precio y pestañas", async ({ page, request }) => {
    const p = await mostAccessories(request);
    const res = await request.get(`/producto/${p.id}`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(p.name.replace(/&/g, "&amp;"));

    await open(page, `/producto/${p.id}`);
    const crumbs = page.getByTestId("breadcrumb");
    await expect(crumbs.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Productos" })).toHaveAttribute("href", "/productos");
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(p.name);
    await expect(page.getByTestId("product-name")).toHaveText(p.name);
    await expect(page.getByTestId("chip-category")).toHaveText(p.category?.name ?? "Sin categoría");
    await expect(page.getByTestId("chip-brand")).toHaveText(p.brand?.name ?? "Sin marca");
    await expect(page.getByTestId("product-sku")).toHaveText(p.sku || "Sin SKU");
    await expect(page.getByTestId("product-price")).toHaveText(/^\$[\d.]+,\d{2}$|^[A-Za-zÁ-ú ]+$/);

    const features = await (await request.get(`/api/products/${p.id}/features`)).json();
    const applications = await (await request.get(`/api/products/${p.id}/applications`)).json();
    await expect(page.getByTestId("tab-specs")).toHaveText("Especificaciones");
    await expect(page.getByTestId("tab-features")).toHaveText(`Características (${features.data.length})`);
    await expect(page.getByTestId("tab-applications")).toHaveText(`Aplicaciones (${applications.data.length})`);
    await expect(page.getByTestId("specs-general")).toContainText("SKU EC");
    await expect(page.getByTestId("specs-physical")).toContainText(/Stock/);
    await page.getByTestId("tab-features").click();
    await expect(page.getByTestId("feature-item")).toHaveCount(features.data.length);
    await expect(page.getByTestId("feature-item").first()).toContainText(`1${features.data[0].feature_text}`);
    await page.getByTestId("tab-applications").click();
    await expect(page.getByTestId("application-item")).toHaveCount(applications.data.length);
  });

  test("cantidad mínima 1, texto no numérico vuelve a 1 y se agrega la cantidad elegida", async ({ page, request }) => {
    const p = await findProduct(request, (x) => (x.stock_quantity ?? 0) > 0);
    await open(page, `/producto/${p.id}`);
    const qty = page.getByTestId("qty-input");
    await expect(qty).toHaveValue("1");
    await expect(page.getByTestId("qty-minus")).toBeDisabled();
    await page.getByTestId("qty-plus").click();
    await page.getByTestId("qty-plus").click();
    await expect(qty).toHaveValue("3");
    await page.getByTestId("qty-minus").click();
    await expect(qty).toHaveValue("2");
    await qty.fill("abc");
    await qty.blur();
    await expect(qty).toHaveValue("1");
    await qty.fill("0");
    await qty.blur();
    await expect(qty).toHaveValue("1");
    await qty.fill("4");
    await qty.blur();

    const add = page.getByTestId("add-to-quote");
    await expect(add).toHaveText("Agregar a Cotización");
    await add.click();
    await expect(add).toHaveText("Agregado a Cotización");
    await expect(add).toHaveClass(/bg-green-700/);
    await expect(basketCount(page)).toHaveText("4");
    await page.getByTestId("qty-minus").click();
    await add.click();
    await expect(basketCount(page)).toHaveText("7");
  });

  test("sin stock: se agrega igual y la página y la cesta dicen que el plazo se confirma", async ({
    page,
    request,
  }) => {
    const p = await findProduct(request, (x) => x.stock_quantity === 0);
    await open(page, `/producto/${p.id}`);
    await expect(page.getByTestId("out-of-stock")).toHaveText("Sin stock — plazo de entrega a confirmar");
    const add = page.getByTestId("add-to-quote");
    await expect(add).toBeEnabled();
    await add.click();
    await expect(add).toHaveText("Agregado a Cotización");
    await open(page, "/cotizacion");
    const line = page.locator(`[data-testid="quote-line"][data-product-id="${p.id}"]`);
    await expect(line).toContainText("Sin stock — plazo de entrega a confirmar");
  });

  test("cotizar por email y por WhatsApp llevan los datos del producto", async ({ page, request }) => {
    const p = await findProduct(request, (x) => !!x.brand && !!x.category && (x.stock_quantity ?? 0) > 0);
    await open(page, `/producto/${p.id}`);
    await page.getByTestId("qty-plus").click();
    const mail = decodeURIComponent((await page.getByTestId("quote-email").getAttribute("href"))!);
    expect(mail).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
    for (const part of [
      `Producto: ${p.name}`,
      `Marca: ${p.brand!.name}`,
      `Categoría: ${p.category!.name}`,
      "Precio: ",
      "Cantidad: 2",
    ]) {
      expect(mail).toContain(part);
    }
    const wa = (await page.getByTestId("quote-whatsapp").getAttribute("href"))!;
    expect(wa).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    const text = decodeURIComponent(wa.split("?text=")[1]);
    for (const part of [
      `Producto: ${p.name}`,
      `Marca: ${p.brand!.name}`,
      `Categoría: ${p.category!.name}`,
      "Cantidad: 2",
    ]) {
      expect(text).toContain(part);
    }
  });

  test("sin accesorios ni relacionados: esas secciones no aparecen (issue 22)", async ({ page, request }) => {
    const all = await products(request);
    let target: ApiProduct | undefined;
    for (const p of all.filter((x) => x.accessories_count === 0)) {
      if ((await relatedCount(request, p.id)) === 0) {
        target = p;
        break;
      }
    }
    expect(target).toBeDefined();
    await open(page, `/producto/${target!.id}`);
    await expect(page.getByTestId("tab-specs")).toBeVisible();
    // Once the streamed lists have arrived (empty), no heading is left over them.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Accesorios recomendados" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Productos relacionados" })).toHaveCount(0);
    await expect(page.getByText("No hay accesorios disponibles para este producto.")).toHaveCount(0);
    await expect(page.getByText("No hay productos relacionados disponibles para este producto.")).toHaveCount(0);
  });

  test("relacionados agrupados; abrir otro producto vuelve a Especificaciones y cantidad 1", async ({
    page,
    request,
  }) => {
    const all = await products(request);
    let source: ApiProduct | undefined;
    for (const p of all) {
      if ((await relatedCount(request, p.id)) > 0) {
        source = p;
        break;
      }
    }
    await open(page, `/producto/${source!.id}`);
    await expect(page.getByTestId("related-group").first().locator("h3")).not.toBeEmpty();
    await page.getByTestId("qty-plus").click();
    await expect(page.getByTestId("qty-input")).toHaveValue("2");
    await page.getByTestId("tab-features").click();
    await expect(page.getByTestId("tab-features")).toHaveAttribute("aria-selected", "true");

    const link = page.getByTestId("related-item").first().getByRole("link");
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId("product-page")).toHaveAttribute("data-product-id", href.split("/").pop()!);
    await expect(page.getByTestId("tab-specs")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("qty-input")).toHaveValue("1");
  });

  test("carrusel de accesorios: 1/2/3/4 por página según el ancho, vuelve a la página 1", async ({ page, request }) => {
    const p = await mostAccessories(request);
    const n = p.accessories_count;
    expect(n).toBeGreaterThan(4);
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page, `/producto/${p.id}`);
    const items = page.getByTestId("accessory-item");
    const status = page.getByTestId("carousel-status");

    for (const [width, perPage] of [
      [1400, 4],
      [1000, 3],
      [700, 2],
      [400, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const pages = Math.ceil(n / perPage);
      await expect(page.getByTestId("accessories")).toHaveAttribute("data-per-page", String(perPage));
      await expect(items).toHaveCount(perPage);
      await expect(status).toHaveText(`Página 1 de ${pages}`);
      await expect(page.getByTestId("carousel-dot")).toHaveCount(pages);
      await expect(page.getByTestId("carousel-prev")).toBeDisabled();
      await page.getByTestId("carousel-next").click();
      await expect(status).toHaveText(`Página 2 de ${pages}`);
      await page
        .getByTestId("carousel-dot")
        .nth(pages - 1)
        .click();
      await expect(status).toHaveText(`Página ${pages} de ${pages}`);
      await expect(items).toHaveCount(n - (pages - 1) * perPage);
      await expect(page.getByTestId("carousel-next")).toBeDisabled();
      // Next width: the page count changes and the carousel starts again from page 1 (checked above).
    }
  });

  test("producto inexistente: 404 real y 'Volver a Productos'", async ({ page, request }) => {
    for (const path of ["/producto/99999999", "/producto/abc"]) {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      expect(await res.text()).toContain("Producto no encontrado");
    }
    await open(page, "/producto/99999999");
    await expect(page.getByRole("heading", { name: "Producto no encontrado" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Volver a Productos" }).click();
    await expect(page).toHaveURL(/\/productos$/);
  });
});

test.describe("imagen que no carga en una página renderizada en el servidor (issue 14)", () => {
  const BROKEN = "https://imagenes.ejemplo.ec/no-existe.jpg";

  test("la ficha y la tarjeta muestran el ícono de reemplazo, no un cuadro vacío", async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const firstId = async (path: string) =>
      ((await (await request.get(path)).json()) as { data: { id: number }[] }).data[0].id;
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const created = await request.post("/api/products", {
      headers,
      data: {
        sku: `E2E-IMG-${stamp}`,
        sku_ec: `EC-IMG-${stamp}`,
        name: `Relé imagen rota ${stamp}`,
        description: "Producto cuya imagen externa responde 404.",
        price: "12.50",
        stock_quantity: "3",
        main_image: BROKEN,
        brand_id: await firstId("/api/brands"),
        category_id: await firstId("/api/categories"),
      },
    });
    expect(created.status()).toBe(201);
    const { id, name } = ((await created.json()) as { data: { id: number; name: string } }).data;

    try {
      // The image answers 404 while the server-rendered HTML is parsed, before hydration.
      await page.route(BROKEN, (route) => route.fulfill({ status: 404, body: "" }));
      await open(page, `/producto/${id}`);
      await expect(page.getByRole("img", { name })).toHaveJSProperty("tagName", "DIV");
      await expect(page.locator(`img[src="${BROKEN}"]`)).toHaveCount(0);

      await open(page, `/productos?search=E2E-IMG-${stamp}`);
      const card = page.getByTestId("product-card");
      await expect(card).toHaveCount(1);
      await expect(card.locator(`img[src="${BROKEN}"]`)).toHaveCount(0);
      await expect(card.locator('[role="img"]')).toBeVisible();
    } finally {
      await request.delete(`/api/products/${id}`, { headers });
    }
  });
});

test("los accesorios del carrusel se agregan a la cotización sin salir del producto (issue 14)", async ({
  page,
  request,
}) => {
  const p = await mostAccessories(request);
  await open(page, `/producto/${p.id}`);
  const item = page.getByTestId("accessory-item").first();
  const button = item.getByTestId("accessory-add");
  await expect(button).toHaveText("Agregar");
  await button.click();
  await expect(button).toHaveText("Agregado");
  await expect(button).toHaveAttribute("data-added", "true");
  await expect(page.getByTestId("basket-count")).toHaveText("1");
  await expect(page).toHaveURL(new RegExp(`/producto/${p.id}$`));
});

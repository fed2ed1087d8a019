import { expect, test, type Page } from "@playwright/test";
import {
  addPricedProducts,
  addPriceOnRequestProduct,
  CONNECTION_ERROR,
  expectErrorToast,
  fillFields,
  FILL_TIME_MS,
  quoteForm,
  sendAndSeeSending,
  storedRequests,
  toast,
  uniqueEmail,
} from "./request-support.ts";
import { open, parsePrice } from "./support.ts";

const line = (page: Page, name: string) =>
  page.getByTestId("quote-line").filter({ has: page.getByRole("heading", { name }) });
const money = async (page: Page, testId: string, within = page.locator("body")) =>
  parsePrice((await within.getByTestId(testId).textContent()) ?? "")!;
const unitPrice = async (page: Page, name: string) =>
  parsePrice(((await line(page, name).getByTestId("quote-unit-price").textContent()) ?? "").replace(" c/u", ""))!;

test.describe("cotización", () => {
  test("vacía: mensaje y botón al catálogo; noindex", async ({ page }) => {
    await open(page, "/cotizacion");
    await expect(page.getByText("Tu cotización está vacía")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Ver Productos" }).click();
    await expect(page).toHaveURL(/\/productos$/);
  });

  test("cantidades −/+ (bajo 1 elimina la línea), totales y vaciar", async ({ page }) => {
    const [a, b] = await addPricedProducts(page, 2);
    await page.getByTestId("basket-link").click();
    await expect(page).toHaveURL(/\/cotizacion$/);
    await expect(page.getByTestId("quote-line")).toHaveCount(2);
    const priceA = await unitPrice(page, a);
    const priceB = await unitPrice(page, b);
    const cents = (x: number) => Math.round(x * 100);

    await line(page, a)
      .getByRole("button", { name: `Aumentar cantidad de ${a}` })
      .click();
    await line(page, a)
      .getByRole("button", { name: `Aumentar cantidad de ${a}` })
      .click();
    await expect(line(page, a).getByTestId("quote-quantity")).toHaveValue("3");
    expect(cents(await money(page, "quote-line-total", line(page, a)))).toBe(3 * cents(priceA));
    expect(cents(await money(page, "quote-total"))).toBe(3 * cents(priceA) + cents(priceB));
    await expect(page.getByTestId("basket-count")).toHaveText("4");

    await line(page, a)
      .getByRole("button", { name: `Disminuir cantidad de ${a}` })
      .click();
    await expect(line(page, a).getByTestId("quote-quantity")).toHaveValue("2");
    // At 1, minus removes the line.
    await line(page, b)
      .getByRole("button", { name: `Disminuir cantidad de ${b}` })
      .click();
    await expect(line(page, b)).toHaveCount(0);
    expect(cents(await money(page, "quote-total"))).toBe(2 * cents(priceA));

    await page.reload();
    await expect(line(page, a).getByTestId("quote-quantity")).toHaveValue("2");
    // Emptying asks first: cancelling keeps the basket.
    await page.getByTestId("quote-clear").click();
    const ask = page.getByRole("alertdialog", { name: "¿Vaciar la cotización?" });
    await expect(ask).toContainText("Se quitará el producto de tu cotización.");
    await ask.getByRole("button", { name: "Cancelar" }).click();
    await expect(ask).toHaveCount(0);
    await expect(line(page, a)).toHaveCount(1);
    await page.getByTestId("quote-clear").click();
    await ask.getByRole("button", { name: "Vaciar" }).click();
    await expect(page.getByText("Tu cotización está vacía")).toBeVisible();
    await expect(page.getByTestId("basket-count")).toHaveCount(0);
  });

  test("enviar: botón deshabilitado sin nombre o email, validación, éxito con COT-, carrito vacío e inicio", async ({
    page,
    request,
  }) => {
    const names = await addPricedProducts(page, 2);
    await open(page, "/cotizacion");
    const f = quoteForm(page);
    await expect(f.submit).toBeDisabled();
    await f.name.fill("Ana Pérez");
    await expect(f.submit).toBeDisabled();
    await f.email.fill("ana@");
    await expect(f.submit).toBeEnabled();
    await expectErrorToast(page, f.submit, "Por favor, ingresa un email válido");
    await fillFields(f, { name: "A", email: "ana@ejemplo.ec" });
    await expectErrorToast(page, f.submit, "El nombre debe tener al menos 2 caracteres");
    await f.name.fill("Ana Pérez");
    // The phone stops at 20 characters (maxlength, issue 22).
    await f.phone.fill("1".repeat(21));
    await expect(f.phone).toHaveValue("1".repeat(20));

    const email = uniqueEmail("cotizacion");
    await f.email.fill(email);
    await f.phone.fill("0991234567");
    await f.company.fill("Ingenio Azucarero");
    await f.message.fill("Entrega en Guayaquil.");
    await sendAndSeeSending(page, f.submit, "**/api/quotations/send");
    const ok = toast(page, "success", /^Cotización enviada exitosamente\. Referencia: COT-\d{4}-\d{6}$/);
    await expect(ok).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("basket-count")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe("[]");

    const reference = /COT-\d{4}-\d{6}/.exec((await ok.textContent()) ?? "")![0];
    const requests = await storedRequests(request, email);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ type: "quotation", reference, itemCount: 2, name: "Ana Pérez" });

    await open(page, "/cotizacion");
    await expect(page.getByText("Tu cotización está vacía")).toBeVisible();
    expect(names).toHaveLength(2);
  });

  test("sin conexión: notificación de error, carrito y datos se conservan", async ({ page }) => {
    const [a] = await addPricedProducts(page, 1);
    await open(page, "/cotizacion");
    const f = quoteForm(page);
    await fillFields(f, { name: "Ana Pérez", email: "ana@ejemplo.ec", company: "Ingenio Azucarero" });
    await page.route("**/api/quotations/send", (route) => route.abort("internetdisconnected"));
    await f.submit.click();
    await expect(toast(page, "error", CONNECTION_ERROR)).toBeVisible();
    await expect(page).toHaveURL(/\/cotizacion$/);
    await expect(line(page, a)).toHaveCount(1);
    await expect(f.name).toHaveValue("Ana Pérez");
    await expect(f.email).toHaveValue("ana@ejemplo.ec");
    await expect(f.company).toHaveValue("Ingenio Azucarero");
    await expect(f.submit).toHaveText("Enviar Cotización");
  });

  test("'Enviar por WhatsApp' guarda la cotización y abre el chat con productos, total y referencia", async ({
    page,
    context,
    request,
  }) => {
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>wa</title>" }),
    );
    const [a, b] = await addPricedProducts(page, 2);
    await open(page, "/cotizacion");
    const f = quoteForm(page);
    const email = uniqueEmail("whatsapp");
    await fillFields(f, { name: "Pedro Loor", email });
    await page.waitForTimeout(FILL_TIME_MS);
    const popup = page.waitForEvent("popup");
    await f.whatsapp.click();
    const chat = await popup;
    await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    const text = new URL(chat.url()).searchParams.get("text") ?? "";
    const reference = /COT-\d{4}-\d{6}/.exec(text)?.[0];
    expect(reference).toBeTruthy();
    expect(text).toContain(`• ${a}`);
    expect(text).toContain(`• ${b}`);
    expect(text).toContain("Cantidad: 1");
    expect(text).toMatch(/Total estimado: \$[\d.]+,\d{2}/);
    await expect(page).toHaveURL(/\/$/);
    const requests = await storedRequests(request, email);
    expect(requests.map((l) => l.reference)).toEqual([reference]);
  });

  test("'Enviar por WhatsApp' sin nombre ni email abre el chat sin referencia y no vacía el carrito", async ({
    page,
    context,
  }) => {
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>wa</title>" }),
    );
    const [a] = await addPricedProducts(page, 1);
    await open(page, "/cotizacion");
    const popup = page.waitForEvent("popup");
    await quoteForm(page).whatsapp.click();
    const chat = await popup;
    await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\//);
    const text = new URL(chat.url()).searchParams.get("text") ?? "";
    expect(text).toContain(`• ${a}`);
    expect(text).not.toContain("COT-");
    await expect(line(page, a)).toHaveCount(1);
  });

  test("'Consultar': la línea dice 'Precio a consultar', queda fuera del total y la cotización se envía", async ({
    page,
    request,
  }) => {
    const [priced] = await addPricedProducts(page, 1);
    const onRequest = await addPriceOnRequestProduct(page);
    await open(page, "/cotizacion");
    await expect(line(page, onRequest).getByTestId("quote-line-total")).toHaveText("Precio a consultar");
    await expect(line(page, onRequest).getByTestId("quote-unit-price")).toHaveCount(0);
    expect(await money(page, "quote-total")).toBe(await unitPrice(page, priced));
    await expect(page.getByTestId("quote-on-request-note")).toHaveText(
      "1 producto con precio a consultar no está incluido en el total.",
    );

    const f = quoteForm(page);
    const email = uniqueEmail("consultar");
    await fillFields(f, { name: "Rosa Cedeño", email });
    await page.waitForTimeout(FILL_TIME_MS);
    await f.submit.click();
    await expect(
      toast(page, "success", /^Cotización enviada exitosamente\. Referencia: COT-\d{4}-\d{6}$/),
    ).toBeVisible();
    const [stored] = await storedRequests(request, email);
    expect(stored).toMatchObject({ type: "quotation", itemCount: 2 });
  });

  test("solo productos 'Consultar': el total dice 'Precio a consultar' y la cotización se envía", async ({
    page,
    request,
  }) => {
    await addPriceOnRequestProduct(page);
    await open(page, "/cotizacion");
    await expect(page.getByTestId("quote-total")).toHaveText("Precio a consultar");
    const f = quoteForm(page);
    const email = uniqueEmail("solo-consultar");
    await fillFields(f, { name: "Rosa Cedeño", email });
    await page.waitForTimeout(FILL_TIME_MS);
    await f.submit.click();
    await expect(toast(page, "success", /Referencia: COT-\d{4}-\d{6}$/)).toBeVisible();
    expect(await storedRequests(request, email)).toHaveLength(1);
  });
});

test("IVA: la ficha y el total dicen si los precios lo incluyen (PRICES_INCLUDE_IVA, falso por omisión)", async ({
  page,
}) => {
  const [name] = await addPricedProducts(page, 1);
  await page.getByTestId("product-card").filter({ hasText: name }).getByRole("heading").getByRole("link").click();
  await expect(page.getByTestId("iva-note")).toHaveText("Los precios no incluyen IVA.");
  await open(page, "/cotizacion");
  await expect(page.getByTestId("quote-iva-note")).toHaveText("Los precios no incluyen IVA.");
});

test.describe("cantidad escrita y stock en la cotización (issue 14)", () => {
  test("la cantidad se escribe: un número cuenta al instante, 0 quita la línea solo al salir, lo demás se revierte", async ({
    page,
  }) => {
    const [a, b] = await addPricedProducts(page, 2);
    await open(page, "/cotizacion");
    const qty = line(page, a).getByTestId("quote-quantity");
    const price = await unitPrice(page, a);
    await qty.fill("12");
    await expect
      .poll(async () => Math.round((await money(page, "quote-line-total", line(page, a))) * 100))
      .toBe(12 * Math.round(price * 100));
    await expect(page.getByTestId("basket-count")).toHaveText("13");

    await qty.fill("abc");
    await qty.blur();
    await expect(qty).toHaveValue("12");

    // A 0 while typing is not a removal yet ("0" may become "05" or be corrected)...
    await qty.fill("0");
    await expect(line(page, a)).toHaveCount(1);
    // ...leaving the field with it is (spec §4: below 1 removes the line).
    await qty.press("Tab");
    await expect(line(page, a)).toHaveCount(0);
    await expect(line(page, b)).toHaveCount(1);
  });

  test("tarjetas y líneas dicen si hay stock", async ({ page }) => {
    await open(page, "/productos?sort=stock");
    const first = page.getByTestId("product-card").first();
    await expect(first.getByTestId("stock-state")).toHaveText("En stock");
    const name = ((await first.getByRole("heading").textContent()) ?? "").trim();
    await first.getByTestId("quote-button").click();
    type Listed = { name: string; sku: string; stock_quantity: number | null; stock_text: string | null };
    // The whole demo catalogue (other journeys change some products' stock while this one runs).
    const listed: Listed[] = [];
    for (let n = 1; n <= 5; n++)
      listed.push(
        ...((await (await page.request.get(`/api/products?perPage=100&sort=stock&page=${n}`)).json()).data
          .products as Listed[]),
      );
    const none = listed.find((p) => p.stock_quantity === 0)!;
    expect(none, "a demo product with stock 0").toBeTruthy();
    await open(page, `/productos?search=${encodeURIComponent(none.sku)}`);
    const card = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: none.name }) });
    await expect(card.getByTestId("stock-state")).toHaveText("Sin stock — plazo de entrega a confirmar");
    // Staff's words instead of a number are shown as they are.
    const worded = listed.find((p) => p.stock_quantity === null && p.stock_text)!;
    await open(page, `/productos?search=${encodeURIComponent(worded.sku)}`);
    const wordedCard = page
      .getByTestId("product-card")
      .filter({ has: page.getByRole("heading", { name: worded.name }) });
    await expect(wordedCard.getByTestId("stock-state")).toHaveText(worded.stock_text!);
    await open(page, "/cotizacion");
    await expect(line(page, name).getByTestId("stock-state")).toHaveText("En stock");
  });
});

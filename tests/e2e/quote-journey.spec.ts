import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  addPricedProducts,
  addPriceOnRequestProduct,
  expectErrorToast,
  expectStatusPdf,
  fillFields,
  mailContaining,
  quoteForm,
  toast,
  uniqueEmail,
  sendQuoteForm,
} from "./request-support.ts";
import { adminHeaders, signInToAdminTab, openRequestInInbox } from "./staff.ts";
import { open, parsePrice } from "./support.ts";

async function acceptedQuotes(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/stats/sales", { headers: await adminHeaders(request) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { quotes: { accepted: number } } }).data.quotes.accepted;
}

test.describe("de la solicitud a la cotización aceptada", () => {
  test("cesta → Solicitudes → 'Preparar cotización' → enviar → el cliente abre el enlace, descarga el PDF y acepta → 'Aceptada'", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("recorrido");

    // The customer fills the basket and sends the quotation request.
    await addPricedProducts(page, 1);
    await addPriceOnRequestProduct(page);
    await open(page, "/cotizacion");
    const form = quoteForm(page);
    await fillFields(form, { name: "Rocío Andrade", email });
    const receipt = await sendQuoteForm(page, form);
    const acceptedBefore = await acceptedQuotes(request);

    // Staff, in their own browser context, find it in Solicitudes and prepare the quote.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInToAdminTab(staff, /^Solicitudes/);
    const detail = await openRequestInInbox(staff, email, receipt.reference);
    await detail.getByRole("button", { name: "Preparar cotización" }).click();
    const editor = staff.getByTestId("quote-editor");
    await expect(editor.getByTestId("editor-line")).toHaveCount(2);
    const unpriced = editor.getByLabel("Precio unitario, línea 2");
    await expect(unpriced).toHaveValue("");
    await expect(editor.getByTestId("editor-line-total").nth(1)).toHaveText("Sin precio");

    // A 'Precio a consultar' line stops the send, with the Spanish message, and stays marked.
    await expectErrorToast(
      staff,
      editor.getByRole("button", { name: "Enviar al cliente" }),
      "Hay líneas sin precio: asigna un precio a cada 'Precio a consultar' antes de enviar",
    );
    await expect(unpriced).toHaveAttribute("aria-invalid", "true");

    // Priced the way staff type it in Ecuador; totals move in es-EC money at once.
    const firstPrice = parsePrice(`$${(await editor.getByLabel("Precio unitario, línea 1").inputValue()).trim()}`);
    await unpriced.fill("1.234,50");
    await expect(editor.getByTestId("editor-line-total").nth(1)).toHaveText("$1.234,50");
    const totals = editor.getByTestId("quote-totals");
    await expect(totals).toContainText("Subtotal 0%");
    await expect(totals).toContainText("Subtotal 15%");
    const net = Math.round(((firstPrice ?? 0) + 1234.5) * 100);
    const expectedTotal = (net + Math.round(net * 0.15)) / 100;
    await expect
      .poll(async () => parsePrice((await editor.getByTestId("quote-total").textContent()) ?? ""))
      .toBeCloseTo(expectedTotal, 2);

    await staff.screenshot({ path: test.info().outputPath("editor.png"), fullPage: true });
    // The send shows the draft's PDF first; only the confirmation sends it.
    await editor.getByRole("button", { name: "Enviar al cliente" }).click();
    await staff.getByTestId("quote-send-preview").getByRole("button", { name: "Confirmar y enviar" }).click();
    await expect(toast(staff, "success", `Cotización enviada al cliente: ${receipt.reference} v1`)).toBeVisible();
    const version = editor.getByTestId("quote-version");
    await expect(version).toHaveCount(1);
    await expect(version.getByTestId("quote-status")).toHaveText("Enviada");
    await version.locator("summary").click();
    const staffPdf = staff.waitForEvent("download");
    await version.getByRole("button", { name: "Descargar PDF" }).click();
    expect((await staffPdf).suggestedFilename()).toMatch(/v1\.pdf$/);

    // The link staff copy is the customer's status link.
    const link = editor.getByTestId("quote-status-link");
    await expect(link).toHaveValue(receipt.statusUrl);
    await editor.getByRole("button", { name: "Cerrar" }).click();
    await expect(detail.getByRole("button", { name: "Cotizada", exact: true })).toHaveAttribute("aria-pressed", "true");

    // The customer opens the link from the mail that carried the PDF, downloads it and accepts.
    const mail = await mailContaining(email, "application/pdf", "/cotizacion/estado/");
    const mailedLink = /https?:\/\/[^\s"<>]+\/cotizacion\/estado\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(mailedLink).toBe(receipt.statusUrl);
    await open(page, new URL(mailedLink!).pathname);
    await expect(page.getByTestId("status-current")).toHaveText("Cotizada");
    await expectStatusPdf(page, request);
    const accept = page.getByTestId("accept-form");
    await accept.getByLabel("Nombre de quien acepta").fill("Rocío Andrade");
    await accept.getByRole("button", { name: "Aceptar cotización" }).click();
    await expect(page.getByTestId("status-current")).toHaveText("Aceptada");

    // Staff see it: the inbox badge, 'Aceptada' on the request, the event in the thread; the figures move.
    await detail.getByRole("button", { name: "Cerrar" }).click();
    await staff.getByRole("button", { name: "Actualizar solicitudes" }).click();
    const row = staff.getByTestId("request-row");
    await expect(row.getByTestId("unread-badge")).toContainText("1");
    await staff.getByRole("link", { name: `Ver ${receipt.reference}` }).click();
    await expect(detail.getByTestId("request-quote").getByTestId("quote-status")).toHaveText(/aceptada/i);
    await detail.getByRole("button", { name: "Preparar cotización" }).click();
    await expect(editor.getByTestId("quote-thread").locator('[data-kind="accepted"]')).toContainText(
      "Aceptó la cotización",
    );
    await expect(editor.getByRole("button", { name: "Nueva versión" })).toBeVisible();
    expect(await acceptedQuotes(request)).toBeGreaterThan(acceptedBefore);

    // A new version over the accepted one asks first, saying the acceptance is set aside.
    await editor.getByRole("button", { name: "Nueva versión" }).click();
    await editor.getByRole("button", { name: "Enviar al cliente" }).click();
    const question = staff.getByTestId("quote-send-preview");
    await expect(question).toContainText("queda sin efecto");
    await question.getByRole("button", { name: "Enviar de todos modos" }).click();
    await expect(toast(staff, "success", `${receipt.reference} v2`)).toBeVisible();
    await editor.getByRole("button", { name: "Cerrar" }).click();
    await detail.getByRole("button", { name: "Cerrar" }).click();
    await expect(row.getByTestId("unread-badge")).toHaveCount(0);
    await staffContext.close();
  });

  test("Solicitudes a 360 px: la dirección de ventas no se monta sobre 'Pendientes'", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInToAdminTab(page, /^Solicitudes/);
    const stats = page.getByTestId("mail-status");
    const box = async (label: string) => {
      const cell = stats.locator("div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });
      return (await cell.locator("dd").boundingBox())!;
    };
    const sales = await box("Ventas");
    const pending = await box("Pendientes");
    const overlaps =
      sales.x < pending.x + pending.width &&
      pending.x < sales.x + sales.width &&
      sales.y < pending.y + pending.height &&
      pending.y < sales.y + sales.height;
    expect(overlaps).toBe(false);
    expect(sales.x + sales.width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath("solicitudes-360.png"), fullPage: true });
  });
});

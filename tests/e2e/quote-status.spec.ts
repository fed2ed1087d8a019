import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  addPricedProducts,
  expectErrorToast,
  expectStatusPdf,
  fillFields,
  FILL_TIME_MS,
  quoteForm,
  toast,
  uniqueEmail,
} from "./request-support.ts";
import { adminHeaders } from "./staff.ts";
import { open, parsePrice } from "./support.ts";

/** A valid RUC of a natural person: cédula 1712345675 (modulo 10) + establishment 001. */
const RUC = "1712345675001";

type QuoteLine = {
  productId: number | null;
  sku: string | null;
  description: string;
  quantity: number;
  unitPrice: string | null;
  discountPercent: string;
  ivaRate: number;
};

/** Staff prepare a quote from the request, price every line at $100 at 15 % IVA and send it. */
async function sendQuote(request: APIRequestContext, requestId: number) {
  const headers = await adminHeaders(request);
  const created = await request.post(`/api/quotes/requests/${requestId}/quotes`, {
    headers,
    data: { from: "request" },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()).data as { id: number; lines: QuoteLine[] };
  const lines = draft.lines.map((l) => ({
    productId: l.productId,
    sku: l.sku,
    description: l.description,
    quantity: l.quantity,
    unitPrice: "100.00",
    discountPercent: 0,
    ivaRate: 15,
  }));
  const saved = await request.put(`/api/quotes/${draft.id}`, { headers, data: { lines } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const sent = await request.post(`/api/quotes/${draft.id}/send`, { headers });
  expect(sent.ok(), await sent.text()).toBe(true);
  return lines.reduce((s, l) => s + l.quantity * 100, 0);
}

test.describe("estado de la cotización (cliente)", () => {
  test("enviar con RUC → enlace de estado → cotización con PDF → aceptar", async ({ page, request }) => {
    // The whole loop (request, staff's quote, a 360 px check, axe, PDF, acceptance): 25 s on a quiet machine.
    test.setTimeout(90_000);
    await addPricedProducts(page, 1);
    await open(page, "/cotizacion");
    const f = quoteForm(page);
    await fillFields(f, { name: "Carla Jácome", email: uniqueEmail("estado"), ruc: RUC });
    await page.waitForTimeout(FILL_TIME_MS);
    const answer = page.waitForResponse("**/api/quotations/send");
    await f.submit.click();
    const { data: receipt } = (await (await answer).json()) as { data: { id: number; statusUrl: string } };
    await expect(toast(page, "success", /Referencia: COT-\d{4}-\d{6}$/)).toBeVisible();

    // Home, as the spec says, with the link to follow the request.
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByTestId("sent-quote-notice");
    await notice.getByRole("link", { name: "Ver estado de mi cotización" }).click();
    await expect(page).toHaveURL(new URL(receipt.statusUrl).pathname);
    await expect(page.getByTestId("status-current")).toHaveText("Recibida");
    await expect(page.getByTestId("status-requested-lines").locator("li")).toHaveCount(1);

    const doc = await page.goto(new URL(receipt.statusUrl).pathname);
    expect(doc?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

    const subtotal = await sendQuote(request, receipt.id);
    await open(page, new URL(receipt.statusUrl).pathname);
    await expect(page.getByTestId("status-current")).toHaveText("Cotizada");
    const totals = page.getByTestId("status-totals");
    await expect(totals).toContainText("Subtotal 0%");
    await expect(totals).toContainText("Subtotal 15%");
    expect(parsePrice((await page.getByTestId("status-total").textContent()) ?? "")).toBeCloseTo(subtotal * 1.15, 2);

    // Mobile-first: nothing wider than a 360 px phone, and no serious axe findings with the forms open.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: test.info().outputPath("estado-360.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
      [],
    );

    await expectStatusPdf(page, request);

    const accept = page.getByTestId("accept-form");
    await expectErrorToast(
      page,
      accept.getByRole("button", { name: "Aceptar cotización" }),
      "El nombre debe tener al menos 2 caracteres",
    );
    await accept.getByLabel("Nombre de quien acepta").fill("Carla Jácome");
    await accept.getByLabel("Orden de compra (opcional)").fill("OC-7781");
    await accept.getByRole("button", { name: "Aceptar cotización" }).click();
    await expect(toast(page, "success", "Registramos la aceptación")).toBeVisible();
    await expect(page.getByTestId("status-current")).toHaveText("Aceptada");
    await expect(page.getByTestId("status-decision")).toContainText("Orden de compra: OC-7781");

    await page.getByLabel("Escribe al vendedor").fill("¿Pueden entregar el lunes?");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByTestId("status-messages").locator('[data-author="customer"]').last()).toContainText(
      "¿Pueden entregar el lunes?",
    );

    // The thread shows both sides: a salesperson's answer from the inbox appears on the page.
    const reply = await request.post(`/api/quotes/requests/${receipt.id}/messages`, {
      headers: await adminHeaders(request),
      data: { text: "Sí, el lunes por la mañana." },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
    await page.reload();
    await expect(page.getByTestId("status-messages").locator('[data-author="staff"]')).toContainText(
      "Sí, el lunes por la mañana.",
    );
  });

  test("un enlace equivocado muestra la página 404", async ({ page }) => {
    const res = await page.goto("/cotizacion/estado/esteTokenNoExisteEnNingunaSolicitud123");
    expect(res?.status()).toBe(404);
    expect(res?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.getByTestId("status-not-found")).toContainText("No encontramos esta cotización");
  });

  test("un RUC inválido se rechaza con el mensaje", async ({ page }) => {
    await addPricedProducts(page, 1);
    await open(page, "/cotizacion");
    const f = quoteForm(page);
    await fillFields(f, { name: "Carla Jácome", email: uniqueEmail("ruc"), ruc: "1712345670" });
    await expectErrorToast(page, f.submit, "El RUC o cédula no es válido: revisa los dígitos");
    await f.ruc.fill("17123");
    await expectErrorToast(page, f.submit, "El RUC debe tener 13 dígitos y la cédula 10");
  });
});

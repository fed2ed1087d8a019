import { expect, test, type Locator, type Page } from "@playwright/test";
import { FILL_TIME_MS, toast, uniqueEmail } from "./request-support.ts";
import { adminHeaders, signInAsAdmin } from "./staff.ts";
import { open } from "./support.ts";

/**
 * Issue 22: the audit log reads in Spanish (labels from the field registry and the status labels,
 * never `price_amount` or 'en_proceso'), and its filters live in the address (reload, back, share).
 */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function filterBy(section: Locator, entity: string, id: string) {
  await section.getByLabel("Entidad").selectOption({ label: entity });
  await section.getByLabel("Identificador").fill(id);
  await section.getByRole("button", { name: "Filtrar" }).click();
}

const historial = (page: Page) => page.getByTestId("audit-log-section");

test("staff change a price and a request's status; the log says so in Spanish and keeps its filters", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const firstId = async (path: string) =>
    ((await (await request.get(path)).json()) as { data: { id: number }[] }).data[0].id;
  const created = await request.post("/api/products", {
    headers,
    data: {
      sku: `E2E-AUD-${stamp}`,
      sku_ec: `EC-AUD-${stamp}`,
      name: `Relé historial ${stamp}`,
      description: "Producto para el historial de cambios.",
      price: "100.00",
      stock_quantity: "5",
      brand_id: await firstId("/api/brands"),
      category_id: await firstId("/api/categories"),
    },
  });
  expect(created.status()).toBe(201);
  const productId = ((await created.json()) as { data: { id: number } }).data.id;
  const contact = await request.post("/api/email/contact", {
    data: {
      name: "Señor Historial",
      email: uniqueEmail("historial"),
      message: "Consulta para probar el historial de cambios.",
      startedAt: Date.now() - FILL_TIME_MS - 1_000,
    },
  });
  expect(contact.status()).toBe(201);
  const requestId = ((await contact.json()) as { data: { id: number } }).data.id;

  // --- Staff at work: a new price in the product form, a request moved on in the inbox.
  await signInAsAdmin(page);
  await open(page, `/admin/productos?producto=${productId}`);
  const form = page.getByTestId("product-form-modal");
  await expect(form.getByRole("heading", { name: "Editar producto" })).toBeVisible();
  await form.getByLabel("Precio", { exact: true }).fill("125.50");
  await form.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(toast(page, "success", "Producto actualizado correctamente")).toBeVisible();

  await open(page, `/admin/solicitudes/contacto/${requestId}`);
  const detail = page.getByTestId("request-detail");
  await detail.getByRole("button", { name: "Avanzar a En proceso" }).click();
  await expect(toast(page, "success", "Estado actualizado: En proceso")).toBeVisible();

  // --- The log, filtered to the product: the registry's label, no raw key.
  await open(page, "/admin/administracion/historial");
  await filterBy(historial(page), "Producto", String(productId));
  await expect(page).toHaveURL(new RegExp(`[?&]entidad=product&id=${productId}(&|$)`));
  const entries = historial(page).getByTestId("audit-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(`Modificó Producto #${productId}`);
  await expect(entries.first().getByTestId("audit-change")).toHaveText(["Precio:100.00→125.50"], {
    useInnerText: false,
  });
  await expect(historial(page)).not.toContainText("price_amount");

  // --- The request's entry: statuses by their labels.
  await filterBy(historial(page), "Solicitud", `contact:${requestId}`);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(`Modificó Solicitud #${requestId} (Contacto)`);
  await expect(entries.first().getByTestId("audit-change")).toContainText("Estado:Nueva→En proceso");
  await expect(historial(page)).not.toContainText("en_proceso");
  await expect(historial(page)).not.toContainText("nueva");

  // --- Reload keeps the filter and what it shows; back returns to the product's filter.
  await page.reload();
  await expect(page.locator("body[data-hydrated=true]")).toBeAttached();
  await expect(historial(page).getByLabel("Entidad")).toHaveValue("lead");
  await expect(historial(page).getByLabel("Identificador")).toHaveValue(`contact:${requestId}`);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Estado:Nueva→En proceso");
  await page.goBack();
  await expect(historial(page).getByLabel("Entidad")).toHaveValue("product");
  await expect(historial(page).getByLabel("Identificador")).toHaveValue(String(productId));
  await expect(entries).toHaveCount(2);
});

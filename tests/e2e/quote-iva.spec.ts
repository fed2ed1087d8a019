import { expect, test } from "@playwright/test";
import { FILL_TIME_MS, toast, uniqueEmail } from "./request-support.ts";
import { adminHeaders, openAdminTab, signInAsAdmin, openRequestInInbox } from "./staff.ts";
import { amount, newProduct, open } from "./support.ts";

/** Issue 25, 'IVA per product' (ADR 045): a product's own rate reaches the quote, per-rate subtotals. */

test("IVA por producto: staff ponen un producto al 0 %, lo cotizan con uno al 15 % y ven dos subtotales en el editor y en la página de estado", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const headers = await adminHeaders(request);
  const exempt = await newProduct(request, headers, { sku: `IVA0-${stamp}`, price: "40.00" });
  expect(exempt.iva_rate).toBeNull();
  const taxed = await newProduct(request, headers, { sku: `IVA15-${stamp}`, price: "100.00" });
  expect(taxed.iva_rate).toBeNull();

  // Staff set the first product to 0 % in the product form (one click on a common rate).
  await signInAsAdmin(page);
  await openAdminTab(page, "Productos");
  await page.getByLabel("Buscar por nombre o SKU").fill(`IVA0-${stamp}`);
  await expect(page.getByTestId("admin-products-heading")).toHaveText("Productos (1)");
  await page.getByRole("button", { name: `Editar ${exempt.name}` }).click();
  const form = page.getByTestId("product-form-modal");
  const rate = form.getByLabel("Tarifa de IVA", { exact: true });
  await expect(rate).toHaveValue("");
  await form.getByRole("button", { name: "Tarifa de IVA 0 %" }).click();
  await expect(rate).toHaveValue("0");
  await expect(form.getByRole("button", { name: "Tarifa de IVA 0 %" })).toHaveAttribute("aria-pressed", "true");
  await form.getByLabel("Tarifa de IVA", { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("product-form-iva.png") });
  await form.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(toast(page, "success", "Producto actualizado correctamente")).toBeVisible();
  const stored = await request.get(`/api/products/${exempt.id}`, { headers });
  expect(((await stored.json()) as { data: { iva_rate: number | null } }).data.iva_rate).toBe(0);
  await page.keyboard.press("Escape");

  // A customer asks for the 15 % product.
  const email = uniqueEmail("iva");
  const sent = await request.post("/api/quotations/send", {
    data: {
      customerInfo: { name: "Lucía Carrión", email },
      items: [{ productId: taxed.id, productName: taxed.name, quantity: 1, price: 100 }],
      total: 100,
      startedAt: Date.now() - FILL_TIME_MS - 1_000,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const receipt = ((await sent.json()) as { data: { reference: string; statusUrl: string } }).data;

  // Staff quote it, adding the 0 % product from the catalogue: each line brings its product's rate.
  await openAdminTab(page, /^Solicitudes/);
  const detail = await openRequestInInbox(page, email, receipt.reference);
  await detail.getByRole("button", { name: "Preparar cotización" }).click();
  const editor = page.getByTestId("quote-editor");
  await expect(editor.getByTestId("editor-line")).toHaveCount(1);
  await expect(editor.getByLabel("IVA %, línea 1")).toHaveValue("15");
  await editor.getByRole("button", { name: "Agregar del catálogo" }).click();
  const picker = editor.getByTestId("quote-picker");
  await picker.getByPlaceholder("Nombre o SKU...").fill(`IVA0-${stamp}`);
  await picker.getByRole("checkbox", { name: new RegExp(`IVA0-${stamp}`) }).check();
  await picker.getByRole("button", { name: "Agregar seleccionados" }).click();
  await expect(editor.getByTestId("editor-line")).toHaveCount(2);
  await expect(editor.getByLabel("IVA %, línea 2")).toHaveValue("0");

  const totals = editor.getByTestId("quote-totals");
  await expect(amount(totals, "Subtotal 0%")).toHaveText("$40,00");
  await expect(amount(totals, "Subtotal 15%")).toHaveText("$100,00");
  await expect(amount(totals, "IVA 15%")).toHaveText("$15,00");
  await expect(editor.getByTestId("quote-total")).toHaveText("$155,00");
  await page.screenshot({ path: test.info().outputPath("editor-iva.png"), fullPage: true });

  await editor.getByRole("button", { name: "Enviar al cliente" }).click();
  // 'Enviar al cliente' shows the draft's PDF first (ADR 043); the confirmation sends it.
  await page.getByTestId("quote-send-preview").getByRole("button", { name: "Confirmar y enviar" }).click();
  await expect(toast(page, "success", `Cotización enviada al cliente: ${receipt.reference} v1`)).toBeVisible();

  // The customer's status page shows the same two subtotals.
  await open(page, new URL(receipt.statusUrl).pathname);
  const status = page.getByTestId("status-totals");
  await expect(amount(status, "Subtotal 0%")).toHaveText("$40,00");
  await expect(amount(status, "Subtotal 15%")).toHaveText("$100,00");
  await expect(amount(status, "IVA 15%")).toHaveText("$15,00");
  await expect(page.getByTestId("status-total")).toHaveText("$155,00");
  await expect(page.getByTestId("status-quote-lines")).toContainText("IVA 0%");
});

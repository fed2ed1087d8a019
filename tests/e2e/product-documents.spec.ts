import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { pdf } from "../../server/features/documents/documents.test-support.ts";
import { toast } from "./request-support.ts";
import { adminHeaders, openAdminTab, signInAsAdmin } from "./staff.ts";
import { open } from "./support.ts";

// Unique per run so repeated runs never collide with each other or the demo data.
const newStamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** A product made through the API, so the journey starts at its edit form. */
async function createProduct(request: APIRequestContext, sku: string, name: string) {
  const headers = await adminHeaders(request);
  const firstId = async (path: string) =>
    ((await (await request.get(path)).json()) as { data: { id: number }[] }).data[0].id;
  const res = await request.post("/api/products", {
    headers,
    data: {
      sku,
      sku_ec: `EC-${sku}`,
      name,
      description: "Producto para probar los documentos.",
      price: "310.00",
      stock_quantity: "4",
      brand_id: await firstId("/api/brands"),
      category_id: await firstId("/api/categories"),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test.describe("documentos de producto", () => {
  test("el personal sube una ficha técnica; la página del producto la lista y la descarga; el filtro 'Con ficha técnica' lo encuentra; eliminarlo pide confirmación", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = newStamp();
    const sku = `E2E-DOC-${stamp}`;
    const name = `Controlador con ficha ${stamp}`;
    const productId = await createProduct(request, sku, name);
    const datasheet = pdf(`ficha ${stamp}`);

    // --- Admin: the product's 'Documentos' tab; a wrong file is refused and what was typed stays.
    await signInAsAdmin(page);
    await openAdminTab(page, "Productos");
    await page.getByLabel("Buscar por nombre o SKU").fill(sku);
    await expect(page.getByTestId("admin-products-heading")).toHaveText("Productos (1)");
    await page.getByRole("button", { name: `Editar ${name}` }).click();
    const form = page.getByTestId("product-form-modal");
    await form.getByRole("tab", { name: "Documentos" }).click();
    await expect(form.getByText("Este producto aún no tiene documentos.")).toBeVisible();

    const title = form.getByTestId("document-title");
    await form.getByTestId("document-file").setInputFiles({
      name: "ficha.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html>no soy un PDF</html>"),
    });
    await title.fill("Ficha técnica del controlador");
    await form.getByTestId("document-submit").click();
    const refused = "Solo se permiten documentos PDF, ZIP o STEP (ISO 10303-21)";
    await expect(toast(page, "error", refused)).toBeVisible();
    await expect(title).toHaveValue("Ficha técnica del controlador");

    await form
      .getByTestId("document-file")
      .setInputFiles({ name: "ficha-controlador.pdf", mimeType: "application/pdf", buffer: datasheet });
    await form.getByTestId("document-type").selectOption({ label: "Ficha técnica" });
    await form.getByTestId("document-submit").click();
    await expect(toast(page, "success", "Documento subido exitosamente")).toBeVisible();
    const item = form.getByTestId("document-item");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Ficha técnica del controlador");
    await expect(item).toContainText("ficha-controlador.pdf");
    // The admin's list downloads it too (issue 22): a link, with the session cookie.
    const adminDownload = page.waitForEvent("download");
    await item.getByRole("link", { name: "Descargar Ficha técnica del controlador" }).click();
    expect(readFileSync(await (await adminDownload).path()).equals(datasheet)).toBe(true);

    // --- Public product page: 'Documentos' lists it; the link downloads the same bytes by its name.
    await open(page, `/producto/${productId}`);
    const section = page.getByRole("region", { name: "Documentos" });
    await expect(section).toBeVisible();
    const link = section.getByTestId("product-document");
    await expect(link).toHaveCount(1);
    await expect(link).toContainText("Ficha técnica del controlador");
    await expect(link).toContainText(`Ficha técnica · PDF · ${datasheet.length} B`);
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("ficha-controlador.pdf");
    expect(readFileSync(await download.path()).equals(datasheet)).toBe(true);

    // --- Catalogue: 'Con ficha técnica' keeps the product and drops one without documents.
    await open(page, `/productos?search=${encodeURIComponent(sku)}`);
    await expect(page.getByText(name).first()).toBeVisible();
    // click, not check(): a controlled box shows its new state once the URL has changed.
    await page.getByTestId("filter-hasDatasheet").click();
    await expect(page).toHaveURL(/hasDatasheet=true/);
    await expect(page.getByTestId("result-count")).toHaveText("1 producto encontrado");

    const plainSku = `E2E-NODOC-${stamp}`;
    await createProduct(request, plainSku, `Controlador sin ficha ${stamp}`);
    await open(page, `/productos?search=${encodeURIComponent(plainSku)}&hasDatasheet=true`);
    await expect(page.getByTestId("filter-hasDatasheet")).toBeChecked();
    await expect(page.getByTestId("result-count")).toHaveText("0 productos encontrados");
    await page.getByTestId("filter-hasDatasheet").click();
    await expect(page).not.toHaveURL(/hasDatasheet/);
    await expect(page.getByTestId("filter-hasDatasheet")).not.toBeChecked();
    await expect(page.getByTestId("result-count")).toHaveText("1 producto encontrado");

    // --- Admin again: deleting asks first; then the page no longer offers it.
    await open(page, "/admin");
    await openAdminTab(page, "Productos");
    await page.getByLabel("Buscar por nombre o SKU").fill(sku);
    await expect(page.getByTestId("admin-products-heading")).toHaveText("Productos (1)");
    await page.getByRole("button", { name: `Editar ${name}` }).click();
    await form.getByRole("tab", { name: "Documentos" }).click();
    await form.getByRole("button", { name: "Eliminar documento: Ficha técnica del controlador" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("¿Eliminar Ficha técnica del controlador?");
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, "success", "Documento eliminado exitosamente")).toBeVisible();
    await expect(form.getByText("Este producto aún no tiene documentos.")).toBeVisible();

    await open(page, `/producto/${productId}`);
    await expect(page.getByTestId("product-page")).toBeVisible();
    await expect(page.getByRole("region", { name: "Documentos" })).toHaveCount(0);
  });
});

import ExcelJS from "exceljs";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./support.ts";

// Issue 21: the customer sees which column was read as what, for a pasted list and for an
// uploaded .xlsx before anything is matched, and can change it.
async function twoSkus(page: Page): Promise<string[]> {
  const res = await page.request.get("/api/products?perPage=20");
  const skus = ((await res.json()) as { data: { products: { sku: string }[] } }).data.products.map((p) => p.sku);
  return [...new Set(skus.filter(Boolean))].slice(0, 2);
}

async function openPanel(page: Page) {
  await open(page, "/cotizacion");
  await page.getByRole("button", { name: "Cargar lista de materiales" }).click();
}

const rolesShown = (page: Page) =>
  page
    .getByTestId("parts-list-columns")
    .getByTestId("parts-list-column-role")
    .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent));

test("las columnas de una lista pegada se ven y se pueden cambiar antes de buscar", async ({ page }) => {
  const [a, b] = await twoSkus(page);
  await openPanel(page);
  await page
    .getByLabel("Pega tu lista: código y cantidad por línea")
    .fill(`Ítem\tCódigo\tCant.\n1\t${a}\t4\n2\t${b}\t6`);
  const panel = page.getByTestId("parts-list-columns");
  await expect(panel).toContainText("Columnas leídas (por los encabezados)");
  await expect.poll(() => rolesShown(page)).toEqual(["Ítem (no se usa)", "Código", "Cantidad"]);

  // The customer says the third column is not a quantity: every line then takes 1.
  await panel.getByTestId("parts-list-column-role").nth(2).selectOption({ label: "No usar" });
  await page.getByRole("button", { name: "Buscar en el catálogo" }).click();
  const quantities = page.getByTestId("parts-list-review").getByTestId("parts-list-quantity");
  await expect(quantities).toHaveCount(2);
  await expect(quantities.nth(0)).toHaveValue("1");
  await expect(quantities.nth(1)).toHaveValue("1");

  // Back to 'Cantidad': searched again with these columns, the quantities are read.
  await panel.getByTestId("parts-list-column-role").nth(2).selectOption({ label: "Cantidad" });
  await page.getByRole("button", { name: "Buscar de nuevo con estas columnas" }).click();
  await expect(quantities.nth(0)).toHaveValue("4");
  await expect(quantities.nth(1)).toHaveValue("6");
});

test("las columnas de un .xlsx subido se muestran antes de buscar y se pueden corregir", async ({ page }) => {
  const [a, b] = await twoSkus(page);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("BOM");
  // No header: item numbers, then the codes, then a free note the reader may take for a quantity.
  sheet.addRow([1, a, 3]);
  sheet.addRow([2, b, 5]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await openPanel(page);
  await page.getByLabel("O sube un archivo .xlsx o .csv").setInputFiles({
    name: "bom.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer,
  });
  const panel = page.getByTestId("parts-list-columns");
  await expect(panel).toContainText("Columnas leídas (sin encabezados)");
  await expect(page.getByTestId("parts-list-review")).toHaveCount(0);
  const roles = await rolesShown(page);
  expect(roles[1]).toBe("Código");

  await panel.getByTestId("parts-list-column-role").nth(2).selectOption({ label: "Cantidad" });
  await page.getByRole("button", { name: "Buscar en el catálogo" }).click();
  const review = page.getByTestId("parts-list-review");
  await expect(review.getByTestId("parts-list-line")).toHaveCount(2);
  await expect(review.getByTestId("parts-list-quantity").nth(0)).toHaveValue("3");
  await expect(review.getByTestId("parts-list-quantity").nth(1)).toHaveValue("5");
  await expect(review).toContainText(a);
});

import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { toast } from "./request-support.ts";
import { adminHeaders, signInToAdminTab } from "./staff.ts";
import { open } from "./support.ts";

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
const sku = (n: number) => `E2E-${stamp}-${n}`;
const newBrand = `Marca Ñandú ${stamp}`;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A workbook the way staff type it: Spanish headers with accents, free-text price and stock. */
async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Productos");
  ws.addRow([
    "SKU",
    "Nombre",
    "Descripción",
    "Marca",
    "Categoría",
    "Subcategoría",
    "Precio",
    "Stock",
    "Características",
  ]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const validRows = () => [
  [
    sku(1),
    "Válvula de señal ñandú",
    "Válvula neumática con bobina de 24 V",
    newBrand,
    "PLC",
    "",
    "1234,50",
    "Disponible",
    "Bobina 24 V; Cuerpo de latón",
  ],
  [
    sku(2),
    "Módulo de expansión térmica",
    "Módulo para señales de temperatura",
    newBrand,
    "PLC",
    "",
    "Consultar",
    "5",
    "",
  ],
];

async function signInToImport(page: Page) {
  await signInToAdminTab(page, "Importar");
  await expect(page.getByRole("heading", { name: "Importar Datos" })).toBeVisible();
}

async function upload(page: Page, name: string, buffer: Buffer, mimeType = XLSX) {
  await page.getByTestId("import-file-input").setInputFiles({ name, mimeType, buffer });
}

/** Today in Ecuador, as the server names the export. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Guayaquil" }).format(new Date());

test.describe("importar, exportar y limpiar", () => {
  test("errores de validación y vista previa; archivo corregido se importa y aparece en el catálogo", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInToImport(page);

    // A file with a broken row: listed with a count and a warning, no import button.
    const broken = validRows();
    broken[1][6] = "-5";
    await upload(page, "productos con error.xlsx", await workbook(broken));
    await expect(page.getByRole("heading", { name: "Errores de validación (1)" })).toBeVisible();
    await expect(page.getByTestId("validation-errors")).toContainText(
      "Fila 3, columna «Precio»: no puede ser negativo",
    );
    await expect(page.getByText("El archivo tiene 1 error de validación.")).toBeVisible();
    await expect(page.getByTestId("preview-row")).toHaveCount(2);
    await expect(page.getByTestId("preview-row").first()).toContainText("Crear");
    await expect(page.getByTestId("preview-row").first()).toContainText("Válvula de señal ñandú");
    await expect(page.getByTestId("new-brands")).toContainText(newBrand);
    await expect(page.getByTestId("import-bar")).toContainText("Corrige los errores del archivo para poder importar");
    await expect(page.getByTestId("import-button")).toHaveCount(0);

    // The corrected file: preview with both rows to create, then the import.
    await upload(page, "productos.xlsx", await workbook(validRows()));
    await expect(page.getByTestId("preview-summary")).toContainText(
      "2 filas en la hoja «Productos»: 2 para crear y 0 para actualizar.",
    );
    await expect(page.getByTestId("validation-errors")).toHaveCount(0);
    await expect(page.getByTestId("preview-row").nth(1)).toContainText("Consultar");
    const importButton = page.getByTestId("import-button");
    await expect(importButton).toHaveText("Importar 2 productos");
    await importButton.click();
    await expect(
      toast(
        page,
        "success",
        /^Importación completada: 2 productos creados, 0 actualizados, 2 características, 0 aplicaciones, 0 accesorios y 0 productos relacionados\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByTestId("import-bar")).toContainText("Importación completada");
    // Back to idle after 2 s: the bar goes away.
    await expect(page.getByTestId("import-bar")).toHaveCount(0, { timeout: 5_000 });

    // The same file again: both rows now update.
    await upload(page, "productos.xlsx", await workbook(validRows()));
    await expect(page.getByTestId("preview-summary")).toContainText("0 para crear y 2 para actualizar.");
    await expect(page.getByTestId("preview-row").first()).toContainText("Actualizar");

    // In the public catalogue.
    await open(page, `/productos?search=${encodeURIComponent(`E2E-${stamp}`)}`);
    await expect(page.getByText("Válvula de señal ñandú")).toBeVisible();
    await expect(page.getByText("Módulo de expansión térmica")).toBeVisible();
  });

  test("solo .xlsx; cancelar la subida", async ({ page }) => {
    await signInToImport(page);
    await upload(page, "productos.csv", Buffer.from("sku,name\nA,B\n"), "text/csv");
    await expect(page.getByTestId("import-error")).toContainText("Solo se aceptan archivos Excel .xlsx.");
    await page.getByTestId("import-error").getByRole("button", { name: "Cerrar" }).click();
    await expect(page.getByTestId("import-error")).toHaveCount(0);

    // Hold the upload so it can be cancelled while in flight.
    await page.route("**/api/import/preview", async (route) => {
      await new Promise((r) => setTimeout(r, 3_000));
      await route.continue().catch(() => {});
    });
    await upload(page, "grande.xlsx", await workbook(validRows()));
    await expect(page.getByTestId("upload-progress")).toBeVisible();
    await page.getByTestId("upload-progress").getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByTestId("import-error")).toContainText("Subida cancelada por el usuario.");
    await page.getByTestId("import-error").getByRole("button", { name: "Cerrar" }).click();
    await expect(page.getByTestId("import-bar")).toHaveCount(0);
  });

  test("exportar con la fecha de hoy; plantillas; limpiar solo con la frase exacta", async ({ page }) => {
    test.setTimeout(60_000);
    await signInToImport(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exportar base de datos" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`productos_${today()}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const sheet = wb.getWorksheet("Productos");
    expect(sheet).toBeTruthy();
    expect(sheet!.getRow(1).cellCount).toBe(23);
    expect(sheet!.rowCount).toBeGreaterThan(1);

    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Descargar plantilla CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe("plantilla_productos_completa.csv");
    const [xlsx] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Descargar plantilla Excel" }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe("plantilla_productos_completa.xlsx");

    // The server refuses anything but the exact phrase (checked for real, nothing is deleted).
    const wrong = await page.request.delete("/api/products/clear", {
      headers: await adminHeaders(page.request),
      data: { confirmation: "eliminar productos" },
    });
    expect(wrong.status()).toBe(400);

    // The wipe itself is intercepted: other journeys share this server's catalogue.
    let sent: unknown = null;
    await page.route("**/api/products/clear", async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          success: true,
          data: { deleted_count: 42, message: "Se eliminaron 42 productos." },
          message: "Se eliminaron 42 productos.",
        }),
      });
    });
    await page.getByRole("button", { name: "Limpiar productos" }).click();
    const modal = page.getByRole("alertdialog");
    const confirm = modal.getByRole("button", { name: "Eliminar productos" });
    await expect(confirm).toBeDisabled();
    const phrase = modal.getByLabel("Texto de confirmación");
    await phrase.fill("ELIMINAR PRODUCTO");
    await expect(confirm).toBeDisabled();
    await phrase.fill("eliminar productos");
    await expect(confirm).toBeDisabled();
    await phrase.fill("ELIMINAR PRODUCTOS ");
    await expect(confirm).toBeDisabled();
    await phrase.fill("ELIMINAR PRODUCTOS");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(toast(page, "success", "Se eliminaron 42 productos.")).toBeVisible();
    expect(sent).toEqual({ confirmation: "ELIMINAR PRODUCTOS" });
    await expect(modal).toHaveCount(0);

    // A failure keeps the modal open with 'Error al limpiar productos'.
    await page.unroute("**/api/products/clear");
    await page.route("**/api/products/clear", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ success: false, error: "Error interno del servidor" }),
      }),
    );
    await page.getByRole("button", { name: "Limpiar productos" }).click();
    await modal.getByLabel("Texto de confirmación").fill("ELIMINAR PRODUCTOS");
    await modal.getByRole("button", { name: "Eliminar productos" }).click();
    await expect(toast(page, "error", /^Error al limpiar productos/)).toBeVisible();
    await expect(modal).toBeVisible();
  });
});

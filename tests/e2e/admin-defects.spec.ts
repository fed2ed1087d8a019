import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { openAdminTab, signInAsAdmin, signInToAdminTab } from "./staff.ts";

// Issue 14, defects 9, 10 and 12: what staff met in the back office.

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PASSWORD_HINT = "protegido con contraseña";

async function workbook(headers: string[], rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet("Productos").addRows([headers, ...rows]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId("import-file-input").setInputFiles({ name, mimeType: XLSX, buffer });
}

test.describe("defectos del panel (issue 14)", () => {
  test("importar: Cancelar en la barra fija, cancelada en gris donde iba, sin pista de contraseña si el archivo se leyó; 'Importar 1 producto'", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 640 });
    await signInToAdminTab(page, "Importar");
    await expect(page.getByRole("heading", { name: "Importar Datos" })).toBeVisible();
    const bar = page.getByTestId("import-bar");
    const stamp = Date.now().toString(36).toUpperCase();

    // One product: the button speaks of one 'producto'.
    await upload(page, "uno.xlsx", await workbook(["SKU", "Nombre"], [[`E2E-DEF-${stamp}`, "Relé de prueba"]]));
    await expect(page.getByTestId("import-button")).toHaveText("Importar 1 producto");

    // A file that was read but lacks a column: the server's message, without the password hint.
    await upload(page, "sin-nombre.xlsx", await workbook(["SKU", "Precio"], [["A-1", "10"]]));
    await expect(page.getByTestId("import-error")).toContainText("Faltan columnas obligatorias");
    await expect(page.getByTestId("import-error")).not.toContainText(PASSWORD_HINT);
    await page.getByTestId("import-error").getByRole("button", { name: "Cerrar" }).click();

    // An upload held in flight: its Cancel is in the fixed bar, in view however far the page is scrolled.
    await page.route("**/api/import/preview", async (route) => {
      await new Promise((r) => setTimeout(r, 4_000));
      await route.continue().catch(() => {});
    });
    await upload(page, "lento.xlsx", await workbook(["SKU", "Nombre"], [["B-1", "Lento"]]));
    const cancel = bar.getByRole("button", { name: "Cancelar" });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(cancel).toBeInViewport();
    await cancel.click();
    await expect(
      page.locator('[data-sonner-toast][data-type="warning"]').filter({ hasText: "Subida cancelada por el usuario." }),
    ).toBeVisible();
    await expect(bar).toContainText("Subida cancelada");
    const progress = bar.getByRole("progressbar");
    expect(Number(await progress.getAttribute("aria-valuenow"))).toBeLessThan(100);
    await expect(bar.locator(".bg-red-600")).toHaveCount(0);
    await expect(page.getByTestId("import-error")).toContainText("Subida cancelada por el usuario.");
    await expect(page.getByTestId("import-error")).not.toContainText(PASSWORD_HINT);
    await expect(page.getByTestId("import-error")).toHaveAttribute("role", "status");
  });

  test("orden de característica inválido: mensaje en español bajo el campo, foco en él, nada guardado; 'Tamaño de carcasa'", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openAdminTab(page, "Productos");
    await page
      .getByTestId("admin-product-card")
      .first()
      .getByRole("button", { name: /^Editar / })
      .click();
    const form = page.getByTestId("product-form-modal");
    await expect(form.getByRole("heading", { name: "Editar producto" })).toBeVisible();
    await expect(form.getByLabel("Tamaño de carcasa", { exact: true })).toBeVisible();
    await expect(form.getByText("Frame size")).toHaveCount(0);

    await form.getByRole("tab", { name: "Características" }).click();
    const items = form.getByTestId("feature-item");
    await expect(form.getByText("Cargando...")).toHaveCount(0);
    const before = await items.count();
    await form.getByLabel("Nueva característica", { exact: true }).fill("No debe guardarse");
    const order = form.getByLabel("Orden", { exact: true });
    await order.fill("-1");
    await form.getByRole("button", { name: "Agregar" }).click();
    await expect(form.getByText("El orden debe ser un número entero mayor o igual a 0")).toBeVisible();
    await expect(order).toBeFocused();
    await expect(order).toHaveAttribute("aria-invalid", "true");
    // The browser's own (English) bubble never showed: the form is ours to validate.
    expect(await order.evaluate((el: HTMLInputElement) => el.form?.noValidate)).toBe(true);
    await expect(items).toHaveCount(before);
    await expect(form.getByLabel("Nueva característica", { exact: true })).toHaveValue("No debe guardarse");

    // Typing again clears the message; a whole number is accepted.
    await order.fill("1");
    await expect(form.getByText("El orden debe ser un número entero mayor o igual a 0")).toHaveCount(0);
  });

  test("Administración: la columna dice 'Productos activos'", async ({ page }) => {
    await signInAsAdmin(page);
    await openAdminTab(page, "Administración");
    for (const tab of ["Categorías", "Subcategorías", "Marcas"]) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await expect(page.getByRole("columnheader", { name: "Productos activos" })).toBeVisible();
    }
  });
});

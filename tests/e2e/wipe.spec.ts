import { expect, test } from "@playwright/test";
import { toast } from "./request-support.ts";
import { adminHeaders, signInToAdminTab } from "./staff.ts";
import { open } from "./support.ts";

// Runs after every other journey (playwright.config.ts "wipe" project): it really empties the
// catalogue of the shared e2e server.
test("staff wipe the catalogue with the exact phrase and the public catalogue is empty", async ({ page }) => {
  // Staff see every product in the figures; visitors only the active ones (ADR 016), and the wipe
  // removes them all.
  const staff = { headers: await adminHeaders(page.request) };
  const before = await (await page.request.get("/api/products/stats", staff)).json();
  expect(before.data.total_products).toBeGreaterThan(0);

  await signInToAdminTab(page, "Importar");

  await page.getByRole("button", { name: "Limpiar productos" }).click();
  const modal = page.getByRole("alertdialog");
  const confirm = modal.getByRole("button", { name: "Eliminar productos" });
  await modal.getByLabel("Texto de confirmación").fill("ELIMINAR PRODUCTO");
  await expect(confirm).toBeDisabled();
  await modal.getByLabel("Texto de confirmación").fill("ELIMINAR PRODUCTOS");
  await confirm.click();

  const count = new Intl.NumberFormat("es-EC").format(before.data.total_products);
  await expect(toast(page, "success", `Se eliminaron ${count} productos.`)).toBeVisible();
  const after = await (await page.request.get("/api/products/stats", staff)).json();
  expect(after.data.total_products).toBe(0);

  await open(page, "/productos");
  await expect(page.getByText("No se encontraron productos")).toBeVisible();
});

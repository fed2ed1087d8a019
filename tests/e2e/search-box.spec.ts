import { expect, test, type Page } from "@playwright/test";
import { open } from "./support.ts";

// Issue 12: suggestions as you type in the header (ARIA 1.2 combobox).
const box = (page: Page) => page.getByRole("combobox", { name: "Buscar productos" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Sugerencias de búsqueda" });

test.describe("búsqueda con sugerencias", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("'varia' sugiere productos; flecha abajo + Enter abre el producto", async ({ page }) => {
    await open(page, "/");
    await box(page).click();
    await box(page).pressSequentially("varia", { delay: 30 });
    const products = listbox(page).getByRole("group", { name: "Productos" }).getByRole("option");
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeLessThanOrEqual(6);
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
    await expect(products.first()).toContainText(/\$|Precio a consultar/);

    const name = (await products.first().locator("span.font-medium").textContent())!.trim();
    await box(page).press("ArrowDown");
    const firstId = await products.first().getAttribute("id");
    await expect(box(page)).toHaveAttribute("aria-activedescendant", firstId!);
    await expect(products.first()).toHaveAttribute("aria-selected", "true");
    await box(page).press("Enter");
    await expect(page).toHaveURL(/\/producto\/\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("Escape cierra la lista; Enter sin elegir lleva a /productos?search=", async ({ page }) => {
    await open(page, "/");
    await box(page).click();
    await box(page).pressSequentially("varia", { delay: 30 });
    await expect(listbox(page)).toBeVisible();
    await box(page).press("Escape");
    await expect(listbox(page)).toBeHidden();
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
    await box(page).press("Enter");
    await expect(page).toHaveURL(/\/productos\?search=varia$/);
  });

  // Issue 21: the dropdown says when there is nothing, and what it searched when it corrected a word.
  test("sin sugerencias dice 'Sin resultados'; 'contacor' muestra la búsqueda corregida", async ({ page }) => {
    await open(page, "/");
    await box(page).click();
    await box(page).pressSequentially("qxzqwv", { delay: 30 });
    await expect(page.getByTestId("search-no-suggestions")).toHaveText("Sin resultados");
    await expect(listbox(page)).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Sin resultados" })).toHaveCount(1);

    await box(page).fill("");
    await box(page).pressSequentially("contacor", { delay: 30 });
    await expect(page.getByTestId("search-suggestions-corrected")).toHaveText("Mostrando resultados para «contactor»");
    await expect(page.getByTestId("search-no-suggestions")).toBeHidden();
    const products = listbox(page).getByRole("group", { name: "Productos" }).getByRole("option");
    await expect(products.first()).toContainText(/contactor/i);
    await box(page).blur();
    await expect(page.getByTestId("search-no-suggestions")).toBeHidden();
  });

  test("con una letra no sugiere nada", async ({ page }) => {
    await open(page, "/");
    await box(page).fill("v");
    await page.waitForTimeout(400);
    await expect(listbox(page)).toBeHidden();
  });
});

test.describe("búsqueda en el teléfono", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("el icono abre la búsqueda y sugiere", async ({ page }) => {
    await open(page, "/");
    await expect(box(page)).toBeHidden();
    await page.getByTestId("mobile-search-button").click();
    await expect(box(page)).toBeFocused();
    await box(page).pressSequentially("varia", { delay: 30 });
    await expect(listbox(page).getByRole("option").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});

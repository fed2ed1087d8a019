import { expect, test, type Page } from "@playwright/test";
import { resultCount } from "./support.ts";

/**
 * Issue 22: the public site with JavaScript off. The phone's menu, search and 'Filtros' open as
 * native disclosures; the catalogue's filters, sort and page size are GET forms with a button.
 */
test.use({ javaScriptEnabled: false });

const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

/** The option of a select whose text starts with `prefix`, picked without any script running. */
async function choose(page: Page, testId: string, prefix: string) {
  const select = page.getByTestId(testId);
  const value = await select
    .locator("option")
    .evaluateAll(
      (els, p) => els.find((e) => (e.textContent ?? "").startsWith(p))?.getAttribute("value") ?? null,
      prefix,
    );
  if (!value) throw new Error(`sin opción "${prefix}" en ${testId}`);
  await select.selectOption(value);
  return value;
}

test.describe("teléfono (360 px) sin JavaScript", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("el menú se abre y lleva a Contacto", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByTestId("mobile-menu-button").click();
    await expect(menu).toBeVisible();
    for (const name of ["Inicio", "Productos", "Servicios", "Contacto"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    // The theme switch needs the script: it is not offered as a dead button.
    await expect(page.getByTestId("theme-toggle-mobile")).toBeHidden();
    await menu.getByRole("link", { name: "Contacto" }).click();
    await expect(page).toHaveURL(/\/contacto$/);
  });

  test("la búsqueda del encabezado se abre y busca", async ({ page }) => {
    await page.goto("/");
    const box = page.locator("#mobile-search").getByRole("combobox", { name: "Buscar productos" });
    await expect(box).toBeHidden();
    await page.getByTestId("mobile-search-button").click();
    await expect(box).toBeVisible();
    await box.fill("variador");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/productos\?search=variador$/);
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test("'Filtros' abre el panel y 'Aplicar filtros' filtra", async ({ page }) => {
    await page.goto("/productos");
    const total = await resultCount(page);
    const panel = page.getByTestId("filter-panel");
    await expect(panel).toBeHidden();
    await page.getByTestId("filters-toggle").locator("summary").click();
    await expect(panel).toBeVisible();
    const category = await choose(page, "filter-category", "Variadores de frecuencia");
    await page.getByTestId("apply-filters").click();
    // Only what was chosen travels: no empty fields in the address.
    await expect(page).toHaveURL(new RegExp(`/productos\\?category=${category}$`));
    expect(await resultCount(page)).toBeLessThan(total);
  });
});

test.describe("escritorio sin JavaScript", () => {
  test("filtros técnicos, orden y productos por página con sus botones", async ({ page }) => {
    await page.goto("/productos");
    const panel = page.getByTestId("filter-panel");
    await expect(panel).toBeVisible();
    await expect(page.getByTestId("filter-voltaje")).toBeHidden();
    await page.getByTestId("technical-toggle").click();
    await expect(page.getByTestId("filter-voltaje")).toBeVisible();

    await choose(page, "filter-category", "Variadores de frecuencia");
    await page.getByTestId("filter-hasDatasheet").check();
    await page.getByTestId("apply-filters").click();
    const category = param(page, "category");
    expect(category).not.toBeNull();
    expect(param(page, "hasDatasheet")).toBe("true");

    await page.getByTestId("per-page").selectOption("24");
    await page.getByTestId("sort").selectOption({ label: "Nombre A-Z" });
    await page.getByTestId("apply-order").click();
    // The order form carries the filters already chosen.
    expect(param(page, "category")).toBe(category);
    expect(param(page, "hasDatasheet")).toBe("true");
    expect(param(page, "sort")).toBe("name");
    expect(param(page, "perPage")).toBe("24");
    await expect(page.getByTestId("sort")).toHaveValue("name");
    await expect(page.getByTestId("per-page")).toHaveValue("24");

    // The filter form keeps the order and page size chosen.
    await page.getByTestId("filter-hasDatasheet").uncheck();
    await page.getByTestId("apply-filters").click();
    expect(param(page, "category")).toBe(category);
    expect(param(page, "sort")).toBe("name");
    expect(param(page, "perPage")).toBe("24");
    expect(param(page, "hasDatasheet")).toBeNull();
  });

  test("vista de lista con un enlace", async ({ page }) => {
    await page.goto("/productos?page=2");
    await page.getByTestId("view-list").click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("product-list")).toHaveAttribute("data-view", "list");
  });
});

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

// Issue 22: at 768 px the box sat between the links and the icons, 90 px wide, and its suggestions
// were a 90 px column of cut names; the company name was cut too.
test.describe("búsqueda en la tableta y en pantallas medianas", () => {
  /** Every element of the header that shows, with its box, and whether its text is cut. */
  const headerLayout = (page: Page) =>
    page.evaluate(() => {
      const header = document.querySelector("header")!;
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
      };
      const name = header.querySelector("a[aria-label$='— Inicio'] span:last-child") as HTMLElement;
      return {
        pageWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        nameCut: name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight,
        rects: Array.from(header.querySelectorAll("a, button, summary, input"))
          .filter(shown)
          .map((el) => {
            const r = el.getBoundingClientRect();
            const what = `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent}`;
            return { what, x: r.x, y: r.y, right: r.right, bottom: r.bottom };
          }),
      };
    });
  type Rect = { x: number; y: number; right: number; bottom: number };
  const overlap = (a: Rect, b: Rect) => a.x < b.right && b.x < a.right && a.y < b.bottom && b.y < a.bottom;

  for (const width of [768, 900, 1024, 1280]) {
    test(`a ${width} px el buscador se ve entero, sugiere y nada desborda`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1024 });
      await open(page, "/productos");
      await expect(box(page)).toBeVisible();
      const input = (await box(page).boundingBox())!;
      expect(input.width).toBeGreaterThanOrEqual(280);

      const layout = await headerLayout(page);
      expect(layout.pageWidth).toBeLessThanOrEqual(width);
      expect(layout.nameCut).toBe(false);
      for (const r of layout.rects) {
        expect(r.x, String(r.what)).toBeGreaterThanOrEqual(0);
        expect(r.right, String(r.what)).toBeLessThanOrEqual(width);
      }
      // The links, icons and the box never sit on each other (a link contains only its own icon).
      const inputRect = layout.rects.find((r) => r.what === "INPUT Buscar productos")!;
      for (const r of layout.rects.filter((r) => r !== inputRect))
        expect(overlap(inputRect, r), String(r.what)).toBe(false);

      await box(page).click();
      await box(page).pressSequentially("varia", { delay: 30 });
      const first = listbox(page).getByRole("group", { name: "Productos" }).getByRole("option").first();
      await expect(first).toBeVisible();
      const list = (await listbox(page).boundingBox())!;
      expect(list.width).toBeGreaterThanOrEqual(280);
      expect(list.x).toBeGreaterThanOrEqual(0);
      expect(list.x + list.width).toBeLessThanOrEqual(width);
      await expect(first).toContainText(/\$|Precio a consultar/);
      // Where the box has its own row, a product's name is read whole, not cut to a column.
      if (width < 1280) {
        const name = first.locator("span.font-medium");
        expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await box(page).press("Escape");
      await box(page).press("Enter");
      await expect(page).toHaveURL(/\/productos\?search=varia$/);
    });
  }
});

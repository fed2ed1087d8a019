import { expect, test, type Page } from "@playwright/test";
import { open, resultCount, selectByPrefix } from "./support.ts";

/** Issue 14 #3: on a slow network the page says it is working and keeps what the user chose. */

/** Holds every page-data request (React Router's `*.data`) until `release` is called. */
async function holdPageData(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\.data(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("seguir 'Productos' desde el inicio muestra la barra de progreso hasta que llega la página", async ({ page }) => {
  await open(page, "/");
  const release = await holdPageData(page);
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Productos" }).click();
  await expect(page.getByRole("progressbar", { name: "Cargando página" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Productos Industriales" })).toBeVisible();
  await expect(page.getByTestId("navigation-progress")).toHaveCount(0);
});

test("la categoría elegida se mantiene mientras cargan los productos", async ({ page }) => {
  await open(page, "/productos");
  const total = await resultCount(page);
  const release = await holdPageData(page);
  const category = page.getByTestId("filter-category");
  const plc = await selectByPrefix(category, "PLC");
  await expect(page.getByTestId("catalog-loading")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Cargando página" })).toBeVisible();
  // Still waiting for the data, and the select already says PLC.
  await expect(category).toHaveValue(plc);
  expect(await resultCount(page)).toBe(total);
  release();
  await expect(page.getByTestId("catalog-loading")).toHaveCount(0);
  await expect.poll(() => resultCount(page)).toBeLessThan(total);
  await expect(category).toHaveValue(plc);
});

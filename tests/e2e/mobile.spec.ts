import { expect, test, type Page } from "@playwright/test";
import { open } from "./support.ts";

/** Issue 14 #4: what a 360 px phone shows, checked by the boxes things occupy on screen. */
test.use({ viewport: { width: 360, height: 740 } });

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** Links, buttons, fields and footer lines under the floating chat button, as seen right now. */
async function coveredByChatButton(page: Page): Promise<string[]> {
  await expect(page.getByTestId("whatsapp-button")).toBeVisible();
  return page.evaluate(() => {
    const chat = document.querySelector('[data-testid="whatsapp-button"]')!.getBoundingClientRect();
    const targets = document.querySelectorAll('a, button, input, select, textarea, [role="button"], footer p');
    return [...targets]
      .filter((el) => !el.closest('[data-testid="whatsapp-button"], [inert], [aria-hidden="true"]'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.left < chat.right &&
          r.right > chat.left &&
          r.top < chat.bottom &&
          r.bottom > chat.top
        );
      })
      .map((el) => el.outerHTML.slice(0, 140));
  });
}

async function atBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1),
    )
    .toBe(true);
}

async function box(page: Page, selector: string): Promise<Box> {
  const b = await page.locator(selector).boundingBox();
  if (!b) throw new Error(`sin caja: ${selector}`);
  return { left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height };
}

test("inicio: las flechas no tapan el texto y el botón de chat no tapa los controles", async ({ page }) => {
  await open(page, "/");
  const text = await box(page, '[data-testid="slide"][data-active="true"] [data-testid="slide-title"] >> xpath=..');
  for (const arrow of ['[data-testid="slider-prev"]', '[data-testid="slider-next"]']) {
    expect(overlaps(text, await box(page, arrow)), arrow).toBe(false);
  }
  expect(await coveredByChatButton(page)).toEqual([]);
  await atBottom(page);
  expect(await coveredByChatButton(page)).toEqual([]);
});

for (const path of ["/productos", "/servicios", "/cotizacion", "/producto/1"]) {
  test(`${path}: al final de la página el botón de chat no tapa nada`, async ({ page }) => {
    await open(page, path);
    await atBottom(page);
    expect(await coveredByChatButton(page)).toEqual([]);
  });
}

test("'Total Estimado' y el importe se leen separados", async ({ page }) => {
  await open(page, "/productos");
  await page.getByTestId("product-card").first().getByTestId("quote-button").click();
  await open(page, "/cotizacion");
  const summary = page.getByTestId("quote-total").locator("..");
  expect(await summary.textContent()).toMatch(/^Total Estimado \S/);
});

test("las tres pestañas del producto quedan a la vista", async ({ page }) => {
  await open(page, "/producto/1");
  for (const id of ["specs", "features", "applications"]) {
    const b = await box(page, `[data-testid="tab-${id}"]`);
    expect(b.right, id).toBeLessThanOrEqual(360);
    expect(b.left, id).toBeGreaterThanOrEqual(0);
  }
});

import { expect, test } from "@playwright/test";
import { open, selectByPrefix } from "./support.ts";

// Parts a phone does not need first (the catalogue's filters and cards, the header's closed panels,
// the footer) hydrate in tasks of their own after the page (ADR 062). They keep the markup the
// server sent, element for element, and work once the page says it is hydrated.
test.describe("partes hidratadas después de la página", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    // The elements the server sent, kept before any script runs.
    await page.addInitScript(() => {
      const seen = window as unknown as { sent: Record<string, Element | null> };
      document.addEventListener("DOMContentLoaded", () => {
        seen.sent = {
          filters: document.querySelector("#panel-filtros form"),
          card: document.querySelector('[data-testid="product-card"]'),
          footer: document.querySelector("footer"),
          menu: document.querySelector('[data-testid="mobile-menu-button"]')?.closest("details") ?? null,
        };
      });
    });
  });

  test("el catálogo conserva filtros, tarjetas, menú y pie del servidor, y responden al hidratar", async ({ page }) => {
    await open(page, "/productos");
    const kept = await page.evaluate(() => {
      const { sent } = window as unknown as { sent: Record<string, Element | null> };
      const now: Record<string, Element | null> = {
        filters: document.querySelector("#panel-filtros form"),
        card: document.querySelector('[data-testid="product-card"]'),
        footer: document.querySelector("footer"),
        menu: document.querySelector('[data-testid="mobile-menu-button"]')?.closest("details") ?? null,
      };
      return Object.fromEntries(Object.keys(sent).map((k) => [k, sent[k] !== null && sent[k] === now[k]]));
    });
    expect(kept).toEqual({ filters: true, card: true, footer: true, menu: true });

    // The first card's button answers at once (the page waited for every part).
    await page.getByTestId("quote-button").first().click();
    await expect(page.getByTestId("basket-count")).toHaveText("1");

    await page.getByTestId("filters-toggle").locator("summary").click();
    await selectByPrefix(page.getByTestId("filter-category"), "PLC");
    await expect(page).toHaveURL(/category=/);

    await page.getByTestId("mobile-menu-button").click();
    await expect(page.getByTestId("mobile-menu")).toBeVisible();
  });
});

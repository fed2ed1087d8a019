import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./support.ts";

/** Serious and critical axe violations of the page as it is now (WCAG 2.x A/AA rules). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
    }));
}

/** Fade-ins and the chat button settle first, so axe sees the page as a visitor does. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(800);
}

const PAGES = [
  { name: "inicio", url: "/" },
  { name: "productos", url: "/productos" },
  { name: "servicios", url: "/servicios" },
  { name: "cotización vacía", url: "/cotizacion" },
  { name: "contacto", url: "/contacto" },
  { name: "login", url: "/login" },
  { name: "404", url: "/no-existe" },
];

for (const { name, url } of PAGES) {
  test(`accesibilidad (axe): ${name}`, async ({ page }) => {
    await open(page, url);
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("accesibilidad (axe): detalle de producto", async ({ page }) => {
  await open(page, "/productos");
  const href = await page.getByTestId("product-card").first().getByRole("link").last().getAttribute("href");
  await open(page, href!);
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("accesibilidad (axe): cotización con productos", async ({ page }) => {
  await open(page, "/productos");
  await page.getByTestId("quote-button").first().click();
  await page.getByTestId("quote-button").nth(1).click();
  await open(page, "/cotizacion");
  await expect(page.getByTestId("quote-line")).toHaveCount(2);
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("accesibilidad (axe): modo oscuro en servicios, contacto y login", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  for (const url of ["/servicios", "/contacto", "/login"]) {
    await open(page, url);
    await settle(page);
    expect(await seriousViolations(page), url).toEqual([]);
  }
});

import { expect, test, type Page } from "@playwright/test";
import { open } from "./support.ts";

const counter = (page: Page) => page.getByTestId("slider-counter");
const activeTitle = (page: Page) =>
  page.locator('[data-testid="slide"][data-active="true"] [data-testid="slide-title"]');

test.describe("inicio /", () => {
  test("se renderiza en el servidor con todas sus secciones", async ({ request }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    const html = await res.text();
    for (const text of [
      "Por qué elegirnos",
      "Marcas de Confianza",
      "Explorar Productos",
      "Respuesta en menos de 5 minutos",
    ]) {
      expect(html).toContain(text);
    }
    expect(html.match(/data-testid="slide"/g)).toHaveLength(3);
  });

  test("secciones: servicios, siete marcas, catálogo y contacto", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator("h1")).toHaveCount(1);
    const cards = page.getByTestId("service-card");
    await expect(cards).toHaveCount(4);
    for (const t of [
      "Programación de PLC y SCADA",
      "Diseño de planos eléctricos y levantamientos",
      "Diseño de tableros eléctricos",
      "Control y arranque de motores",
    ]) {
      await expect(cards.filter({ hasText: t })).toHaveCount(1);
    }
    const logos = page.getByTestId("brand-logo");
    await expect(logos).toHaveCount(7);
    for (const src of await logos
      .locator("img")
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute("src")))) {
      expect(src).toMatch(/^\/brands\/[a-z-]+\.svg$/);
      expect((await page.request.get(src!)).headers()["content-type"]).toContain("image/svg+xml");
    }
    await expect(page.getByText("Respuesta en menos de 5 minutos")).toBeVisible();
    const hours = page.getByTestId("opening-hours");
    await expect(hours).toContainText("8:00 - 18:00");
    await expect(hours).toContainText("9:00 - 14:00");
    await expect(hours).toContainText("Cerrado");
    await page.getByTestId("explore-products").click();
    await expect(page).toHaveURL(/\/productos$/);
  });

  test("el botón 'Solicitar Cotización' de la primera diapositiva lleva a /contacto", async ({ page }) => {
    await open(page, "/");
    const link = page
      .locator('[data-testid="slide"][data-active="true"]')
      .getByRole("link", { name: "Solicitar Cotización" });
    await expect(link).toHaveAttribute("href", "/contacto");
  });

  test.describe("con movimiento", () => {
    test.use({ reducedMotion: "no-preference" });

    test("avanza solo cada 6 s y vuelve a la primera", async ({ page }) => {
      await page.clock.install();
      await open(page, "/");
      await expect(page.getByTestId("hero-slider")).toHaveAttribute("data-autoplay", "true");
      // From here the page's time moves only when the test says so. On a busy machine the page's
      // clock may pass the moment we aim for before the pause arrives: aim again.
      for (let attempt = 0; ; attempt++) {
        try {
          await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 20);
          break;
        } catch (err) {
          if (attempt >= 5 || !String(err).includes("to the past")) throw err;
        }
      }
      // The runtime runs the effect that arms the next timer a moment after a slide shows; let it.
      const settle = () => page.waitForTimeout(500);
      await expect(counter(page)).toHaveText("1 / 3");
      await page.clock.runFor(5_000);
      await expect(counter(page)).toHaveText("1 / 3");
      await page.clock.runFor(1_500);
      await expect(counter(page)).toHaveText("2 / 3");
      // The first slide was armed before the clock was paused, at a moment the test does not know.
      // Pausing and resuming arms a full 6 s from one it knows; from then on each slide shows
      // exactly where runFor stops and arms the next there, whenever the runtime runs effects.
      const pause = page.getByTestId("slider-pause");
      await pause.click();
      await expect(pause).toHaveAccessibleName("Reanudar presentación");
      await pause.click();
      await expect(pause).toHaveAccessibleName("Pausar presentación");
      for (const expected of ["3 / 3", "1 / 3"]) {
        await settle();
        await page.clock.runFor(5_800);
        await settle();
        await expect(counter(page)).not.toHaveText(expected);
        await page.clock.runFor(200);
        await expect(counter(page)).toHaveText(expected);
      }

      // Paused: time passes, the slide stays.
      await page.getByTestId("slider-pause").click();
      await expect(page.getByTestId("slider-pause")).toHaveAccessibleName("Reanudar presentación");
      await page.clock.runFor(13_000);
      await settle();
      await expect(counter(page)).toHaveText("1 / 3");
    });
  });

  test.describe("con movimiento reducido", () => {
    test.use({ reducedMotion: "reduce" });

    test("sin reproducción automática; flechas, puntos, contador y bloqueo de 300 ms", async ({ page }) => {
      await page.clock.install();
      await open(page, "/");
      await expect(page.getByTestId("hero-slider")).toHaveAttribute("data-autoplay", "false");
      await expect(page.getByTestId("slider-pause")).toHaveCount(0);
      await page.clock.runFor(13_000);
      await expect(counter(page)).toHaveText("1 / 3");

      await page.getByTestId("slider-next").click();
      await expect(counter(page)).toHaveText("2 / 3");
      await expect(activeTitle(page)).toHaveText("Programación de PLC y sistemas SCADA");
      await page.clock.runFor(350);
      await page.getByTestId("slider-prev").click();
      await expect(counter(page)).toHaveText("1 / 3");
      await page.clock.runFor(350);
      await page.getByTestId("slider-prev").click();
      await expect(counter(page)).toHaveText("3 / 3");
      await page.clock.runFor(350);
      await page.getByTestId("slider-dot").nth(1).click();
      await expect(counter(page)).toHaveText("2 / 3");
      await expect(page.getByTestId("slider-dot").nth(1)).toHaveAttribute("aria-current", "true");
      await page.clock.runFor(350);

      // Two clicks inside the 300 ms lock move one slide.
      await page.getByTestId("slider-next").evaluate((b: HTMLButtonElement) => {
        b.click();
        b.click();
      });
      await expect(counter(page)).toHaveText("3 / 3");
      await page.clock.runFor(350);
      await page.getByTestId("slider-next").click();
      await expect(counter(page)).toHaveText("1 / 3");
    });

    test("deslizar 50 px o más cambia de diapositiva; menos, no", async ({ page }) => {
      await open(page, "/");
      const box = (await page.getByTestId("hero-slider").boundingBox())!;
      const y = box.y + box.height * 0.3;
      const drag = async (from: number, to: number) => {
        await page.mouse.move(from, y);
        await page.mouse.down();
        await page.mouse.move((from + to) / 2, y, { steps: 3 });
        await page.mouse.move(to, y, { steps: 3 });
        await page.mouse.up();
        await page.waitForTimeout(350);
      };
      const mid = box.x + box.width / 2;
      await drag(mid + 60, mid - 60);
      await expect(counter(page)).toHaveText("2 / 3");
      await drag(mid - 60, mid + 60);
      await expect(counter(page)).toHaveText("1 / 3");
      await drag(mid, mid - 30);
      await expect(counter(page)).toHaveText("1 / 3");
      await drag(mid + 30, mid - 25); // 55 px
      await expect(counter(page)).toHaveText("2 / 3");
    });
  });
});

import { expect, test, type Page } from "@playwright/test";
import { FILL_TIME_MS, uniqueEmail } from "./request-support.ts";
import { signInAsAdmin } from "./staff.ts";
import { open } from "./support.ts";

/** Issue 22: the panel on a 360 px phone, every page, with no sideways scroll. */
test.use({ viewport: { width: 360, height: 740 } });

const PAGES = [
  "/admin",
  "/admin/administracion/categorias",
  "/admin/administracion/subcategorias",
  "/admin/administracion/marcas",
  "/admin/administracion/sinonimos",
  "/admin/administracion/usuarios",
  "/admin/administracion/historial",
  "/admin/administracion/cotizaciones",
  "/admin/productos",
  "/admin/importar",
  "/admin/solicitudes",
  "/admin/cuenta",
];

/** The page's width, and what sticks out past the viewport (named, so a failure says what). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    // Inside a box that scrolls on its own (a wide table), sticking out is that box's business.
    const scrolledAway = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (["auto", "scroll", "hidden"].includes(getComputedStyle(a).overflowX)) return true;
      return false;
    };
    const outside = [...document.querySelectorAll("body *")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 0.5 && !el.closest("[data-sonner-toaster]") && !scrolledAway(el);
      })
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? "").trim().slice(0, 30)}"`,
      )
      .slice(0, 8);
    return { scrollWidth: document.documentElement.scrollWidth, outside };
  });
}

/** Inside the viewport, left to right. */
async function expectOnScreen(page: Page, name: string, locator: ReturnType<Page["locator"]>) {
  await expect(locator, name).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x, name).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, name).toBeLessThanOrEqual(360);
}

test("every panel page fits 360 px with its header, tabs and first request on screen", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("panel360");
  const sent = await page.request.post("/api/email/contact", {
    data: {
      name: "Señora Peñafiel",
      email,
      phone: "0991234567",
      message: "Necesito información sobre variadores.",
      startedAt: Date.now() - FILL_TIME_MS - 1_000,
    },
  });
  expect(sent.status()).toBe(201);
  await signInAsAdmin(page);

  for (const url of PAGES) {
    await open(page, url);
    await expect(page.getByRole("button", { name: "Cerrar Sesión", exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The dashboard's weekly chart was what widened it: measured once it is drawn.
    if (url === "/admin") await expect(page.getByTestId("sales-weeks")).toBeVisible();
    const measured = await overflow(page);
    expect(measured, url).toEqual({ scrollWidth: 360, outside: [] });
    await expectOnScreen(
      page,
      `${url}: Cerrar Sesión`,
      page.getByRole("button", { name: "Cerrar Sesión", exact: true }),
    );
    if (url !== "/admin/cuenta")
      for (const tab of ["Dashboard", "Administración", "Productos", "Importar", "Solicitudes"])
        await expectOnScreen(page, `${url}: ${tab}`, page.getByRole("tab", { name: tab, exact: false }).first());
  }

  // The inbox: the newest request is on the first screen, not a screen down.
  await open(page, "/admin/solicitudes");
  const first = page.getByTestId("request-card").first();
  await expect(first).toBeVisible();
  expect((await first.boundingBox())!.y).toBeLessThan(740);
});

import { expect, test, type Page } from "@playwright/test";
import { FILL_TIME_MS, uniqueEmail } from "./request-support.ts";
import { open } from "./support.ts";
import { openAdminTab, signInAsAdmin, submitSignIn } from "./staff.ts";

/** Issue 13: each tab of the panel is an address; its filters, page and open form survive a reload. */
test.describe("el panel con direcciones propias", () => {
  const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
  const heading = (page: Page) => page.getByTestId("admin-products-heading");

  test("las pestañas son enlaces y cada una guarda sus filtros al recargar o al volver", async ({ page }) => {
    await signInAsAdmin(page);
    await expect(tab(page, "Dashboard")).toHaveAttribute("aria-selected", "true");

    await openAdminTab(page, "Productos");
    await expect(page).toHaveURL(/\/admin\/productos$/);
    await expect(heading(page)).toHaveText(/^Productos \(\d+\)$/);
    const everything = (await heading(page).textContent()) ?? "";
    await page.getByLabel("Buscar por nombre o SKU").fill("variador");
    await expect(page).toHaveURL(/\/admin\/productos\?buscar=variador$/);
    await expect(heading(page)).not.toHaveText(everything);
    const filtered = (await heading(page).textContent()) ?? "";

    // A reload keeps the tab and the search.
    await page.reload();
    await expect(tab(page, "Productos")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Buscar por nombre o SKU")).toHaveValue("variador");
    await expect(heading(page)).toHaveText(filtered);

    // Another tab and back: the products tab returns to its search; the browser's back button works.
    await openAdminTab(page, "Administración");
    await expect(page).toHaveURL(/\/admin\/administracion$/);
    await expect(tab(page, "Categorías")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Productos")).toHaveAttribute("href", "/admin/productos?buscar=variador");
    await page.goBack();
    await expect(page.getByLabel("Buscar por nombre o SKU")).toHaveValue("variador");
  });

  test("una dirección abre la sección, la página y el producto que nombra", async ({ page }) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page);
    await open(page, "/admin/administracion/marcas");
    await expect(tab(page, "Administración")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Marcas")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "Nueva Marca" })).toBeVisible();

    await open(page, "/admin/productos?pagina=2");
    await expect(page.getByText(/^Mostrando 13 a 24 de \d+ productos$/)).toBeVisible();
    const card = page.getByTestId("admin-product-card").first();
    const name = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("button", { name: `Editar ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/productos\?pagina=2&producto=\d+$/);
    const url = page.url();

    await page.reload();
    const form = page.getByTestId("product-form-modal");
    await expect(form.getByLabel("Nombre", { exact: true })).toHaveValue(name);
    await page.keyboard.press("Escape");
    await expect(form).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/productos\?pagina=2$/);
    expect(url).toContain("producto=");

    // An address the panel does not know requests to its default tab.
    await open(page, "/admin/no-existe");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(tab(page, "Dashboard")).toHaveAttribute("aria-selected", "true");
  });

  test("lo escrito en un producto abierto vuelve tras mirar otra pestaña; descartarlo lo olvida (issue 23)", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openAdminTab(page, "Productos");
    const card = page.getByTestId("admin-product-card").first();
    const name = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("button", { name: `Editar ${name}` }).click();
    const form = page.getByTestId("product-form-modal");
    const nameField = form.getByLabel("Nombre", { exact: true });
    await nameField.fill(`${name} (borrador)`);

    // The browser's back button leaves the form, back again leaves the products route (it unmounts:
    // nothing is kept mounted), and forward twice returns to the open product.
    await page.goBack();
    await expect(form).toHaveCount(0);
    await page.goBack();
    await expect(heading(page)).toHaveCount(0);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/producto=\d+/);
    await expect(nameField).toHaveValue(`${name} (borrador)`);

    // 'Descartar cambios' closes it for good: opened again, the product's own name shows.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Descartar cambios" }).click();
    await expect(form).toHaveCount(0);
    await card.getByRole("button", { name: `Editar ${name}` }).click();
    await expect(nameField).toHaveValue(name);
  });

  test("sin sesión, la dirección se recuerda y se vuelve a ella al iniciar sesión", async ({ page }) => {
    await open(page, "/admin/administracion/subcategorias");
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page);
    await expect(page).toHaveURL(/\/admin\/administracion\/subcategorias$/);
    await expect(tab(page, "Subcategorías")).toHaveAttribute("aria-selected", "true");
  });

  test("la bandeja guarda filtros y la solicitud abierta en la dirección", async ({ page }) => {
    test.setTimeout(60_000);
    const tag = `direccion${Date.now().toString(36)}`;
    const sent = await page.request.post("/api/email/contact", {
      data: {
        name: "Cliente Dirección",
        email: uniqueEmail(tag),
        company: `Empresa ${tag}`,
        message: "Consulta para probar la dirección de la bandeja.",
        startedAt: Date.now() - FILL_TIME_MS - 1_000,
      },
    });
    expect(sent.status()).toBe(201);
    const reference = ((await sent.json()) as { data: { reference: string } }).data.reference;

    await signInAsAdmin(page);
    await openAdminTab(page, /^Solicitudes/);
    await page.getByLabel("Filtrar por tipo").selectOption({ label: "Contacto" });
    await page.getByPlaceholder("Buscar por nombre, email, empresa o referencia").fill(tag);
    await expect(page).toHaveURL(/\/admin\/solicitudes\?tipo=contacto&buscar=direccion/);
    await page.getByRole("link", { name: `Ver ${reference}` }).click();
    await expect(page).toHaveURL(/\/admin\/solicitudes\/contacto\/\d+\?tipo=contacto&buscar=direccion/);

    await page.reload();
    const detail = page.getByTestId("request-detail");
    await expect(detail).toContainText("Cliente Dirección");
    await page.keyboard.press("Escape");
    await expect(detail).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/solicitudes\?tipo=contacto&buscar=direccion/);
    await expect(page.getByRole("link", { name: `Ver ${reference}` })).toBeVisible();
  });
});

import { expect, test, type Page } from "@playwright/test";
import { toast } from "./request-support.ts";
import { adminHeaders, signInAsAdmin, submitSignIn } from "./staff.ts";
import { open } from "./support.ts";

// Issue 21: the panel's 'Sinónimos' (Administración) and the dashboard's searches that found nothing.
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const MISSED = `bombazo${stamp}`;
const rows = (page: Page) => page.getByTestId("synonyms-row");

test.describe("sinónimos de la búsqueda", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("una búsqueda sin resultados llega al dashboard; 'Crear sinónimo' la enseña y la búsqueda la encuentra", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // A visitor searches something the catalogue does not know, twice.
    for (let i = 0; i < 2; i++) {
      const res = await request.get(`/api/products?search=${MISSED}`);
      expect(((await res.json()) as { data: { total: number } }).data.total).toBe(0);
    }

    await signInAsAdmin(page);
    const card = page.getByTestId("search-misses-card");
    await expect(page.getByRole("heading", { name: "Búsquedas sin resultados (últimos 30 días)" })).toBeVisible();
    const miss = card.getByTestId("search-miss").filter({ hasText: MISSED });
    await expect(miss).toContainText("2 veces");
    await miss.getByRole("link", { name: `Crear sinónimo para «${MISSED}»` }).click();

    await expect(page).toHaveURL(/\/admin\/administracion\/sinonimos$/);
    const dialog = page.getByTestId("synonyms-dialog");
    const terms = dialog.getByLabel("Términos");
    await expect(terms).toHaveValue(`${MISSED} = `);

    // The contract's messages, and what was typed stays.
    await dialog.getByRole("button", { name: "Crear" }).click();
    await expect(dialog.getByText("Escribe al menos dos términos distintos")).toBeVisible();
    await expect(terms).toHaveValue(`${MISSED} = `);
    await terms.fill(`${MISSED} = ${"x".repeat(61)}`);
    await dialog.getByRole("button", { name: "Crear" }).click();
    await expect(dialog.getByText("Cada término admite hasta 60 caracteres")).toBeVisible();

    await terms.fill(`${MISSED} = variador`);
    await dialog.getByRole("button", { name: "Crear" }).click();
    await expect(toast(page, "success", "Sinónimos creados exitosamente")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Sinónimos" })).toHaveAttribute("aria-selected", "true");
    const row = rows(page).filter({ hasText: MISSED });
    await expect(row).toHaveText(`${MISSED} = variador`);

    // The search reads it at once; the dashboard says what it finds now.
    const found = await request.get(`/api/products?search=${MISSED}&perPage=1`);
    expect(((await found.json()) as { data: { total: number } }).data.total).toBeGreaterThan(0);
    await page.getByRole("tab", { name: "Dashboard" }).click();
    await expect(page.getByTestId("search-miss").filter({ hasText: MISSED })).toContainText(/hoy encuentra \d+/);

    // Edit and delete.
    await open(page, "/admin/administracion/sinonimos");
    await rows(page)
      .filter({ hasText: MISSED })
      .getByRole("button", { name: `Editar ${MISSED} = variador` })
      .click();
    await dialog.getByLabel("Términos").fill(`${MISSED}\ncontactor`);
    await dialog.getByRole("button", { name: "Actualizar" }).click();
    await expect(toast(page, "success", "Sinónimos actualizados exitosamente")).toBeVisible();
    await expect(rows(page).filter({ hasText: MISSED })).toHaveText(`${MISSED} = contactor`);
    await rows(page)
      .filter({ hasText: MISSED })
      .getByRole("button", { name: /^Eliminar / })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, "success", "Sinónimos eliminados exitosamente")).toBeVisible();
    await expect(rows(page).filter({ hasText: MISSED })).toHaveCount(0);
  });

  test("ventas ve la lista sin poder cambiarla", async ({ page, request }) => {
    const sales = { email: `sinonimos.${stamp}@ejemplo.ec`, password: "ventas-sinonimos-2026" };
    const created = await request.post("/api/users", {
      headers: await adminHeaders(request),
      data: { name: `Ventas ${stamp}`, email: sales.email, password: sales.password, role: "ventas" },
    });
    expect(created.status()).toBe(201);

    await open(page, "/login");
    await submitSignIn(page, sales);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("search-misses-card")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Crear sinónimo/ })).toHaveCount(0);

    await open(page, "/admin/administracion/sinonimos");
    await expect(rows(page).filter({ hasText: "variador" }).first()).toBeVisible();
    await expect(page.getByText("Solo un administrador puede modificarlos.", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "Crear sinónimos" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(Editar|Eliminar) / })).toHaveCount(0);
  });
});

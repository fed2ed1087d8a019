import { expect, test } from "@playwright/test";
import { FILL_TIME_MS, uniqueEmail } from "./request-support.ts";
import { open } from "./support.ts";
import { openAdminTab, signInAsAdmin } from "./staff.ts";

/** Issue 22: what staff and customers open from a list is a real link, and lands where it says. */
test.describe("enlaces del panel y del catálogo", () => {
  test("'Solicitudes nuevas' abre la bandeja filtrada por 'Nueva'", async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole("button", { name: /Solicitudes nuevas/ }).click();
    await expect(page).toHaveURL(/\/admin\/solicitudes\?estado=nueva$/);
    await expect(page.getByLabel("Filtrar por estado")).toHaveValue("nueva");
  });

  test("'Ver' de una solicitud es un enlace: clic la abre aquí, ctrl+clic en otra pestaña", async ({ page }) => {
    test.setTimeout(60_000);
    const tag = `enlace${Date.now().toString(36)}`;
    const sent = await page.request.post("/api/email/contact", {
      data: {
        name: "Cliente Enlace",
        email: uniqueEmail(tag),
        message: "Consulta para probar el enlace de la bandeja.",
        startedAt: Date.now() - FILL_TIME_MS - 1_000,
      },
    });
    expect(sent.status()).toBe(201);
    const { id, reference } = ((await sent.json()) as { data: { id: number; reference: string } }).data;

    await signInAsAdmin(page);
    await openAdminTab(page, /^Solicitudes/);
    await page.getByPlaceholder("Buscar por nombre, email, empresa o referencia").fill(tag);
    const link = page.getByRole("link", { name: `Ver ${reference}` });
    await expect(link).toHaveAttribute("href", `/admin/solicitudes/contacto/${id}`);

    const opened = page.context().waitForEvent("page");
    await link.click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await expect(tab.getByTestId("request-detail")).toContainText("Cliente Enlace");
    await expect(page.getByTestId("request-detail")).toHaveCount(0);

    await link.click();
    await expect(page.getByTestId("request-detail")).toContainText("Cliente Enlace");
  });

  test("las tarjetas del catálogo enlazan a la dirección del producto", async ({ page }) => {
    await open(page, "/productos");
    const card = page.getByTestId("product-card").first();
    await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\/producto\/\d+$/);
  });
});

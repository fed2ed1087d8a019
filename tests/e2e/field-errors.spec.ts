import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { contactForm, fillFields, FILL_TIME_MS, latestToast, toast, uniqueEmail } from "./request-support.ts";
import { open } from "./support.ts";

const EMAIL_INVALID = "Por favor, ingresa un email válido";

test.describe("errores en el campo (con JavaScript)", () => {
  test("un email inválido: notificación, campo marcado, mensaje bajo el campo y foco en él", async ({ page }) => {
    await open(page, "/contacto");
    const f = contactForm(page);
    await fillFields(f, {
      name: "Ana Pérez",
      email: "ana@ejemplo",
      message: "Necesito un variador de 10 HP para un molino.",
    });
    await f.submit.click();

    await expect(latestToast(page)).toHaveAttribute("data-type", "error");
    await expect(latestToast(page)).toHaveText(EMAIL_INVALID);
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAttribute("aria-describedby", "contacto-email-error");
    await expect(page.locator("#contacto-email-error")).toHaveText(EMAIL_INVALID);
    await expect(f.email).toBeFocused();
    await expect(f.name).not.toHaveAttribute("aria-invalid");
    // The page did not post itself: the script path sent nothing and kept everything.
    expect(new URL(page.url()).search).toBe("");
    await expect(f.message).toHaveValue("Necesito un variador de 10 HP para un molino.");

    await f.email.fill(uniqueEmail("campo.corregido"));
    await page.waitForTimeout(FILL_TIME_MS);
    await f.submit.click();
    await expect(toast(page, "success", /Referencia: MSG-/)).toBeVisible();
    await expect(f.email).not.toHaveAttribute("aria-invalid");
    await expect(page.locator("#contacto-email-error")).toHaveCount(0);
  });

  test("varios campos: todos marcados y el foco en el primero (servicios)", async ({ page }) => {
    await open(page, "/servicios");
    const form = page.getByTestId("services-form");
    await form.getByLabel("Nombre completo").fill("A");
    await form.getByLabel("Mensaje").fill("corto");
    await form.getByRole("button", { name: /Enviar Solicitud/ }).click();
    await expect(latestToast(page)).toHaveText("El nombre debe tener al menos 2 caracteres");
    await expect(form.getByLabel("Nombre completo")).toBeFocused();
    for (const [id, message] of [
      ["servicios-name", "El nombre debe tener al menos 2 caracteres"],
      ["servicios-email", "El email es requerido"],
      ["servicios-message", "El mensaje debe tener al menos 10 caracteres"],
    ]) {
      await expect(page.locator(`#${id}`)).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${id}-error`)).toHaveText(message);
    }
    // The marked form stays readable: no serious axe finding (contrast of the messages, names, ARIA).
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="services-form"]')
      .withTags(["wcag2a", "wcag2aa"])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });

  test("cotización: RUC inválido marcado bajo el campo con foco; el email bueno no", async ({ page }) => {
    await open(page, "/productos");
    const card = page.getByTestId("product-card").first();
    await card.getByTestId("quote-button").click();
    await expect(card.getByTestId("quote-button")).toHaveAttribute("data-added", "true");
    await open(page, "/cotizacion");
    const form = page.getByTestId("quote-form");
    await form.getByLabel("Nombre completo").fill("Ana Pérez");
    await form.getByLabel("Email").fill("ana@ejemplo.ec");
    await form.getByLabel("Número de identificación").fill("1234567890");
    await form.getByRole("button", { name: /Enviar Cotización/ }).click();

    const ruc = page.locator("#cotizacion-ruc");
    // 1234567890: a cédula whose check digit should be 7.
    const message = "El RUC o cédula no es válido: revisa los dígitos";
    await expect(latestToast(page)).toHaveAttribute("data-type", "error");
    await expect(latestToast(page)).toHaveText(message);
    await expect(ruc).toHaveAttribute("aria-invalid", "true");
    await expect(ruc).toHaveAttribute("aria-describedby", "cotizacion-ruc-error");
    await expect(page.locator("#cotizacion-ruc-error")).toHaveText(message);
    await expect(ruc).toBeFocused();
    await expect(page.locator("#cotizacion-email")).not.toHaveAttribute("aria-invalid");
    // Refused in the browser: the basket and the form are still there.
    await expect(page).toHaveURL(/\/cotizacion$/);
    await expect(ruc).toHaveValue("1234567890");
  });

  test("tras navegar de inicio a /productos el foco pasa al título de la página (no en la primera carga)", async ({
    page,
  }) => {
    await open(page, "/");
    await expect(page.locator("h1")).not.toBeFocused();
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Productos" }).click();
    await expect(page).toHaveURL(/\/productos$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAttribute("tabindex", "-1");
  });
});

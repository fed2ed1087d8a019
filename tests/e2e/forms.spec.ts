import { expect, test, type Locator } from "@playwright/test";
import {
  CONNECTION_ERROR,
  expectErrorToast,
  fillFields,
  FILL_TIME_MS,
  contactForm,
  sendAndSeeSending,
  storedRequests,
  toast,
  uniqueEmail,
} from "./request-support.ts";
import { open } from "./support.ts";

async function expectCleared(fields: Locator[]) {
  for (const f of fields) await expect(f).toHaveValue("");
}

test.describe("formulario de contacto", () => {
  test("/contacto: página de contacto con datos de la empresa y horario", async ({ page }) => {
    await open(page, "/contacto");
    await expect(page).toHaveTitle(/^Contacto \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Contacto" })).toBeVisible();
    await expect(page.getByText("Respuesta en menos de 5 minutos")).toBeVisible();
    const hours = page.getByTestId("opening-hours");
    await expect(hours).toContainText("Lunes a Viernes8:00 - 18:00");
    await expect(hours).toContainText("Sábado9:00 - 14:00");
    await expect(hours).toContainText("DomingoCerrado");
    await expect(page.getByTestId("contact-whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(page.locator("address")).not.toBeEmpty();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contacto$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Contacto/);
  });

  test("/contacto: cada regla muestra su mensaje exacto como notificación de error", async ({ page }) => {
    await open(page, "/contacto");
    const f = contactForm(page);
    const expectError = (message: string) => expectErrorToast(page, f.submit, message);
    await expectError("El nombre debe tener al menos 2 caracteres");
    await f.name.fill(" A ");
    await expectError("El nombre debe tener al menos 2 caracteres");
    await f.name.fill("Ana Pérez");
    await expectError("El email es requerido");
    await f.email.fill("ana@ejemplo");
    await expectError("Por favor, ingresa un email válido");
    await f.email.fill("ana@ejemplo.ec");
    // The fields stop at the contracts' limits (maxlength, issue 22): a longer text cannot be typed,
    // so the 'no puede exceder' rules are left to the contracts' own tests.
    await f.phone.fill("0".repeat(21));
    await expect(f.phone).toHaveValue("0".repeat(20));
    await f.phone.fill("0991234567");
    await f.company.fill("x".repeat(101));
    await expect(f.company).toHaveValue("x".repeat(100));
    await f.company.fill("Ingenio Azucarero");
    await f.message.fill("Muy corto");
    await expectError("El mensaje debe tener al menos 10 caracteres");
    await f.message.fill("x".repeat(2001));
    await expect(f.message).toHaveValue("x".repeat(2000));
    await expect(f.form.getByTestId("character-count")).toHaveText("2000 / 2000 caracteres (máximo)");
    // Nothing was sent and everything typed is still there.
    await expect(f.name).toHaveValue("Ana Pérez");
    await expect(f.company).toHaveValue("Ingenio Azucarero");
  });

  test("/contacto: envío correcto → 'Enviando...', notificación con referencia MSG-, formulario vacío, mensaje guardado", async ({
    page,
    request,
  }) => {
    await open(page, "/contacto");
    const f = contactForm(page);
    const email = uniqueEmail("contacto");
    await fillFields(f, {
      name: "  Ana Pérez  ",
      email: email.toUpperCase(),
      phone: "0991234567",
      company: "Ingenio Azucarero",
      message: "Necesito asesoría para automatizar una línea de envasado.",
    });
    await sendAndSeeSending(page, f.submit, "**/api/email/contact");
    const ok = toast(
      page,
      "success",
      /^Mensaje enviado exitosamente\. Te contactaremos pronto\. Referencia: MSG-\d{4}-\d{6}$/,
    );
    await expect(ok).toBeVisible();
    await expectCleared([f.name, f.email, f.phone, f.company, f.message]);
    await expect(f.submit).toHaveText("Enviar Mensaje");

    const reference = /MSG-\d{4}-\d{6}/.exec((await ok.textContent()) ?? "")![0];
    const requests = await storedRequests(request, email);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ type: "contact", reference, name: "Ana Pérez", email });
  });

  test("sin respuesta del servidor: error de conexión y los datos se conservan; reintentar no duplica", async ({
    page,
    request,
  }) => {
    await open(page, "/contacto");
    const f = contactForm(page);
    const email = uniqueEmail("reintento");
    await fillFields(f, {
      name: "Carlos Mena",
      email,
      message: "Solicito información sobre variadores de frecuencia.",
    });
    await page.waitForTimeout(FILL_TIME_MS);
    // The server stores the message, but the answer never reaches the browser.
    await page.route("**/api/email/contact", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await f.submit.click();
    await expect(toast(page, "error", CONNECTION_ERROR)).toBeVisible();
    await expect(f.name).toHaveValue("Carlos Mena");
    await expect(f.email).toHaveValue(email);
    await expect(f.message).toHaveValue("Solicito información sobre variadores de frecuencia.");

    // Retrying the same data reuses the idempotency key: the same request, not a second one.
    await page.unroute("**/api/email/contact");
    await f.submit.click();
    await expect(toast(page, "success", /Referencia: MSG-/)).toBeVisible();
    const requests = await storedRequests(request, email);
    expect(requests).toHaveLength(1);
  });

  test("error del servidor: se muestra su texto y los datos se conservan", async ({ page }) => {
    await open(page, "/contacto");
    const f = contactForm(page);
    await fillFields(f, {
      name: "Carlos Mena",
      email: "carlos@ejemplo.ec",
      message: "Solicito información sobre variadores de frecuencia.",
    });
    await page.route("**/api/email/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ success: false, error: "Has enviado demasiadas solicitudes." }),
      }),
    );
    await f.submit.click();
    await expect(toast(page, "error", "Has enviado demasiadas solicitudes.")).toBeVisible();
    await page.route("**/api/email/contact", (route) => route.fulfill({ status: 502, body: "" }));
    await f.submit.click();
    await expect(toast(page, "error", /^Error del servidor$/)).toBeVisible();
    await expect(f.email).toHaveValue("carlos@ejemplo.ec");
  });

  test("inicio: la sección de contacto envía el mensaje", async ({ page, request }) => {
    await open(page, "/");
    const f = contactForm(page);
    await f.form.scrollIntoViewIfNeeded();
    await expect(page.getByText("Respuesta en menos de 5 minutos")).toBeVisible();
    const email = uniqueEmail("inicio");
    await fillFields(f, {
      name: "Lucía Andrade",
      email,
      message: "Quisiera una visita técnica para revisar nuestro tablero.",
    });
    await page.waitForTimeout(FILL_TIME_MS);
    await f.submit.click();
    await expect(toast(page, "success", /Referencia: MSG-\d{4}-\d{6}/)).toBeVisible();
    await expectCleared([f.name, f.email, f.message]);
    expect(await storedRequests(request, email)).toHaveLength(1);
  });
});

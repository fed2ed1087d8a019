import { expect, test, type Page } from "@playwright/test";
import {
  expectErrorToast,
  fillFields,
  sendAndSeeSending,
  servicesForm,
  storedRequests,
  toast,
  uniqueEmail,
} from "./request-support.ts";
import { open } from "./support.ts";

const TITLES = [
  "Presentación Corporativa",
  "Automatización Industrial",
  "Productos y Soluciones Industriales",
  "Tableros Eléctricos",
  "Planos Eléctricos",
];

const card = (page: Page, title: string) =>
  page.getByTestId("service-card").filter({ has: page.getByRole("heading", { name: title }) });

test.describe("servicios", () => {
  test("héroe, cinco servicios con 'Solicitar Información' y meta", async ({ page }) => {
    await open(page, "/servicios");
    await expect(page.getByRole("heading", { level: 1, name: "Servicios" })).toBeVisible();
    await expect(page.getByTestId("service-card")).toHaveCount(5);
    for (const title of TITLES) {
      await expect(card(page, title).getByRole("button", { name: /Solicitar Información/ })).toBeAttached();
    }
    await expect(page).toHaveTitle(/^Servicios \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /automatización/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/servicios$/);
  });

  test("'Solicitar Información' llena y bloquea el servicio y desplaza hasta el formulario (80 px)", async ({
    page,
  }) => {
    await open(page, "/servicios");
    const f = servicesForm(page);
    await expect(f.form).not.toBeInViewport();
    await card(page, "Tableros Eléctricos")
      .getByRole("button", { name: /Solicitar Información/ })
      .click();
    await expect(f.service).toHaveValue("Tableros Eléctricos");
    await expect(f.service).toHaveAttribute("readonly", "");
    await expect(f.form).toBeInViewport();
    // Smooth scroll settles with the form 80 px below the top of the window.
    await expect.poll(() => f.form.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);

    // Another card replaces the locked choice; 'Cambiar' unlocks it for typing.
    await card(page, "Planos Eléctricos")
      .getByRole("button", { name: /Solicitar Información/ })
      .click();
    await expect(f.service).toHaveValue("Planos Eléctricos");
    await f.form.getByRole("button", { name: "Cambiar" }).click();
    await expect(f.service).not.toHaveAttribute("readonly");
    await expect(f.service).toBeFocused();
    await f.service.fill("Mantenimiento de variadores");
    await expect(f.service).toHaveValue("Mantenimiento de variadores");
  });

  test("las tarjetas fuera de la vista aparecen con un fundido al hacerse visibles", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await open(page, "/servicios");
    const last = card(page, "Planos Eléctricos");
    await expect(last).toHaveAttribute("data-reveal", "hidden");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-reveal", "shown");
    await expect(last).toHaveCSS("opacity", "1");
  });

  test("con movimiento reducido no hay animación", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 600 });
    await open(page, "/servicios");
    await expect(card(page, "Planos Eléctricos")).toHaveAttribute("data-reveal", "static");
  });

  test("validación con los mensajes exactos; el servicio se corta en 200 (maxlength, issue 22)", async ({ page }) => {
    await open(page, "/servicios");
    const f = servicesForm(page);
    await expectErrorToast(page, f.submit, "El nombre debe tener al menos 2 caracteres");
    await fillFields(f, { name: "Jorge Salazar", email: "jorge@ejemplo" });
    await expectErrorToast(page, f.submit, "Por favor, ingresa un email válido");
    await f.service.fill("s".repeat(201));
    await expect(f.service).toHaveValue("s".repeat(200));
  });

  test("consulta enviada: 'Enviando...', referencia SRV-, formulario y servicio vacíos, consulta guardada", async ({
    page,
    request,
  }) => {
    await open(page, "/servicios");
    const f = servicesForm(page);
    await card(page, "Automatización Industrial")
      .getByRole("button", { name: /Solicitar Información/ })
      .click();
    const email = uniqueEmail("servicios");
    await fillFields(f, {
      name: "Jorge Salazar",
      email,
      phone: "042123456",
      company: "Camaronera del Pacífico",
      message: "Queremos automatizar el control de aireadores con un PLC.",
    });
    await sendAndSeeSending(page, f.submit, "**/api/email/services");
    const ok = toast(
      page,
      "success",
      /^Consulta de servicios enviada exitosamente\. Te contactaremos pronto\. Referencia: SRV-\d{4}-\d{6}$/,
    );
    await expect(ok).toBeVisible();
    for (const field of [f.name, f.email, f.phone, f.company, f.service, f.message])
      await expect(field).toHaveValue("");
    await expect(f.service).not.toHaveAttribute("readonly");

    const requests = await storedRequests(request, email);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      type: "services",
      service: "Automatización Industrial",
      name: "Jorge Salazar",
    });
  });
});

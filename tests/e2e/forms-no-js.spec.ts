import { expect, test, type Page, type Request } from "@playwright/test";
import { contactForm, fillFields, FILL_TIME_MS, servicesForm, storedRequests, uniqueEmail } from "./request-support.ts";

/** The request forms with JavaScript off: the browser posts them to the page's own action (ADR 024). */
test.use({ javaScriptEnabled: false });

/** Submits and returns the request the browser made for it (the page navigation). */
async function submitAndCapture(page: Page, click: () => Promise<void>): Promise<Request> {
  const sent = page.waitForRequest(
    (r) => r.isNavigationRequest() && r.method() !== "GET" && r.frame() === page.mainFrame(),
  );
  await click();
  const request = await sent;
  await page.waitForLoadState("domcontentloaded");
  return request;
}

/** Nothing the customer typed travels in the address (it would reach the server log). */
function expectNoPersonalData(url: string, ...typed: string[]) {
  const decoded = decodeURIComponent(url);
  for (const value of typed) expect(decoded).not.toContain(value);
  expect(new URL(url).search).not.toMatch(/name=|email=|message=/);
}

test.describe("formularios sin JavaScript", () => {
  test("contacto (/contacto): POST a la propia página, mensaje guardado, referencia y formulario vacío", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("sinjs.contacto");
    await page.goto("/contacto");
    const f = contactForm(page);
    await fillFields(f, {
      name: "Lucía Sin Script",
      email,
      phone: "0991234567",
      message: "Necesito cotizar un PLC para una envasadora, sin JavaScript.",
    });
    await page.waitForTimeout(FILL_TIME_MS);

    const sent = await submitAndCapture(page, () => f.submit.click());
    expect(sent.method()).toBe("POST");
    expect(new URL(sent.url()).pathname).toBe("/contacto");
    expect(sent.postData()).toContain("idempotencyKey=");
    expectNoPersonalData(page.url(), email, "Lucía");

    const result = page.getByTestId("form-result");
    await expect(result).toHaveAttribute("role", "status");
    await expect(result).toContainText("Mensaje enviado exitosamente. Te contactaremos pronto. Referencia: MSG-");
    const reference = /MSG-\d{4}-\d{6}/.exec((await result.textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();
    await expect(contactForm(page).name).toHaveValue("");
    await expect(contactForm(page).email).toHaveValue("");

    const requests = await storedRequests(request, email);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ type: "contact", reference, name: "Lucía Sin Script", email });
  });

  test("contacto en la página de inicio: la respuesta lleva de vuelta al formulario", async ({ page, request }) => {
    const email = uniqueEmail("sinjs.inicio");
    await page.goto("/");
    const f = contactForm(page);
    await fillFields(f, { name: "Mario Inicio", email, message: "Consulta desde la página de inicio sin JavaScript." });
    await page.waitForTimeout(FILL_TIME_MS);
    const sent = await submitAndCapture(page, () => f.submit.click());
    expect(sent.method()).toBe("POST");
    expect(new URL(sent.url()).search).toBe("?index");
    expectNoPersonalData(page.url(), email);
    // The answer page takes the visitor back to the form, far down the home page.
    const result = page.getByTestId("form-result");
    await expect(result).toContainText("Referencia: MSG-");
    await expect(result).toBeFocused();
    await expect(result).toBeInViewport();
    expect(await storedRequests(request, email)).toHaveLength(1);
  });

  test("servicios: los errores quedan bajo cada campo con lo escrito; corregido, la consulta se guarda", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("sinjs.servicios");
    const message = "Queremos automatizar la línea de llenado con un PLC y HMI.";
    await page.goto("/servicios");
    let f = servicesForm(page);
    await fillFields(f, {
      name: "Rosa Servicios",
      email: "rosa@ejemplo",
      company: "Envases del Pacífico",
      service: "Tableros Eléctricos",
      message,
    });
    // As a person would: a send within 3 s of the page is stored as possible spam (ADR 013).
    await page.waitForTimeout(FILL_TIME_MS);

    const refused = await submitAndCapture(page, () => f.submit.click());
    expect(refused.method()).toBe("POST");
    expectNoPersonalData(page.url(), "rosa@ejemplo", "Rosa");

    f = servicesForm(page);
    await expect(page.getByTestId("form-result")).toHaveAttribute("role", "alert");
    await expect(page.getByTestId("form-result")).toHaveText("Por favor, ingresa un email válido");
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    const errorId = "servicios-email-error";
    await expect(f.email).toHaveAttribute("aria-describedby", new RegExp(`(^| )${errorId}$`));
    await expect(page.locator(`#${errorId}`)).toHaveText("Por favor, ingresa un email válido");
    await expect(f.email).toBeFocused();
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
    // Everything typed is still there.
    await expect(f.name).toHaveValue("Rosa Servicios");
    await expect(f.email).toHaveValue("rosa@ejemplo");
    await expect(f.company).toHaveValue("Envases del Pacífico");
    await expect(f.service).toHaveValue("Tableros Eléctricos");
    await expect(f.message).toHaveValue(message);

    await f.email.fill(email);
    await submitAndCapture(page, () => servicesForm(page).submit.click());
    await expect(page.getByTestId("form-result")).toContainText(
      "Consulta de servicios enviada exitosamente. Te contactaremos pronto. Referencia: SRV-",
    );
    await expect(servicesForm(page).email).not.toHaveAttribute("aria-invalid", "true");
    const requests = await storedRequests(request, email);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ type: "services", service: "Tableros Eléctricos", name: "Rosa Servicios" });
  });

  test("/cotizacion explica que necesita JavaScript en lugar de 'Cargando cotización...'", async ({ page }) => {
    await page.goto("/cotizacion");
    await expect(page.getByRole("heading", { level: 1, name: "Mi Cotización" })).toBeVisible();
    const note = page.getByTestId("quote-needs-script");
    await expect(note).toBeVisible();
    await expect(note).toContainText("necesita JavaScript");
    await expect(note.getByRole("link", { name: "Contacto" })).toHaveAttribute("href", "/contacto");
    await expect(page.getByText("Cargando cotización...")).toBeHidden();
  });
});

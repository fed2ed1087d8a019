import { expect, test } from "@playwright/test";
import { ADMIN, SESSION_COOKIE, submitSignIn } from "./staff.ts";
import { open } from "./support.ts";

test.describe("inicio de sesión", () => {
  test("error en línea con el texto del servidor, se borra al editar; éxito → /admin", async ({ page }) => {
    await open(page, "/login");
    await expect(page).toHaveTitle(/^Iniciar Sesión/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Contraseña");
    const submit = page.getByRole("button", { name: /Iniciar Sesión|Iniciando sesión/ });
    await expect(email).toHaveAttribute("required", "");
    await expect(password).toHaveAttribute("required", "");

    await email.fill(ADMIN.email);
    await password.fill("contraseña-incorrecta");
    await page.route("**/api/auth/login", async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await submit.click();
    await expect(submit).toHaveText("Iniciando sesión...");
    await expect(submit).toBeDisabled();
    await expect(page.getByTestId("login-error")).toHaveText("Credenciales inválidas");
    await password.fill("otra");
    await expect(page.getByTestId("login-error")).toHaveCount(0);

    await page.unroute("**/api/auth/login");
    await password.fill(ADMIN.password);
    await submit.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Panel de Administración" })).toBeVisible();

    // Issue 26: the session is an HttpOnly cookie; no script on the page can read it.
    const session = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const visibleToScripts = await page.evaluate(() => [
      document.cookie,
      ...Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`),
      ...Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`),
    ]);
    expect(visibleToScripts.join("\n")).not.toContain(session!.value);
  });

  test("los campos se revisan en español, sin las burbujas del navegador (en inglés)", async ({ page }) => {
    await open(page, "/login");
    const form = page.getByRole("form", { name: "Iniciar sesión" });
    expect(await form.evaluate((f) => (f as HTMLFormElement).noValidate)).toBe(true);
    let sent = false;
    await page.route("**/api/auth/login", async (route) => {
      sent = true;
      await route.continue();
    });
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(page.getByText("El email es requerido")).toBeVisible();
    await expect(page.getByText("La contraseña es requerida")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Email").fill("ana@");
    await page.getByLabel("Contraseña").fill("algo");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(page.getByText("Por favor, ingresa un email válido")).toBeVisible();
    await expect(page.getByText("La contraseña es requerida")).toHaveCount(0);
    expect(sent).toBe(false);
  });

  test("sin respuesta del servidor: 'Error inesperado. Por favor, intenta nuevamente.'", async ({ page }) => {
    await open(page, "/login");
    await page.route("**/api/auth/login", (route) => route.abort("internetdisconnected"));
    await submitSignIn(page);
    await expect(page.getByTestId("login-error")).toHaveText("Error inesperado. Por favor, intenta nuevamente.");
  });

  test("vuelve a la página que el guardia recordó; 'Volver al sitio' lleva al inicio", async ({ page }) => {
    await open(page, "/admin/productos?page=2");
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page);
    await expect(page).toHaveURL(/\/admin\/productos\?page=2$/);

    await open(page, "/login");
    await page.getByRole("link", { name: "Volver al sitio" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { mailContaining, uniqueEmail } from "./request-support.ts";
import { adminHeaders, submitSignIn } from "./staff.ts";
import { open } from "./support.ts";

/**
 * Issue 26, the whole journey of a staff member's second factor: turn TOTP on in 'Mi cuenta' by
 * reading the secret the QR code carries, sign out, sign in with a code, then with a recovery
 * code (once only), and from a new browser, which mails them 'Nuevo inicio de sesión'.
 * Its own user, so the shared admin of the other journeys keeps signing in with a password.
 */
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const COMPANY = process.env.COMPANY_NAME ?? "Andes Automatización Industrial";

/** The code the app shows `stepsAhead` 30-second steps from now (the server accepts ±1 step). */
const appCode = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Cerrar Sesión" }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function signInWithCode(page: Page, user: { email: string; password: string }, code: string) {
  await open(page, "/login");
  await submitSignIn(page, user);
  await expect(page.getByLabel("Código de verificación")).toBeVisible();
  await page.getByLabel("Código de verificación").fill(code);
  await page.getByRole("button", { name: "Verificar" }).click();
}

test("verificación en dos pasos: activar con el QR, entrar con código y con código de recuperación, aviso de nuevo inicio", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const user = { email: uniqueEmail("dos-pasos"), password: "Clave-dos-pasos-2026" };
  const created = await request.post("/api/users", {
    headers: await adminHeaders(request),
    data: { name: "Dora Dos Pasos", email: user.email, password: user.password, role: "ventas" },
  });
  expect(created.status()).toBe(201);

  // The first sign-in, then 'Mi cuenta'. Every request of the set-up stays on our own server.
  const hosts = new Set<string>();
  page.on("request", (r) => hosts.add(new URL(r.url()).host));
  await open(page, "/login");
  await submitSignIn(page, user);
  await expect(page).toHaveURL(/\/admin$/);
  await open(page, "/admin/cuenta");
  const card = page.getByTestId("two-factor-card");
  await card.getByRole("button", { name: "Activar verificación en dos pasos" }).click();
  const secret = ((await card.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The QR code is an image drawn by our server and carries exactly that secret.
  const uri = new TOTP({ issuer: COMPANY, label: user.email, secret: Secret.fromBase32(secret) }).toString();
  const src = (await card.getByTestId("totp-qr").getAttribute("src")) ?? "";
  expect(src.startsWith("data:image/svg+xml")).toBe(true);
  expect(decodeURIComponent(src.slice(src.indexOf(",") + 1))).toBe(renderSVG(uri, { ecc: "M", border: 2 }));

  await card.getByLabel("Código de verificación").fill(appCode(secret));
  await card.getByRole("button", { name: "Activar" }).click();
  const codes = card.getByTestId("recovery-codes").locator("li");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  await card.getByRole("button", { name: "Ya los guardé" }).click();
  await expect(card.getByTestId("two-factor-on")).toContainText("Códigos de recuperación sin usar: 10");
  expect([...hosts].every((h) => h === new URL(page.url()).host)).toBe(true);

  // The password alone is no longer enough: the app's (next) code signs in.
  await signOut(page);
  await signInWithCode(page, user, appCode(secret, 1));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("button", { name: "Cerrar Sesión" })).toBeVisible();

  // A recovery code signs in once; the same one again is refused.
  await signOut(page);
  await signInWithCode(page, user, recovery[0]);
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);
  await signInWithCode(page, user, recovery[0]);
  await expect(page.getByTestId("code-error")).toHaveText("Código de verificación incorrecto");
  await page.getByLabel("Código de verificación").fill(recovery[1]);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await open(page, "/admin/cuenta");
  await expect(page.getByTestId("two-factor-on")).toContainText("Códigos de recuperación sin usar: 8");

  // Another browser: signing in there mails the account holder through the outbox.
  const firefox = await browser.newContext({ userAgent: FIREFOX, locale: "es-EC" });
  try {
    const other = await firefox.newPage();
    await signInWithCode(other, user, recovery[2]);
    await expect(other).toHaveURL(/\/admin$/);
  } finally {
    await firefox.close();
  }
  const mail = await mailContaining(user.email, "Navegador aproximado: Firefox en Linux", "cambia tu contrase");
  expect(mail).toContain("127.0.0.1");
});

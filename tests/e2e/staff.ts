import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { open } from "./support.ts";

/** The admin that scripts/e2e.mjs seeds on the e2e server. */
export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? "admin@example.com",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password",
};

/**
 * Fills and sends the sign-in form of the page already open (the guard may have brought it
 * there), without waiting for where it requests: the caller knows where that should be.
 */
export async function submitSignIn(page: Page, credentials = ADMIN) {
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Contraseña").fill(credentials.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
}

/** Signs in on /login as the admin and waits for the panel on its default tab (Dashboard). */
export async function signInAsAdmin(page: Page, { alreadyOnLogin = false } = {}) {
  if (!alreadyOnLogin) await open(page, "/login");
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("tab", { name: "Dashboard" })).toBeVisible();
}

/** Opens one of the admin panel's tabs by its label (the caller checks the tab's own content). */
export async function openAdminTab(page: Page, name: string | RegExp) {
  await page.getByRole("tab", typeof name === "string" ? { name, exact: true } : { name }).click();
}

/** Signs in as the admin and opens a tab: where most admin journeys start. */
export async function signInToAdminTab(page: Page, name: string | RegExp) {
  await signInAsAdmin(page);
  await openAdminTab(page, name);
}

/** In the open Solicitudes tab, finds the one request from `email` and opens its detail. */
export async function openRequestInInbox(page: Page, email: string, reference: string) {
  await page.getByPlaceholder("Buscar por nombre, email, empresa o referencia").fill(email);
  // The search is applied after a pause: a click before the list settles lands on a row that goes.
  await expect(page.getByTestId("request-row")).toHaveCount(1);
  await page.getByRole("link", { name: `Ver ${reference}` }).click();
  return page.getByTestId("request-detail");
}

/**
 * The session cookie the site sets over plain http (the e2e server); `__Host-andes_session` over
 * https. HttpOnly: pages cannot read it, Playwright's context can.
 */
export const SESSION_COOKIE = "andes_session";

/** The browser's session token, read from its cookie jar (what a script on the page cannot do). */
export async function browserSessionId(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
}

/**
 * Puts a session obtained through the API into the browser, as signing in there would: the
 * HttpOnly cookie, and the remembered user that makes the site ask the server who it is.
 */
export async function giveBrowserSession(page: Page, sessionId: string, user: { name: string }) {
  const url = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";
  await page.context().addCookies([{ name: SESSION_COOKIE, value: sessionId, url, httpOnly: true, sameSite: "Lax" }]);
  await page.addInitScript((stored) => localStorage.setItem("user", stored), JSON.stringify(user));
}

/**
 * Signs the admin in through the API, for requests that go round the browser: an API client
 * (no Origin header) gets the token in the answer, to send in X-Session-ID.
 */
export async function adminLogin(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: ADMIN });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { data: { sessionId: string; user: { name: string } } }).data;
}

export async function adminSessionId(request: APIRequestContext): Promise<string> {
  return (await adminLogin(request)).sessionId;
}

/** The headers that make an API request the admin's. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { "X-Session-ID": await adminSessionId(request) };
}

import { expect, test } from "@playwright/test";
import { adminLogin, giveBrowserSession } from "./staff.ts";

/** Issue 14 #7: signed-in staff never see the signed-out icon while their session is checked. */
test("con sesión guardada, 'Iniciar Sesión' no aparece mientras se verifica la sesión", async ({ page, request }) => {
  const { sessionId, user } = await adminLogin(request);

  await giveBrowserSession(page, sessionId, user);
  await page.addInitScript(() => {
    // Records whether the sign-in link is ever in the header, however briefly.
    new MutationObserver(() => {
      if (document.querySelector('header a[href="/login"]'))
        (window as unknown as { loginSeen: boolean }).loginSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route("**/api/auth/verify", async (route) => {
    await released;
    await route.continue();
  });

  await page.goto("/");
  await expect(page.locator("body[data-hydrated=true]")).toBeAttached();
  // The header's slot; the mobile menu (closed, and server-rendered for no-JS phones) has its own.
  const header = page.getByRole("banner");
  await expect(header.getByTestId("account-pending").first()).toBeVisible();
  release();
  await expect(header.getByTestId("user-name").first()).toHaveText(user.name);
  expect(await page.evaluate(() => (window as unknown as { loginSeen?: boolean }).loginSeen ?? false)).toBe(false);
});

test("sin sesión, el ícono de 'Iniciar Sesión' aparece en su lugar", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar Sesión" })).toBeVisible();
});

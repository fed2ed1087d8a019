import { mkdtempSync, rmSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { freePort, startOwnServer, stopServer } from "./second-server.ts";
import { submitSignIn } from "./staff.ts";
import { open } from "./support.ts";

/**
 * Issue 26: with STAFF_2FA=required an administrator without a second factor who signs in lands on
 * 'Mi cuenta' to set it up, and neither the panel's pages nor its data are open before. The suite's
 * server is optional, so this one is started here with its own settings and database.
 */
const ADMIN = { email: "ana@andes.ec", password: "Andes-clave-2026" };

test.describe("STAFF_2FA=required", () => {
  let server: ChildProcess | undefined;
  let dataDir: string;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-2fa-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startOwnServer(port, {
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      STAFF_2FA: "required",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("un administrador sin segundo factor va a configurarlo y no llega al panel antes", async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, `${base}/login`);
    await submitSignIn(page, ADMIN);
    await expect(page).toHaveURL(`${base}/admin/cuenta`);
    const card = page.getByTestId("two-factor-card");
    await expect(card.getByRole("button", { name: "Activar verificación en dos pasos" })).toBeVisible();

    // Neither another page of the panel nor its data, with the session just opened.
    await open(page, `${base}/admin/solicitudes`);
    await expect(page).toHaveURL(`${base}/admin/cuenta`);
    await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveCount(0);
    expect((await page.request.get(`${base}/api/requests`)).status()).toBe(403);

    // Turned on, the panel opens.
    await card.getByRole("button", { name: "Activar verificación en dos pasos" }).click();
    const secret = ((await card.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    await card.getByLabel("Código de verificación").fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await card.getByRole("button", { name: "Activar" }).click();
    // The recovery codes are shown once: turning the factor on must not remount the page away.
    await expect(card.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
    await card.getByRole("button", { name: "Ya los guardé" }).click();
    await open(page, `${base}/admin/solicitudes`);
    await expect(page).toHaveURL(`${base}/admin/solicitudes`);
    await expect(page.getByRole("tab", { name: /^Solicitudes/ })).toHaveAttribute("aria-selected", "true");
    expect((await page.request.get(`${base}/api/requests`)).status()).toBe(200);
  });
});

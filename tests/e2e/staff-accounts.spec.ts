import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { toast } from "./request-support.ts";
import { ADMIN, adminHeaders, submitSignIn } from "./staff.ts";
import { open } from "./support.ts";

/**
 * Staff accounts (issue 10, ADR 018) as an admin and a sales colleague meet them:
 * /admin/administracion/usuarios, /admin/cuenta and /admin/administracion/historial.
 */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const SALES = {
  name: `Vera Ventas ${stamp}`,
  email: `vera.${stamp}@ejemplo.ec`,
  initialPassword: "ventas-inicial-2026",
  newPassword: "ventas-nueva-2026!",
};
const FORBIDDEN = "No tienes permiso para realizar esta acción.";
const LAST_ADMIN = "Debe quedar al menos un administrador activo";

async function signIn(page: Page, email: string, password: string) {
  await open(page, "/login");
  await submitSignIn(page, { email, password });
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Cerrar Sesión" }).click();
  await expect(page).toHaveURL(/\/$/);
}

type ApiUser = { id: number; email: string; role: string; active: boolean };

/** The staff list as the server has it (GET /api/users with an admin session). */
async function storedUsers(request: APIRequestContext): Promise<ApiUser[]> {
  const res = await request.get("/api/users", { headers: await adminHeaders(request) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { users: ApiUser[] } }).data.users;
}

const userRow = (page: Page, email: string) => page.getByTestId("user-row").filter({ hasText: email });

/** Opens the audit log filtered to one user's records. */
async function auditOfUser(page: Page, userId: number) {
  await open(page, "/admin/administracion/historial");
  const section = page.getByTestId("audit-log-section");
  await section.getByLabel("Entidad").selectOption({ label: "Usuario" });
  await section.getByLabel("Identificador").fill(String(userId));
  await section.getByRole("button", { name: "Filtrar" }).click();
  return section.getByTestId("audit-entry");
}

test.describe("cuentas del personal: usuarios, mi cuenta e historial", () => {
  test("el admin crea un usuario de Ventas, que cambia su contraseña y no puede escribir; desactivado, ya no entra", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);

    // --- The admin: the last-admin rule is refused clearly, then a 'Ventas' colleague is created.
    const before = await storedUsers(request);
    expect(before.filter((u) => u.role === "admin" && u.active)).toHaveLength(1);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await open(page, "/admin/administracion/usuarios");
    const adminRow = userRow(page, ADMIN.email);
    await expect(adminRow).toContainText("Administrador");
    await expect(adminRow).toContainText("(tú)");
    await adminRow.getByRole("button", { name: "Desactivar" }).click();
    const disableSelf = page.getByRole("alertdialog", { name: "Desactivar usuario" });
    await disableSelf.getByRole("button", { name: "Desactivar" }).click();
    await expect(disableSelf.getByTestId("user-action-error")).toHaveText(LAST_ADMIN);
    await expect(toast(page, "error", LAST_ADMIN)).toBeVisible();
    await disableSelf.getByRole("button", { name: "Cancelar" }).click();
    await expect(adminRow).toContainText("Activo");

    await page.getByRole("button", { name: "Nuevo usuario" }).click();
    const dialog = page.getByTestId("user-create-dialog");
    await dialog.getByLabel("Nombre").fill(SALES.name);
    await dialog.getByLabel("Email").fill(SALES.email);
    await dialog.getByLabel("Rol").selectOption({ label: "Ventas" });
    await dialog.getByLabel("Contraseña inicial").fill("solamenteletras");
    await dialog.getByRole("button", { name: "Crear usuario" }).click();
    await expect(dialog.getByText("La contraseña debe incluir al menos un número o un símbolo")).toBeVisible();
    await expect(dialog.getByLabel("Nombre")).toHaveValue(SALES.name);
    await dialog.getByLabel("Contraseña inicial").fill(SALES.initialPassword);
    await dialog.getByRole("button", { name: "Crear usuario" }).click();
    await expect(toast(page, "success", "Usuario creado exitosamente")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const salesRow = userRow(page, SALES.email);
    await expect(salesRow).toContainText("Ventas");
    await expect(salesRow).toContainText("Activo");
    await expect(salesRow).toContainText("Nunca");
    const created = (await storedUsers(request)).find((u) => u.email === SALES.email);
    expect(created).toMatchObject({ role: "ventas", active: true });
    await signOut(page);

    // --- The colleague: own password, the inbox, and no catalogue writes.
    await signIn(page, SALES.email, SALES.initialPassword);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("tab", { name: "Solicitudes" })).toBeVisible();
    await open(page, "/admin/cuenta");
    const account = page.getByTestId("account-section");
    await expect(account.getByLabel("Nombre")).toHaveValue(SALES.name);
    await expect(account.getByTestId("session-row").filter({ hasText: "Esta sesión" })).toHaveCount(1);
    const passwordForm = account.getByTestId("password-form");
    await passwordForm.getByLabel("Contraseña actual").fill("no-es-la-actual-1");
    await passwordForm.getByLabel("Nueva contraseña", { exact: true }).fill(SALES.newPassword);
    await passwordForm.getByLabel("Repite la nueva contraseña").fill(SALES.newPassword);
    await passwordForm.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(passwordForm.getByText("La contraseña actual es incorrecta")).toBeVisible();
    await passwordForm.getByLabel("Contraseña actual").fill(SALES.initialPassword);
    await passwordForm.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(toast(page, "success", "Perfil actualizado exitosamente")).toBeVisible();
    await expect(passwordForm.getByLabel("Contraseña actual")).toHaveValue("");

    await page.getByRole("tab", { name: "Productos" }).click();
    await expect(page.getByTestId("admin-product-card").first()).toBeVisible();
    const deleteButtons = page.getByRole("button", { name: /^Eliminar / });
    if ((await page.getByRole("button", { name: "Agregar producto" }).count()) === 0) {
      // The panel hides catalogue writes from 'ventas'.
      await expect(deleteButtons).toHaveCount(0);
      // A product opened from its address shows its data, read-only; a new one does not open.
      const listed = await (await page.request.get("/api/products?perPage=1")).json();
      await open(page, `/admin/productos?producto=${listed.data.products[0].id}`);
      const view = page.getByTestId("product-form-modal");
      await expect(view.getByRole("heading", { name: "Ver producto" })).toBeVisible();
      await expect(view.getByLabel("Nombre", { exact: true })).toHaveValue(listed.data.products[0].name);
      await expect(view.getByLabel("Nombre", { exact: true })).toBeDisabled();
      await expect(view.getByRole("button", { name: "Guardar cambios" })).toHaveCount(0);
      await view.getByRole("tab", { name: "Características" }).click();
      await expect(view.getByRole("button", { name: /Agregar/ }).first()).toBeDisabled();
      await page.keyboard.press("Escape");
      await open(page, "/admin/productos?producto=nuevo");
      await expect(page.getByTestId("admin-product-card").first()).toBeVisible();
      await expect(page.getByTestId("product-form-modal")).toHaveCount(0);
    } else {
      // Shown but refused: the server's 403 message reaches the user, and nothing is deleted.
      const firstCard = page.getByTestId("admin-product-card").first();
      const productName = await firstCard.getAttribute("aria-label");
      await firstCard.getByRole("button", { name: /^Eliminar / }).click();
      const confirm = page.getByRole("alertdialog", { name: "Eliminar producto" });
      await expect(confirm.getByRole("button", { name: "Eliminar", exact: true })).toBeEnabled({ timeout: 15_000 });
      await confirm.getByRole("button", { name: "Eliminar", exact: true }).click();
      await expect(toast(page, "error", FORBIDDEN)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/productos/);
      if (productName)
        await expect(page.getByTestId("admin-product-card").filter({ hasText: productName })).toHaveCount(1);
    }
    await signOut(page);

    // --- The admin sees the record, then disables the colleague.
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    const entries = await auditOfUser(page, created!.id);
    const creation = entries.filter({ hasText: `Creó Usuario #${created!.id}` });
    await expect(creation).toHaveCount(1);
    await expect(creation).toContainText(SALES.email);
    await expect(creation).toContainText("Rol:Ventas");
    // The filter keeps this user's records only.
    await expect(entries.filter({ hasNotText: `Usuario #${created!.id}` })).toHaveCount(0);

    // A reset: the admin sets a generated password, which then signs the colleague in.
    await open(page, "/admin/administracion/usuarios");
    await userRow(page, SALES.email).getByRole("button", { name: "Restablecer contraseña" }).click();
    const reset = page.getByTestId("user-password-dialog");
    await reset.getByRole("button", { name: "Generar" }).click();
    const generated = await reset.getByLabel("Nueva contraseña").inputValue();
    expect(generated).toMatch(/^(?=.*\d)(?=.*[a-z])[a-z\d]{16}$/i);
    await reset.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(toast(page, "success", "Usuario actualizado exitosamente")).toBeVisible();
    await expect(reset).toHaveCount(0);
    const withGenerated = await request.post("/api/auth/login", {
      data: { email: SALES.email, password: generated },
    });
    expect(withGenerated.status()).toBe(200);
    // The next change answers with the same words: let this toast go first.
    await expect(toast(page, "success", "Usuario actualizado exitosamente")).toHaveCount(0);

    await userRow(page, SALES.email).getByRole("button", { name: "Desactivar" }).click();
    const disable = page.getByRole("alertdialog", { name: "Desactivar usuario" });
    await expect(disable).toContainText(SALES.name);
    await disable.getByRole("button", { name: "Desactivar" }).click();
    await expect(toast(page, "success", "Usuario actualizado exitosamente")).toBeVisible();
    await expect(userRow(page, SALES.email)).toContainText("Desactivado");
    await expect(userRow(page, SALES.email).getByRole("button", { name: "Reactivar" })).toBeVisible();

    const after = await auditOfUser(page, created!.id);
    await expect(after.first()).toContainText(`Modificó Usuario #${created!.id}`);
    await expect(after.first().getByTestId("audit-change")).toHaveText(["Estado:Activo→Desactivado"]);
    await expect(after.getByTestId("audit-change").filter({ hasText: "Contraseña:cambiada" }).first()).toBeVisible();
    await signOut(page);

    // --- The disabled colleague cannot sign in, even with the right password.
    await signIn(page, SALES.email, generated);
    await expect(page.getByTestId("login-error")).toContainText(
      "Tu cuenta está desactivada. Consulta con un administrador.",
    );
    await expect(page).toHaveURL(/\/login/);
  });
});

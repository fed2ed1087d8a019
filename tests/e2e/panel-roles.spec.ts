import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminHeaders, giveBrowserSession } from "./staff.ts";
import { open } from "./support.ts";

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const SALES = { name: `Rosa Ventas ${stamp}`, email: `rosa.${stamp}@ejemplo.ec`, password: "ventas-rosa-2026!" };

/** A 'ventas' colleague created by the admin, signed in through the API (an API client's token). */
async function salesSession(request: APIRequestContext) {
  const created = await request.post("/api/users", {
    headers: await adminHeaders(request),
    data: { ...SALES, role: "ventas" },
  });
  expect(created.status()).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email: SALES.email, password: SALES.password } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { data: { sessionId: string; user: { name: string } } }).data;
}

test("a 'ventas' user sees only what they can do, and the server still refuses the rest", async ({ page, request }) => {
  const session = await salesSession(request);
  const asSales = { "X-Session-ID": session.sessionId };
  await giveBrowserSession(page, session.sessionId, session.user);

  // Importar: the export, nothing that imports or wipes (not even the wipe's first step).
  await open(page, "/admin/importar");
  await expect(page.getByRole("button", { name: "Exportar base de datos" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Limpiar productos" })).toHaveCount(0);
  await expect(page.getByTestId("upload-zone")).toHaveCount(0);
  await expect(page.getByTestId("import-file-input")).toHaveCount(0);

  // Taxonomy: read, no create/edit/delete.
  await open(page, "/admin/administracion");
  await expect(page.getByTestId("category-section")).toBeVisible();
  await expect(page.getByRole("button", { name: "Nueva Categoría" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Editar|Eliminar) / })).toHaveCount(0);
  await page.getByRole("tab", { name: "Marcas" }).click();
  await expect(page.getByRole("button", { name: "Nueva Marca" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Editar|Eliminar) / })).toHaveCount(0);

  // Inbox: no mail card, no test send, no red mail-configuration error.
  const mailStatus = page.waitForRequest(/\/api\/email\/status/, { timeout: 3000 }).catch(() => null);
  await open(page, "/admin/solicitudes");
  await expect(page.getByRole("heading", { name: "Solicitudes" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar correo de prueba" })).toHaveCount(0);
  await expect(page.getByText("Estado del correo")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(await mailStatus).toBeNull();

  // The server decides: each hidden control's route still answers 403 to 'ventas'.
  const refused = [
    await request.delete("/api/products/clear", { headers: asSales, data: { confirmation: "x" } }),
    await request.post("/api/import/preview", {
      headers: asSales,
      multipart: { file: { name: "a.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from("x") } },
    }),
    await request.post("/api/categories", { headers: asSales, data: { name: `Cat ${stamp}` } }),
    await request.post("/api/email/test", { headers: asSales }),
    await request.get("/api/email/status", { headers: asSales }),
  ];
  expect(refused.map((r) => r.status())).toEqual([403, 403, 403, 403, 403]);
});

import { deflateSync } from "node:zlib";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { toast } from "./request-support.ts";
import { ADMIN, adminSessionId, browserSessionId, openAdminTab, signInAsAdmin, submitSignIn } from "./staff.ts";
import { open } from "./support.ts";

// Unique per test so parallel and repeated runs never collide with each other or the demo data.
const newStamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** A real (decodable) PNG made here: a 24×16 gradient, so the server's image check accepts it. */
function makePng(width = 24, height = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[row + 1 + x * 3] = Math.round((x / width) * 255);
      rows[row + 2 + x * 3] = 90;
      rows[row + 3 + x * 3] = Math.round((y / height) * 255);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function openProducts(page: Page) {
  await openAdminTab(page, "Productos");
  await expect(page.getByTestId("admin-products-heading")).toBeVisible();
}

async function searchProducts(page: Page, text: string, expected: number) {
  await page.getByLabel("Buscar por nombre o SKU").fill(text);
  await expect(page.getByTestId("admin-products-heading")).toHaveText(`Productos (${expected})`);
}

const modal = (page: Page) => page.getByTestId("product-form-modal");
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const enabledBoxes = (scope: Locator) =>
  scope.getByTestId("product-picker").locator("input[type=checkbox]:not([disabled])");

test.describe("administración de productos", () => {
  test("crear con imagen, características, aplicación, accesorio y grupo; editar; catálogo público; renombrar; eliminar", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const stamp = newStamp();
    const sku = `E2E-${stamp}`;
    const name = `Variador E2E ${stamp}`;
    await signInAsAdmin(page);
    await expect(page.getByText("Gestiona los productos del catálogo")).toBeVisible();
    await expect(page.getByTestId("admin-user-email")).toHaveText(ADMIN.email);

    // --- Create: required fields first, then a full product with an uploaded image.
    await openProducts(page);
    await page.getByRole("button", { name: "Agregar producto" }).click();
    const form = modal(page);
    await expect(form.getByRole("heading", { name: "Nuevo producto" })).toBeVisible();
    await form.getByRole("tab", { name: "Características" }).click();
    await expect(form.getByText("Guarda el producto primero para poder gestionar sus características.")).toBeVisible();
    await form.getByRole("tab", { name: "Información general" }).click();
    await form.getByRole("button", { name: "Crear producto" }).click();
    await expect(form.getByText("El SKU es requerido")).toBeVisible();
    await expect(form.getByText("La marca es requerida")).toBeVisible();
    await expect(field(form, "SKU")).toBeFocused();

    await field(form, "SKU").fill(sku);
    await field(form, "SKU EC").fill(`EC-${stamp}`);
    await field(form, "Nombre").fill(name);
    await field(form, "Descripción").fill("Variador de frecuencia de prueba, con tildes: señal, válvula.");
    await field(form, "Precio").fill("1.250,50");
    await field(form, "Stock").fill("Disponible");
    await field(form, "Marca").selectOption({ index: 1 });
    await expect(field(form, "Subcategoría")).toBeDisabled();
    await field(form, "Categoría").selectOption({ index: 1 });
    await form
      .getByTestId("product-image-file")
      .setInputFiles({ name: "variador.png", mimeType: "image/png", buffer: makePng() });
    await expect(toast(page, "success", "Imagen subida exitosamente")).toBeVisible();
    await expect(field(form, "URL de la imagen")).toHaveValue(/^\/uploads\/.+\.webp$/);
    await expect(form.getByRole("img", { name: "Vista previa de la imagen" })).toHaveJSProperty("complete", true);

    const created = page.waitForResponse((r) => r.url().endsWith("/api/products") && r.request().method() === "POST");
    await form.getByRole("button", { name: "Crear producto" }).click();
    const productId = ((await (await created).json()) as { data: { id: number } }).data.id;
    await expect(toast(page, "success", "Producto creado correctamente")).toBeVisible();
    // The dialog stays, now editing the new product (issue 22): its other tabs are open to it.
    await expect(form.getByRole("heading", { name: "Editar producto" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]producto=${productId}(&|$)`));
    await form.getByRole("tab", { name: "Características" }).click();
    await expect(form.getByText("Guarda el producto primero")).toHaveCount(0);
    await form.getByRole("tab", { name: "Información general" }).click();
    await page.keyboard.press("Escape");
    await expect(form).toHaveCount(0);

    // --- The list finds it by SKU; open it for editing.
    await searchProducts(page, sku, 1);
    const card = page.getByTestId("admin-product-card").filter({ hasText: name });
    await expect(card.getByText("Disponible")).toHaveCount(0); // stock text is not the price
    await expect(card.getByText("$1.250,50")).toBeVisible();
    await expect(card.getByText("0 accesorios")).toBeVisible();
    await card.getByRole("button", { name: `Editar ${name}` }).click();
    await expect(form.getByRole("heading", { name: "Editar producto" })).toBeVisible();
    await expect(field(form, "Stock")).toHaveValue("Disponible");

    // --- Two features (listed by sort order) and one application.
    await form.getByRole("tab", { name: "Características" }).click();
    const newFeature = field(form, "Nueva característica");
    await newFeature.fill("   ");
    await expect(form.getByRole("button", { name: "Agregar" })).toBeDisabled();
    await newFeature.fill("Entrada de 24 VDC");
    await field(form, "Orden").fill("2");
    await form.getByRole("button", { name: "Agregar" }).click();
    await expect(toast(page, "success", "Característica creada correctamente")).toBeVisible();
    await newFeature.fill("Salida a relé");
    await field(form, "Orden").fill(""); // blank: after the last one (issue 22), not 0
    await form.getByRole("button", { name: "Agregar" }).click();
    await expect(form.getByTestId("feature-item")).toHaveCount(2);
    await expect(form.getByTestId("feature-item").last()).toContainText("Salida a relé");
    await expect(form.getByTestId("feature-item").last()).toContainText("3");

    await form.getByRole("tab", { name: "Aplicaciones" }).click();
    await field(form, "Nueva aplicación").fill("Control de bombas centrífugas");
    await form.getByRole("button", { name: "Agregar" }).click();
    await expect(toast(page, "success", "Aplicación creada correctamente")).toBeVisible();
    await expect(form.getByTestId("application-item")).toHaveCount(1);

    // --- One accessory from the picker (first 30 products, never the product itself).
    await form.getByRole("tab", { name: "Accesorios" }).click();
    await form.getByRole("button", { name: "Agregar accesorios" }).click();
    const picker = form.getByTestId("product-picker");
    await expect(picker.locator("li").first()).toBeVisible();
    expect(await picker.locator("li").count()).toBeLessThanOrEqual(30);
    await expect(picker.getByText(`SKU: ${sku}`, { exact: false })).toHaveCount(0);
    await form.getByRole("button", { name: "Agregar seleccionados (0)" }).click();
    await expect(toast(page, "error", "Selecciona al menos un producto para agregar como accesorio")).toBeVisible();
    await enabledBoxes(form).first().check();
    await form.getByRole("button", { name: "Agregar seleccionados (1)" }).click();
    await expect(toast(page, "success", "Accesorio agregado correctamente")).toBeVisible();
    await expect(form.getByTestId("accessory-item")).toHaveCount(1);
    await form.getByRole("button", { name: "Agregar accesorios" }).click();
    await expect(picker.getByText("Ya es accesorio")).toHaveCount(1);
    await form.getByRole("button", { name: "Cancelar" }).click();

    // --- A related group: the type rules, then two products.
    await form.getByRole("tab", { name: "Productos relacionados" }).click();
    await form.getByRole("button", { name: "Nuevo grupo" }).click();
    await form.getByRole("button", { name: "Guardar grupo" }).click();
    await expect(form.getByText("El tipo de relación es requerido")).toBeVisible();
    await expect(toast(page, "error", "Selecciona un tipo de relación y al menos un producto")).toBeVisible();
    await field(form, "Tipo de relación").fill("R");
    await form.getByRole("button", { name: "Guardar grupo" }).click();
    await expect(form.getByText("El tipo de relación debe tener al menos 2 caracteres")).toBeVisible();
    await field(form, "Tipo de relación").fill("Repuestos");
    await enabledBoxes(form).nth(0).check();
    await enabledBoxes(form).nth(1).check();
    await form.getByRole("button", { name: "Guardar grupo" }).click();
    await expect(toast(page, "success", "Productos relacionados agregados correctamente")).toBeVisible();
    const group = form.getByTestId("related-group");
    await expect(group).toHaveCount(1);
    await expect(group.getByRole("heading")).toContainText("Repuestos");
    await expect(group.locator("li")).toHaveCount(2);

    // --- Edit the general data: the form stays open.
    await form.getByRole("tab", { name: "Información general" }).click();
    await field(form, "Precio original").fill("1500");
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(toast(page, "success", "Producto actualizado correctamente")).toBeVisible();
    await expect(form).toBeVisible();

    // --- Rename the group and drop one member in the group editor.
    await form.getByRole("tab", { name: "Productos relacionados" }).click();
    await form.getByRole("button", { name: "Editar grupo Repuestos" }).click();
    const groupDialog = page.getByTestId("related-group-dialog");
    await field(groupDialog, "Tipo de relación").fill("");
    await groupDialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(groupDialog.getByText("El nuevo tipo de relación es requerido")).toBeVisible();
    await field(groupDialog, "Tipo de relación").fill("Complementos");
    await groupDialog
      .getByRole("button", { name: /^Quitar / })
      .first()
      .click();
    await groupDialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(toast(page, "success", "Grupo actualizado correctamente")).toBeVisible();
    await expect(groupDialog).toHaveCount(0);
    await expect(group.getByRole("heading")).toContainText("Complementos");
    await expect(group.locator("li")).toHaveCount(1);

    // --- Escape on a dirty form asks first; keeping edits keeps the text.
    await form.getByRole("tab", { name: "Información general" }).click();
    await field(form, "Nombre").fill(`${name} (borrador)`);
    await page.keyboard.press("Escape");
    const ask = page.getByRole("alertdialog", { name: "¿Descartar los cambios?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Seguir editando" }).click();
    await expect(field(form, "Nombre")).toHaveValue(`${name} (borrador)`);
    await page.keyboard.press("Escape");
    await ask.getByRole("button", { name: "Descartar cambios" }).click();
    await expect(form).toHaveCount(0);
    // Focus goes back to the button that opened the form.
    await expect(card.getByRole("button", { name: `Editar ${name}` })).toBeFocused();
    await expect(card.getByText("1 accesorio", { exact: true })).toBeVisible();
    await expect(card.locator("s")).toContainText("$1.500,00");

    // --- The public catalogue and the product page show it.
    await open(page, `/productos?search=${encodeURIComponent(sku)}`);
    await expect(page.getByText(name).first()).toBeVisible();
    const detail = await page.goto(`/producto/${productId}`);
    if (detail?.status() === 200) {
      await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    }

    // --- Delete: the button unlocks only after the 10-second countdown.
    await page.clock.install();
    await open(page, "/admin");
    await openProducts(page);
    await searchProducts(page, sku, 1);
    await card.getByRole("button", { name: `Eliminar ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar producto" });
    await expect(confirm).toContainText(name);
    const confirmButton = confirm.getByRole("button", { name: /^Eliminar/ });
    await expect(confirmButton).toBeDisabled();
    await expect(confirmButton).toHaveText(/Eliminar \(\d+\)/);
    await expect(confirm.getByTestId("confirm-countdown")).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(confirmButton).toBeDisabled();
    await page.clock.runFor(5_500);
    await expect(confirmButton).toBeEnabled();
    await expect(confirmButton).toHaveText("Eliminar");
    await confirmButton.click();
    await expect(toast(page, "success", "Producto eliminado correctamente")).toBeVisible();
    await expect(page.getByText("No se encontraron productos")).toBeVisible();
    await page.getByRole("button", { name: "Limpiar filtros" }).click();
    await expect(page.getByTestId("admin-product-card").first()).toBeVisible();
    const gone = await page.request.get(`/api/products/${productId}`);
    expect(gone.status()).toBe(404);
  });

  test("la sesión expira a mitad de una edición: lo escrito se recupera al volver a iniciar sesión", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const stamp = newStamp();
    const session = await adminSessionId(request);
    const sku = `E2E-SES-${stamp}`;
    const taxonomy = async (path: string) =>
      ((await (await request.get(path)).json()) as { data: { id: number }[] }).data[0].id;
    const res = await request.post("/api/products", {
      headers: { "X-Session-ID": session },
      data: {
        sku,
        sku_ec: `EC-SES-${stamp}`,
        name: `Sensor sesión ${stamp}`,
        description: "Producto para probar la sesión expirada.",
        price: "99.90",
        stock_quantity: "5",
        brand_id: await taxonomy("/api/brands"),
        category_id: await taxonomy("/api/categories"),
      },
    });
    expect(res.status()).toBe(201);

    await signInAsAdmin(page);
    await openProducts(page);
    await searchProducts(page, sku, 1);
    await page.getByRole("button", { name: `Editar Sensor sesión ${stamp}` }).click();
    const form = modal(page);
    const typedName = `Sensor renombrado ${stamp}`;
    await field(form, "Nombre").fill(typedName);
    await field(form, "Descripción").fill("Texto largo que no se debe perder.");

    // The session dies on the server (as if it expired), then the user saves.
    const sessionId = await browserSessionId(page);
    expect(sessionId).toBeTruthy();
    const logout = await request.post("/api/auth/logout", { headers: { "X-Session-ID": sessionId! } });
    expect(logout.ok()).toBe(true);
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(toast(page, "error", "Sesión expirada. Por favor, inicia sesión nuevamente.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // Signing in again returns to the product's form (its address, issue 13), which offers the kept input.
    await submitSignIn(page);
    await expect(page).toHaveURL(/\/admin\/productos\?buscar=[^&]+&producto=\d+$/);
    await expect(form.getByTestId("product-draft-banner")).toBeVisible();
    await expect(field(form, "Nombre")).toHaveValue(`Sensor sesión ${stamp}`);
    await form.getByRole("button", { name: "Recuperar cambios" }).click();
    await expect(field(form, "Nombre")).toHaveValue(typedName);
    await expect(field(form, "Descripción")).toHaveValue("Texto largo que no se debe perder.");
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(toast(page, "success", "Producto actualizado correctamente")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(form).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continuar editando" })).toHaveCount(0);
    await searchProducts(page, sku, 1);
    await expect(page.getByTestId("admin-product-card").filter({ hasText: typedName })).toHaveCount(1);
  });

  test("dashboard: contadores, gráfico, fecha y acciones rápidas", async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByTestId("stat-products")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("stat-brands")).toHaveText(/^\d+$/);
    await expect(page.getByText("Productos por categoría")).toBeVisible();
    const today = new Date().toLocaleDateString("es-EC", {
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    await expect(page.getByTestId("dashboard-date")).toHaveText(today);
    await page.getByRole("button", { name: /Agregar producto/ }).click();
    await expect(modal(page).getByRole("heading", { name: "Nuevo producto" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal(page)).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Productos" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Dashboard" }).click();
    await page.getByRole("button", { name: /Gestionar datos/ }).click();
    await expect(page.getByRole("tab", { name: "Administración" })).toHaveAttribute("aria-selected", "true");

    // 'Cerrar Sesión' signs out and returns to the home page; the panel then asks to sign in.
    await page.getByRole("button", { name: "Cerrar Sesión" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => browserSessionId(page)).toBeUndefined();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    await open(page, "/admin");
    await expect(page).toHaveURL(/\/login$/);
  });
});

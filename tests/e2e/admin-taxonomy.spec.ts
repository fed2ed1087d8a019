import { expect, test, type Page } from "@playwright/test";
import { toast } from "./request-support.ts";
import { openAdminTab, signInAsAdmin } from "./staff.ts";

// Unique names so parallel runs and repeated runs never collide with each other or the demo data.
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function openAdministration(page: Page) {
  await openAdminTab(page, "Administración");
  await expect(page.getByRole("tab", { name: "Categorías", exact: true })).toBeVisible();
}

const dialog = (page: Page, testId: string) => page.getByTestId(`${testId}-dialog`);
const row = (page: Page, kind: string, name: string) => page.getByTestId(`${kind}-row`).filter({ hasText: name });
/** The toast text exactly ('Categoría eliminada' is also inside 'Subcategoría eliminada'). */
const exactly = (text: string) => new RegExp(`^${text}$`);
const confirmDelete = (page: Page) => page.getByRole("alertdialog");

test.describe("administración: categorías, subcategorías y marcas", () => {
  test("crear, validar, editar y eliminar; eliminar algo en uso se rechaza con la cuenta", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await openAdministration(page);

    // --- Category: required fields, create, edit.
    const category = `Categoría E2E ${stamp}`;
    await page.getByRole("button", { name: "Nueva Categoría" }).click();
    const catDialog = dialog(page, "category");
    await expect(catDialog.getByRole("heading", { name: "Nueva Categoría" })).toBeVisible();
    await catDialog.getByRole("button", { name: "Crear" }).click();
    await expect(catDialog.getByText("El nombre es requerido")).toBeVisible();
    await expect(catDialog.getByText("La descripción es requerida")).toBeVisible();
    await expect(catDialog.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
    await catDialog.getByLabel("Nombre").fill(category);
    await expect(catDialog.getByText("El nombre es requerido")).toHaveCount(0);
    await catDialog.getByLabel("Descripción").fill("Equipos de prueba con tildes: señal, válvula");
    await catDialog.getByRole("button", { name: "Crear" }).click();
    await expect(toast(page, "success", exactly("Categoría creada exitosamente"))).toBeVisible();
    await expect(catDialog).toHaveCount(0);
    await expect(row(page, "category", category)).toHaveCount(1);

    // A duplicate name: the server's 409 is shown and what was typed stays in the form.
    await page.getByRole("button", { name: "Nueva Categoría" }).click();
    await catDialog.getByLabel("Nombre").fill(category);
    await catDialog.getByLabel("Descripción").fill("Otra descripción");
    await catDialog.getByRole("button", { name: "Crear" }).click();
    await expect(
      catDialog.getByRole("alert").filter({ hasText: "Ya existe una categoría con ese nombre" }).first(),
    ).toBeVisible();
    await expect(catDialog.getByLabel("Descripción")).toHaveValue("Otra descripción");
    await catDialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(catDialog).toHaveCount(0);

    const renamed = `${category} editada`;
    await page.getByRole("button", { name: `Editar ${category}` }).click();
    await expect(catDialog.getByRole("heading", { name: "Editar Categoría" })).toBeVisible();
    await expect(catDialog.getByLabel("Nombre")).toHaveValue(category);
    await catDialog.getByLabel("Nombre").fill(renamed);
    await catDialog.getByRole("button", { name: "Actualizar" }).click();
    await expect(toast(page, "success", exactly("Categoría actualizada exitosamente"))).toBeVisible();
    await expect(row(page, "category", renamed)).toHaveCount(1);

    // --- Subcategory: requires a category.
    await page.getByRole("tab", { name: "Subcategorías", exact: true }).click();
    const subcategory = `Subcategoría E2E ${stamp}`;
    await page.getByRole("button", { name: "Nueva Subcategoría" }).click();
    const subDialog = dialog(page, "subcategory");
    await subDialog.getByLabel("Nombre").fill(subcategory);
    await subDialog.getByLabel("Descripción").fill("Subcategoría de prueba");
    await subDialog.getByRole("button", { name: "Crear" }).click();
    await expect(subDialog.getByText("La categoría es requerida")).toBeVisible();
    await expect(subDialog.getByLabel("Nombre")).toHaveValue(subcategory);
    await subDialog.getByLabel("Categoría").selectOption({ label: renamed });
    await subDialog.getByRole("button", { name: "Crear" }).click();
    await expect(toast(page, "success", exactly("Subcategoría creada exitosamente"))).toBeVisible();
    await expect(row(page, "subcategory", subcategory)).toContainText(renamed);

    await page.getByRole("button", { name: `Editar ${subcategory}` }).click();
    await subDialog.getByLabel("Descripción").fill("Descripción cambiada");
    await subDialog.getByRole("button", { name: "Actualizar" }).click();
    await expect(toast(page, "success", exactly("Subcategoría actualizada exitosamente"))).toBeVisible();
    await expect(row(page, "subcategory", subcategory)).toContainText("Descripción cambiada");

    // --- A category with a subcategory cannot be deleted: the 409 says why, with the count.
    await page.getByRole("tab", { name: "Categorías", exact: true }).click();
    await page.getByRole("button", { name: `Eliminar ${renamed}` }).click();
    await confirmDelete(page).getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByTestId("delete-error")).toHaveText(
      "No se puede eliminar la categoría: tiene 1 subcategoría",
    );
    await expect(
      toast(page, "error", exactly("No se puede eliminar la categoría: tiene 1 subcategoría")),
    ).toBeVisible();
    await confirmDelete(page).getByRole("button", { name: "Cancelar" }).click();
    await expect(row(page, "category", renamed)).toHaveCount(1);

    // Remove the subcategory, then the category goes.
    await page.getByRole("tab", { name: "Subcategorías", exact: true }).click();
    await page.getByRole("button", { name: `Eliminar ${subcategory}` }).click();
    await expect(confirmDelete(page)).toContainText(subcategory);
    await confirmDelete(page).getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, "success", exactly("Subcategoría eliminada exitosamente"))).toBeVisible();
    await expect(row(page, "subcategory", subcategory)).toHaveCount(0);
    await page.getByRole("tab", { name: "Categorías", exact: true }).click();
    await page.getByRole("button", { name: `Eliminar ${renamed}` }).click();
    await confirmDelete(page).getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, "success", exactly("Categoría eliminada exitosamente"))).toBeVisible();
    await expect(row(page, "category", renamed)).toHaveCount(0);

    // --- Brand: optional links checked when given.
    await page.getByRole("tab", { name: "Marcas", exact: true }).click();
    const brand = `Marca E2E ${stamp}`;
    await page.getByRole("button", { name: "Nueva Marca" }).click();
    const brandDialog = dialog(page, "brand");
    await brandDialog.getByLabel("Nombre").fill(brand);
    await brandDialog.getByLabel("Descripción").fill("Fabricante de prueba");
    await brandDialog.getByLabel("Sitio web").fill("ftp://ejemplo.ec");
    await brandDialog.getByRole("button", { name: "Crear" }).click();
    await expect(brandDialog.getByText("El sitio web debe ser una URL válida (http:// o https://)")).toBeVisible();
    await brandDialog.getByLabel("Sitio web").fill("https://ejemplo.ec");
    await brandDialog.getByRole("button", { name: "Crear" }).click();
    await expect(toast(page, "success", exactly("Marca creada exitosamente"))).toBeVisible();
    await expect(row(page, "brand", brand)).toContainText("ejemplo.ec");

    await page.getByRole("button", { name: `Editar ${brand}` }).click();
    await brandDialog.getByLabel("Sitio web").fill("");
    await brandDialog.getByRole("button", { name: "Actualizar" }).click();
    await expect(toast(page, "success", exactly("Marca actualizada exitosamente"))).toBeVisible();
    await expect(row(page, "brand", brand)).not.toContainText("ejemplo.ec");

    await page.getByRole("button", { name: `Eliminar ${brand}` }).click();
    await confirmDelete(page).getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, "success", exactly("Marca eliminada exitosamente"))).toBeVisible();
    await expect(row(page, "brand", brand)).toHaveCount(0);
  });

  test("una marca usada por productos no se elimina: el mensaje dice cuántos la usan", async ({ page }) => {
    await signInAsAdmin(page);
    const brands = (await (await page.request.get("/api/brands")).json()).data as {
      name: string;
      products_count: number;
    }[];
    const used = brands.find((b) => b.products_count > 1);
    expect(used, "la demo tiene marcas con productos").toBeTruthy();
    await openAdministration(page);
    await page.getByRole("tab", { name: "Marcas", exact: true }).click();
    await expect(row(page, "brand", used!.name).first()).toBeVisible();
    await page.getByRole("button", { name: `Eliminar ${used!.name}`, exact: true }).click();
    await confirmDelete(page).getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByTestId("delete-error")).toHaveText(/^No se puede eliminar la marca: \d+ productos la usan$/);
    const shown = Number(/(\d+) productos/.exec((await page.getByTestId("delete-error").textContent()) ?? "")?.[1]);
    const now = (await (await page.request.get("/api/brands")).json()).data as {
      name: string;
      products_count: number;
    }[];
    expect(shown).toBe(now.find((b) => b.name === used!.name)!.products_count);
    await confirmDelete(page).getByRole("button", { name: "Cancelar" }).click();
    await expect(row(page, "brand", used!.name).first()).toBeVisible();
  });

  test("en pantallas pequeñas se ven tarjetas en lugar de la tabla", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await openAdministration(page);
    await expect(page.getByTestId("category-card").first()).toBeVisible();
    await expect(page.getByTestId("category-row").first()).toBeHidden();
  });
});

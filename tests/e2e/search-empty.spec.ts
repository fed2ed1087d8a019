import { expect, test } from "@playwright/test";
import { open } from "./support.ts";

// Issue 21: a search that found nothing still requests to a request.
test.describe("búsqueda sin resultados", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("'Cotízalo igual' agrega lo buscado como línea fuera del catálogo y lo confirma", async ({ page }) => {
    const searched = "Bomba dosificadora QXZ-9000";
    await open(page, `/productos?search=${encodeURIComponent(searched)}`);
    await expect(page.getByText("No se encontraron productos")).toBeVisible();
    const box = page.getByTestId("quote-anyway");
    await box.getByRole("button", { name: "Cotízalo igual" }).click();

    await expect(box.getByRole("status")).toHaveText(`«${searched}» está en tu cotización. Ver cotización`);
    await expect(box.getByRole("button", { name: "Cotízalo igual" })).toHaveCount(0);
    await expect(page.getByTestId("basket-count").first()).toHaveText("1");

    // The confirmation is read from the basket: true after a reload, and a second line is not added.
    await page.reload();
    await expect(page.locator("body[data-hydrated=true]")).toBeAttached();
    await expect(page.getByTestId("quote-anyway").getByRole("status")).toContainText(searched);

    await page.getByTestId("quote-anyway").getByRole("link", { name: "Ver cotización" }).click();
    await expect(page).toHaveURL(/\/cotizacion$/);
    const lines = page.getByTestId("quote-free-text-line");
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(searched);
    await expect(lines.first()).toContainText("No está en el catálogo");
  });

  test("sin texto buscado (solo filtros) no ofrece 'Cotízalo igual'", async ({ page, request }) => {
    const ids = async (url: string, name: string) =>
      ((await (await request.get(url)).json()) as { data: { id: number; name: string }[] }).data.find(
        (r) => r.name === name,
      )!.id;
    // SCADA by WEG: the demo has none.
    await open(
      page,
      `/productos?category=${await ids("/api/categories", "SCADA")}&brand=${await ids("/api/brands", "WEG")}`,
    );
    await expect(page.getByText("No se encontraron productos")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cotízalo igual" })).toHaveCount(0);
  });
});

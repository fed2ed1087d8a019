import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { FILL_TIME_MS, storedRequests, uniqueEmail } from "./request-support.ts";
import { signInToAdminTab, openRequestInInbox } from "./staff.ts";
import { open } from "./support.ts";

type Product = { id: number; sku: string; name: string };

/** Eight active demo products with distinct order codes (the public list holds only active ones). */
async function eightProducts(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get("/api/products?perPage=100");
  const list = ((await res.json()) as { data: { products: Product[] } }).data.products;
  const seen = new Set<string>();
  const picked = list.filter((p) => {
    const key = p.sku.toLowerCase();
    if (!p.sku || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  expect(picked.length).toBeGreaterThanOrEqual(8);
  return picked.slice(0, 8);
}

// Codes no catalogue holds, unlike any demo SKU, without words (so no name search either).
const UNKNOWN = ["QQZZ-000111", "XJWK-424242"];

test("una lista de materiales pegada se convierte en cotización con líneas fuera del catálogo", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const products = await eightProducts(page.request);
  const codes = [
    ...products.slice(0, 4).map((p) => p.sku),
    UNKNOWN[0],
    ...products.slice(4).map((p) => p.sku),
    UNKNOWN[1],
  ];
  const pasted = ["Código\tCantidad", ...codes.map((code, i) => `${code}\t${i + 1}`)].join("\n");

  await open(page, "/cotizacion");
  const panelButton = page.getByRole("button", { name: "Cargar lista de materiales" });
  await panelButton.focus();
  await page.keyboard.press("Enter");
  await expect(panelButton).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Pega tu lista: código y cantidad por línea").fill(pasted);
  await page.getByRole("button", { name: "Buscar en el catálogo" }).click();

  const review = page.getByTestId("parts-list-review");
  const lines = review.getByTestId("parts-list-line");
  await expect(lines).toHaveCount(10);
  const missing = review.locator('[data-testid="parts-list-line"][data-status="missing"]');
  await expect(missing).toHaveCount(2);
  for (const code of UNKNOWN) await expect(missing.filter({ hasText: code })).toContainText("No encontrado");
  await expect(review.locator('[data-status="found"], [data-status="choose"]')).toHaveCount(8);
  // Phones: the review fits 360 px without sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The customer fixes a quantity and describes one unknown code.
  await lines.nth(0).getByLabel("Cantidad").fill("7");
  await missing.first().getByLabel("Descripción (opcional)").fill("Contactor especial 24 V");
  await review.getByRole("button", { name: "Agregar todo a la cotización" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Se agregaron a la cotización" })).toHaveText(
    "Se agregaron a la cotización 8 productos y 2 líneas fuera del catálogo.",
  );

  await expect(page.getByTestId("quote-line")).toHaveCount(8);
  await expect(
    page.locator(`[data-testid="quote-line"][data-product-id="${products[0].id}"]`).getByTestId("quote-quantity"),
  ).toHaveValue("7");
  const freeLines = page.getByTestId("quote-free-text-line");
  await expect(freeLines).toHaveCount(2);
  await expect(freeLines.nth(0)).toContainText("Contactor especial 24 V");
  await expect(freeLines.nth(0)).toContainText(UNKNOWN[0]);
  await expect(freeLines.nth(1)).toContainText(UNKNOWN[1]);
  for (const line of await freeLines.all()) {
    await expect(line).toContainText("No está en el catálogo");
    await expect(line).toContainText("Precio a consultar");
  }

  const email = uniqueEmail("lista");
  const form = page.getByTestId("quote-form");
  await form.getByLabel("Nombre completo").fill("Ingeniera Lista");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Número de identificación").fill("1790016919001");
  await page.waitForTimeout(FILL_TIME_MS);
  await form.getByRole("button", { name: "Enviar Cotización" }).click();
  await expect(page).toHaveURL(/\/$/);

  const [request] = await storedRequests(page.request, email);
  expect(request).toMatchObject({ type: "quotation", itemCount: 10 });

  await signInToAdminTab(page, /^Solicitudes/);
  const detail = await openRequestInInbox(page, email, request.reference);
  await expect(detail.getByText("Identificación", { exact: true }).locator("..")).toContainText("RUC: 1790016919001");
  const items = detail.getByTestId("request-items");
  await expect(items.locator("tbody tr")).toHaveCount(10);
  const freeRows = items.locator("tbody tr[data-free-text]");
  await expect(freeRows).toHaveCount(2);
  await expect(freeRows.nth(0)).toContainText(UNKNOWN[0]);
  await expect(freeRows.nth(0)).toContainText("Contactor especial 24 V");
  await expect(freeRows.nth(1)).toContainText(UNKNOWN[1]);
  for (const row of await freeRows.all()) {
    await expect(row.getByTestId("request-item-free-text")).toHaveText("no está en el catálogo");
    await expect(row).toContainText("Precio a consultar");
  }
});

test("una lista subida como .csv se revisa; un archivo dañado se explica en español y nada se pierde", async ({
  page,
}) => {
  const products = await eightProducts(page.request);
  await open(page, "/cotizacion");
  await page.getByRole("button", { name: "Cargar lista de materiales" }).click();
  const text = page.getByLabel("Pega tu lista: código y cantidad por línea");
  await text.fill(`${products[0].sku}\t3`);
  const file = page.getByLabel("O sube un archivo .xlsx o .csv");

  await file.setInputFiles({
    name: "lista.xlsx",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("no soy un zip"),
  });
  await page.getByRole("button", { name: "Buscar en el catálogo" }).click();
  await expect(page.getByRole("alert")).toContainText("Solo se aceptan archivos Excel .xlsx");
  await expect(text).toHaveValue(`${products[0].sku}\t3`);

  const csv = ["Código;Cantidad", `${products[1].sku};4`, `${UNKNOWN[0]};2`].join("\r\n");
  await file.setInputFiles({ name: "lista.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await page.getByRole("button", { name: "Buscar en el catálogo" }).click();
  const review = page.getByTestId("parts-list-review");
  await expect(review.getByTestId("parts-list-line")).toHaveCount(2);
  await expect(review.getByTestId("parts-list-summary")).toContainText("1 no encontrados");
  await expect(review.getByTestId("parts-list-quantity").first()).toHaveValue("4");
  await expect(page.getByRole("alert")).toHaveCount(0);

  const results = await new AxeBuilder({ page })
    .include('[data-testid="parts-list-panel"]')
    .withTags(["wcag2a", "wcag2aa"])
    .analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
    [],
  );
});

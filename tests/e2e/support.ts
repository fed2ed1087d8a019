import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it (root effect sets body[data-hydrated]). */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("body[data-hydrated=true]")).toBeAttached();
}

/** Picks the option whose text starts with `prefix` (option texts end with a count, "PLC (42)"). */
export async function selectByPrefix(select: Locator, prefix: string) {
  const options = await select
    .locator("option")
    .evaluateAll((els) => els.map((e) => ({ value: (e as HTMLOptionElement).value, text: e.textContent ?? "" })));
  const match = options.find((o) => o.text.startsWith(prefix));
  if (!match) throw new Error(`sin opción "${prefix}" en ${JSON.stringify(options.map((o) => o.text))}`);
  await select.selectOption(match.value);
  return match.value;
}

/** The first real option (not the "all" one) of a select. */
export async function selectFirstOption(select: Locator) {
  const value = await select.locator("option").nth(1).getAttribute("value");
  if (!value) throw new Error("el select no tiene opciones");
  await select.selectOption(value);
  return value;
}

/** "198 productos encontrados" → 198; "1 producto encontrado" → 1 */
export async function resultCount(page: Page) {
  const text = (await page.getByTestId("result-count").textContent()) ?? "";
  return Number(/^(\d+) productos? encontrados?$/.exec(text.trim())?.[1] ?? Number.NaN);
}

/** "$1.234,50" → 1234.5; free text (e.g. "Consultar") → null */
export function parsePrice(text: string): number | null {
  const m = /^\$([\d.]+),(\d{2})$/.exec(text.trim());
  return m ? Number(`${m[1].replace(/\./g, "")}.${m[2]}`) : null;
}

type Named = { id: number; name: string };

/**
 * A fresh product through the admin API, in the first brand and category. Without `ivaRate` it
 * has no rate of its own (the general rate applies).
 */
export async function newProduct(
  request: APIRequestContext,
  headers: Record<string, string>,
  { sku, price, ivaRate }: { sku: string; price: string; ivaRate?: number },
) {
  const first = async (url: string) => ((await (await request.get(url)).json()) as { data: Named[] }).data[0];
  const res = await request.post("/api/products", {
    headers,
    data: {
      sku,
      sku_ec: `EC-${sku}`,
      name: `Producto ${sku}`,
      description: "Producto creado por un recorrido de prueba",
      price,
      stock_quantity: "10",
      ...(ivaRate === undefined ? {} : { iva_rate: ivaRate }),
      brand_id: (await first("/api/brands")).id,
      category_id: (await first("/api/categories")).id,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Named & { iva_rate: number | null } }).data;
}

/** The amount beside a label of a totals block (a <dl> of <dt> label, <dd> amount). */
export const amount = (block: Locator, label: string) =>
  block
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd");

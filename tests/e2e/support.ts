import { expect, type Locator, type Page } from "@playwright/test";

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

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { adminHeaders } from "./staff.ts";
import { open, parsePrice } from "./support.ts";

/** A form sent less than 3 s after it was shown is stored as possible spam (ADR 013): a person is slower. */
export const FILL_TIME_MS = 3_200;

/** What a request form says when the answer never reaches the browser. */
export const CONNECTION_ERROR = "Error de conexión. Verifica tu conexión a internet e intenta nuevamente.";

/** An address no other test uses, so the inbox search finds exactly this test's requests. */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@ejemplo.ec`;

export type StoredRequest = {
  type: string;
  reference: string;
  name: string;
  email: string;
  service: string | null;
  itemCount: number | null;
  total: string | null;
};

/** The admin inbox's requests whose name/email/company/reference match `search` (GET /api/requests). */
export async function storedRequests(request: APIRequestContext, search: string): Promise<StoredRequest[]> {
  const res = await request.get(`/api/requests?search=${encodeURIComponent(search)}`, {
    headers: await adminHeaders(request),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { requests: StoredRequest[] } }).data.requests;
}

/** A toast of the given type whose text contains `text`. */
export const toast = (page: Page, type: "success" | "error", text: string | RegExp) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`).filter({ hasText: text });

/** Holds each matching POST for `ms` before letting it through (to see the 'Enviando...' state). */
export async function slowDown(page: Page, url: string, ms = 600) {
  await page.route(url, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/**
 * Sends a filled form the way a person does (after FILL_TIME_MS) with its request to `url` held,
 * and checks the button reads 'Enviando...' and is disabled meanwhile.
 */
export async function sendAndSeeSending(page: Page, submit: Locator, url: string) {
  await page.waitForTimeout(FILL_TIME_MS);
  // Long enough that both checks below fall inside the send on a busy machine.
  await slowDown(page, url, 2_500);
  await submit.click();
  await expect(submit).toHaveText("Enviando...");
  await expect(submit).toBeDisabled();
}

/**
 * Sends the filled quotation form the way a person does (after FILL_TIME_MS) and waits for its
 * success notice: the receipt the API answered.
 */
export async function sendQuoteForm(page: Page, form: { submit: Locator }) {
  await page.waitForTimeout(FILL_TIME_MS);
  const answer = page.waitForResponse("**/api/quotations/send");
  await form.submit.click();
  const receipt = ((await (await answer).json()) as { data: { reference: string; statusUrl: string } }).data;
  await expect(toast(page, "success", receipt.reference)).toBeVisible();
  return receipt;
}

/** The newest toast (sonner puts it in front). */
export const latestToast = (page: Page) => page.locator("[data-sonner-toast][data-front=true]");

/** Submits and expects the newest toast to be this error (the first rule the data breaks). */
export async function expectErrorToast(page: Page, submit: Locator, message: string) {
  await submit.click();
  const latest = latestToast(page);
  await expect(latest).toHaveAttribute("data-type", "error");
  await expect(latest).toHaveText(message);
}

/** The fields every request form shares, found by their labels inside the form with `testId`. */
export function requestForm(page: Page, testId: string, labels: { message: string; submit: RegExp }) {
  const form = page.getByTestId(testId);
  return {
    form,
    name: form.getByLabel("Nombre completo"),
    email: form.getByLabel("Email"),
    phone: form.getByLabel("Teléfono"),
    company: form.getByLabel("Empresa"),
    message: form.getByLabel(labels.message),
    submit: form.getByRole("button", { name: labels.submit }),
  };
}

/** Types each given value into the field of that name, in the order given, as a person would. */
export async function fillFields<K extends string>(fields: Record<K, Locator>, values: Partial<Record<K, string>>) {
  for (const [field, value] of Object.entries(values) as [K, string][]) await fields[field].fill(value);
}

/**
 * What browser autofill does: every field's value set at once, in one step (typing field after
 * field on a busy machine can take longer than the 3 s a human needs, ADR 013).
 */
export async function autofill(form: Locator, values: Record<string, string>) {
  await form.evaluate((el, vals) => {
    for (const [name, value] of Object.entries(vals)) {
      const input = el.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
      // React tracks the value it set: the native setter and an input event make it see the change.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }, values);
}

/** The contact form (/contacto and the home page). */
export const contactForm = (page: Page) =>
  requestForm(page, "contact-form", { message: "Mensaje", submit: /Enviar Mensaje|Enviando/ });

/** The services consultation form (/servicios), with its 'Servicio de interés'. */
export function servicesForm(page: Page) {
  const fields = requestForm(page, "services-form", { message: "Mensaje", submit: /Enviar Solicitud|Enviando/ });
  return { ...fields, service: fields.form.getByLabel("Servicio de interés") };
}

/** The quotation form (/cotizacion): the request fields, the identification and the WhatsApp button. */
export function quoteForm(page: Page) {
  const fields = requestForm(page, "quote-form", {
    message: "Mensaje adicional",
    submit: /Enviar Cotización|Enviando/,
  });
  return {
    ...fields,
    idType: fields.form.getByLabel("Tipo de identificación"),
    ruc: fields.form.getByLabel("Número de identificación"),
    whatsapp: fields.form.getByTestId("quote-whatsapp"),
  };
}

/** Adds the first `n` products with a numeric price from /productos to the basket; returns their names. */
export async function addPricedProducts(page: Page, n: number): Promise<string[]> {
  await open(page, "/productos");
  const cards = page.getByTestId("product-card");
  const names: string[] = [];
  for (let i = 0; names.length < n; i++) {
    const c = cards.nth(i);
    if (parsePrice((await c.getByTestId("card-price").textContent()) ?? "") === null) continue;
    await c.getByTestId("quote-button").click();
    await expect(c.getByTestId("quote-button")).toHaveAttribute("data-added", "true");
    names.push(((await c.getByRole("heading").textContent()) ?? "").trim());
  }
  return names;
}

/** Adds, from its product page, a product whose price is text ('Consultar'); returns its name. */
export async function addPriceOnRequestProduct(page: Page): Promise<string> {
  type Listed = { id: number; name: string; price_amount: string | null; stock_quantity: number | null };
  let product: Listed | undefined;
  for (let n = 1; !product; n++) {
    const res = await page.request.get(`/api/products?perPage=100&sort=name&page=${n}`);
    const { products } = (await res.json()).data as { products: Listed[] };
    expect(products.length, "the demo catalogue has products priced 'Consultar'").toBeGreaterThan(0);
    product = products.find((p) => p.price_amount === null && (p.stock_quantity ?? 1) > 0);
  }
  await open(page, `/producto/${product.id}`);
  await page.getByTestId("add-to-quote").click();
  await expect(page.getByTestId("basket-count")).not.toHaveCount(0);
  return product.name;
}

/** The quote status page's PDF link answers a PDF, and following it downloads a .pdf file. */
export async function expectStatusPdf(page: Page, request: APIRequestContext) {
  const pdf = await request.get((await page.getByTestId("status-pdf").getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const download = page.waitForEvent("download");
  await page.getByTestId("status-pdf").click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
}

/**
 * The text of the first mail the e2e server wrote (.eml in its DATA_DIR/mail, no SMTP_URL) that
 * contains every one of `parts`, quoted-printable line breaks undone; waits for the outbox.
 */
export async function mailContaining(...parts: string[]): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  let found = "";
  await expect
    .poll(
      async () => {
        const names = await readdir(dir).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith(".eml"))) {
          const text = (await readFile(path.join(dir, name), "utf8")).replace(/=\r?\n/g, "").replaceAll("=3D", "=");
          if (parts.every((p) => text.includes(p))) return (found = text);
        }
        return "";
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  return found;
}

import { expect, test } from "@playwright/test";
import { FILL_TIME_MS, uniqueEmail } from "./request-support.ts";
import { adminHeaders, signInToAdminTab } from "./staff.ts";
import { open } from "./support.ts";

type Product = { id: number; name: string; price_amount: string | null };

// Issue 22: the inbox said 'Cotizada' for an accepted quote and its badge ignored the customer's answer;
// the status page listed the requested items without prices.
test("una cotización aceptada se ve 'Aceptada' y filtrable; la insignia cuenta la respuesta; estado con precios", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("resultado");
  const headers = await adminHeaders(page.request);
  const list = (await (await page.request.get("/api/products?perPage=100")).json()) as {
    data: { products: Product[] };
  };
  const priced = list.data.products.find((p) => p.price_amount !== null)!;
  const sent = await page.request.post("/api/quotations/send", {
    data: {
      customerInfo: { name: "Rosa Villacís", email },
      items: [{ productId: priced.id, productName: priced.name, quantity: 3, price: Number(priced.price_amount) }],
      total: 3 * Number(priced.price_amount),
      startedAt: Date.now() - FILL_TIME_MS - 1_000,
    },
  });
  expect(sent.status()).toBe(201);
  const receipt = ((await sent.json()) as { data: { id: number; reference: string; statusUrl: string } }).data;

  // The status page before any quote: each requested line with its unit price and line total.
  await open(page, new URL(receipt.statusUrl).pathname);
  const unit = page.getByTestId("status-requested-unit");
  await expect(unit).toContainText("3 ×");
  await expect(unit).toContainText("$");
  await expect(page.getByTestId("status-requested-total")).toContainText("$");

  const draft = await page.request.post(`/api/quotes/requests/${receipt.id}/quotes`, { headers, data: {} });
  expect(draft.status()).toBe(201);
  const quote = ((await draft.json()) as { data: { id: number } }).data;
  expect((await page.request.post(`/api/quotes/${quote.id}/send`, { headers })).ok()).toBe(true);
  const token = new URL(receipt.statusUrl).pathname.split("/").at(-1)!;
  const accepted = await page.request.post(`/api/quote-status/${token}/accept`, { data: { name: "Rosa Villacís" } });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await signInToAdminTab(page, /^Solicitudes/);
  // The badge's sum (new requests + unseen customer answers) is counted by the API test
  // requests.outcome.test.ts; here other journeys add requests meanwhile, so its number is not fixed.
  await expect(page.getByRole("tab", { name: /^Solicitudes/ })).toBeVisible();

  await page.getByPlaceholder("Buscar por nombre, email, empresa o referencia").fill(email);
  const rows = page.getByTestId("request-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId("request-status")).toHaveText("Aceptada");
  const outcome = page.getByLabel("Filtrar por resultado de la cotización");
  await outcome.selectOption({ label: "Rechazada" });
  await expect(page).toHaveURL(/resultado=rechazada/);
  await expect(rows).toHaveCount(0);
  await outcome.selectOption({ label: "Aceptada" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(receipt.reference);
});

import { expect, test } from "@playwright/test";
import { fillFields, quoteForm, toast, uniqueEmail, sendQuoteForm } from "./request-support.ts";
import { signInToAdminTab, openRequestInInbox } from "./staff.ts";
import { open } from "./support.ts";

// Issue 25: staff tick 'Adjuntar fichas técnicas'; the customer's PDF carries the datasheet after
// the quote, and the status page lists the quoted product's documents.
test("'Adjuntar fichas técnicas': la ficha va en el PDF del cliente y la página de estado lista los documentos", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  type Listed = { id: number; name: string; sku: string; price_amount: string | null };
  const listed = (await (await page.request.get("/api/products?perPage=100&hasDatasheet=true")).json()).data
    .products as Listed[];
  const product = listed.find((p) => p.price_amount !== null)!;
  expect(product, "a demo product with a datasheet and a price").toBeTruthy();

  await open(page, `/producto/${product.id}`);
  await page.getByTestId("add-to-quote").click();
  await open(page, "/cotizacion");
  const email = uniqueEmail("fichas");
  const form = quoteForm(page);
  await fillFields(form, { name: "Lucía Paredes", email });
  const receipt = await sendQuoteForm(page, form);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInToAdminTab(staff, /^Solicitudes/);
  const detail = await openRequestInInbox(staff, email, receipt.reference);
  await detail.getByRole("button", { name: "Preparar cotización" }).click();
  const editor = staff.getByTestId("quote-editor");
  const attach = editor.getByTestId("quote-attach-datasheets");
  await expect(attach).not.toBeChecked();
  await attach.check();
  await editor.getByRole("button", { name: "Enviar al cliente" }).click();
  await staff.getByTestId("quote-send-preview").getByRole("button", { name: "Confirmar y enviar" }).click();
  await expect(toast(staff, "success", `Cotización enviada al cliente: ${receipt.reference} v1`)).toBeVisible();
  await staffContext.close();

  await open(page, new URL(receipt.statusUrl).pathname);
  const documents = page.getByTestId("status-documents");
  await expect(documents.getByRole("link").first()).toBeVisible();
  await expect(documents).toContainText("Ficha técnica");
  await expect(documents).toContainText(product.sku);
  const pdfUrl = (await page.getByTestId("status-pdf").getAttribute("href"))!;
  const withSheets = await (await page.request.get(pdfUrl)).body();
  // The datasheet follows the quote in the same file, with bookmarks (the outline).
  expect(withSheets.subarray(0, 5).toString()).toBe("%PDF-");
  expect(withSheets.toString("latin1")).toContain("/Outlines");
});

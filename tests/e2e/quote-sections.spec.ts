import { expect, test, type APIRequestContext } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { FILL_TIME_MS, toast, uniqueEmail } from "./request-support.ts";
import { adminHeaders, signInToAdminTab, submitSignIn, openRequestInInbox } from "./staff.ts";
import { newProduct, open } from "./support.ts";

/**
 * Issue 25 in the panel (ADR 049–051): a salesperson builds the quote from a template, with two
 * sections and an optional line, needs an admin's approval for a large discount, sends it after the
 * approval, the customer ticks the optional line on the status page and accepts, and the accepted
 * PDF prints the choice, the per-rate subtotals and the appended datasheet.
 */

type Named = { id: number; name: string };

/** A customer's quotation request for one product, as the public form sends it. */
async function quotationRequest(request: APIRequestContext, product: Named, email: string) {
  const sent = await request.post("/api/quotations/send", {
    data: {
      customerInfo: { name: "Marcela Quishpe", email },
      items: [{ productId: product.id, productName: product.name, quantity: 1, price: 100 }],
      total: 100,
      startedAt: Date.now() - FILL_TIME_MS - 1_000,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { data: { id: number; reference: string } }).data;
}

async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

test("secciones, línea opcional, plantilla y aprobación: ventas pide aprobar, el admin aprueba, ventas envía y el PDF aceptado lo muestra", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const headers = await adminHeaders(request);
  const board = await newProduct(request, headers, { sku: `SEC15-${stamp}`, price: "100.00", ivaRate: 15 });
  const spare = await newProduct(request, headers, { sku: `SEC0-${stamp}`, price: "40.00", ivaRate: 0 });
  // The board gets a datasheet (a demo product's, uploaded again): 'Adjuntar fichas técnicas'.
  const demo = (
    (await (await request.get("/api/products?perPage=100&hasDatasheet=true")).json()).data.products as {
      id: number;
      sku: string;
    }[]
  )[0];
  const demoDocs = (await (await request.get(`/api/products/${demo.id}/documents`)).json()).data as {
    type: string;
    url: string;
  }[];
  const sheet = await (await request.get(demoDocs.find((d) => d.type === "datasheet")!.url)).body();
  const uploaded = await request.post(`/api/products/${board.id}/documents`, {
    headers,
    multipart: {
      title: "Ficha técnica del tablero",
      type: "datasheet",
      file: { name: "ficha.pdf", mimeType: "application/pdf", buffer: sheet },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  // An admin's quote with two sections and an optional free-text line becomes a template.
  const first = await quotationRequest(request, board, uniqueEmail("plantilla"));
  const made = await request.post(`/api/quotes/requests/${first.id}/quotes`, { headers, data: {} });
  expect(made.status(), await made.text()).toBe(201);
  const adminQuote = ((await made.json()) as { data: { id: number } }).data;
  const line = (p: Named, section: number, optional = false) => ({
    productId: p.id,
    sku: null,
    description: p.name,
    quantity: "1",
    unitPrice: "1.00",
    discountPercent: "0",
    section,
    optional,
  });
  const saved = await request.put(`/api/quotes/${adminQuote.id}`, {
    headers,
    data: {
      sections: [{ title: "Tablero principal" }, { title: "Repuestos" }],
      lines: [
        line(board, 0),
        line(spare, 1),
        {
          productId: null,
          sku: null,
          description: "Manual de operación impreso",
          quantity: "1",
          unitPrice: null,
          discountPercent: "0",
          ivaRate: 15,
          section: 1,
          optional: true,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const templateName = `Tablero con repuestos ${stamp}`;
  const template = await request.post(`/api/quotes/${adminQuote.id}/template`, {
    headers,
    data: { name: templateName },
  });
  expect(template.status(), await template.text()).toBe(201);

  // A 'ventas' colleague.
  const sales = {
    name: `Vicente Ventas ${stamp}`,
    email: `vicente.${stamp}@ejemplo.ec`,
    password: "ventas-2026-pass!",
  };
  const created = await request.post("/api/users", { headers, data: { ...sales, role: "ventas" } });
  expect(created.status(), await created.text()).toBe(201);

  // The customer's request the salesperson quotes.
  const email = uniqueEmail("secciones");
  const receipt = await quotationRequest(request, board, email);

  // --- The salesperson: 'Usar plantilla' replaces the request's line with the template's, priced today.
  await open(page, "/login");
  await submitSignIn(page, { email: sales.email, password: sales.password });
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("tab", { name: /^Solicitudes/ }).click();
  const detail = await openRequestInInbox(page, email, receipt.reference);
  await detail.getByRole("button", { name: "Preparar cotización" }).click();
  const editor = page.getByTestId("quote-editor");
  await expect(editor.getByTestId("editor-line")).toHaveCount(1);
  await editor.getByRole("button", { name: "Usar plantilla" }).click();
  const picker = page.getByTestId("quote-template-picker");
  await picker.getByLabel("Buscar plantilla").fill(`repuestos ${stamp}`);
  const listed = picker.getByTestId("quote-template");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("3 líneas");
  await expect(listed).toContainText("Secciones: Tablero principal, Repuestos");
  await listed.getByRole("button", { name: `Usar ${templateName}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reemplazar" }).click();
  await expect(editor.getByTestId("editor-line")).toHaveCount(3);
  await expect(editor.getByTestId("editor-section")).toHaveCount(2);
  await expect(editor.getByLabel("Título de la sección 1")).toHaveValue("Tablero principal");
  await expect(editor.getByLabel("Título de la sección 2")).toHaveValue("Repuestos");
  // Today's catalogue prices, not the template's (the admin's quote had 1,00).
  await expect(editor.getByLabel("Precio unitario, línea 1")).toHaveValue("100,00");
  await expect(editor.getByLabel("Precio unitario, línea 2")).toHaveValue("40,00");
  await expect(editor.getByLabel("Opcional, línea 3")).toBeChecked();

  // The free-text line gets its price; up and down reorder within the section and back.
  await editor.getByLabel("Precio unitario, línea 3").fill("25");
  await editor.getByRole("button", { name: "Subir línea 3" }).click();
  await expect(editor.getByLabel("Descripción, línea 2")).toHaveValue("Manual de operación impreso");
  await editor.getByRole("button", { name: "Bajar línea 2" }).click();
  await expect(editor.getByLabel("Descripción, línea 3")).toHaveValue("Manual de operación impreso");

  // A 20 % discount; each section's subtotal; the optional line stays out of the total.
  await editor.getByLabel("Descuento %, línea 1").fill("20");
  await expect(editor.getByTestId("editor-section-subtotal")).toHaveText(["$80,00", "$40,00"]);
  await expect(editor.getByTestId("editor-section-optional")).toHaveText("$25,00");
  await expect(editor.getByTestId("quote-total")).toHaveText("$132,00");
  await editor.getByTestId("quote-attach-datasheets").check();
  await editor.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(toast(page, "success", "Cotización guardada")).toBeVisible();

  // Saving it again as a template under a taken name: the server's message, what was typed stays.
  await editor.getByRole("button", { name: "Guardar como plantilla" }).click();
  const naming = page.getByTestId("quote-template-save");
  await naming.getByLabel("Nombre de la plantilla").fill(templateName);
  await naming.getByRole("button", { name: "Guardar plantilla" }).click();
  await expect(naming.getByRole("alert").first()).toHaveText("Ya existe una plantilla con ese nombre");
  await naming.getByRole("button", { name: "Cancelar" }).click();

  // Over the 15 % limit: why, and 'Solicitar aprobación' instead of sending.
  const approval = editor.getByTestId("quote-approval");
  await expect(approval).toContainText("Descuento mayor al 15 %: requiere aprobación de un administrador");
  await expect(editor.getByRole("button", { name: "Enviar al cliente" })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath("editor-sections.png"), fullPage: true });
  await approval.getByRole("button", { name: "Solicitar aprobación" }).click();
  const asking = page.getByTestId("quote-approval-request");
  await asking.getByLabel("Nota para el administrador (opcional)").fill("Cliente frecuente, pedido grande");
  await asking.getByRole("button", { name: "Solicitar aprobación" }).click();
  await expect(toast(page, "success", "Aprobación solicitada")).toBeVisible();
  await expect(editor.getByTestId("quote-approval-status")).toHaveText("Pendiente de aprobación");
  await editor.getByRole("button", { name: "Cerrar" }).click();

  // --- The admin opens the request: 'Devolver' needs a note; 'Aprobar'.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInToAdminTab(admin, /^Solicitudes/);
  const adminDetail = await openRequestInInbox(admin, email, receipt.reference);
  const decision = adminDetail.getByTestId("quote-approval-decision");
  await expect(decision).toContainText("Pendiente de aprobación");
  await expect(decision).toContainText("Cliente frecuente, pedido grande");
  await decision.getByRole("button", { name: "Devolver" }).click();
  const returning = admin.getByTestId("quote-return");
  await returning.getByRole("button", { name: "Devolver" }).click();
  await expect(returning.getByText("Escribe una nota para quien preparó la cotización")).toBeVisible();
  await returning.getByRole("button", { name: "Cancelar" }).click();
  await decision.getByRole("button", { name: "Aprobar" }).click();
  await admin.getByTestId("quote-approve").getByRole("button", { name: "Aprobar" }).click();
  await expect(toast(admin, "success", "Cotización aprobada: ya se puede enviar")).toBeVisible();
  await expect(decision).toHaveCount(0);
  await adminContext.close();

  // --- The salesperson sees 'Aprobada' and sends.
  await detail.getByRole("button", { name: "Preparar cotización" }).click();
  await expect(editor.getByTestId("quote-approval-status")).toHaveText("Aprobada");
  await editor.getByRole("button", { name: "Enviar al cliente" }).click();
  await page.getByTestId("quote-send-preview").getByRole("button", { name: "Confirmar y enviar" }).click();
  await expect(toast(page, "success", `Cotización enviada al cliente: ${receipt.reference} v1`)).toBeVisible();

  // --- The customer, on the status page: ticks the optional line, sees the total change, accepts.
  const link = await request.get(`/api/quotes/requests/${receipt.id}/status-link`, { headers });
  const statusUrl = ((await link.json()) as { data: { statusUrl: string } }).data.statusUrl;
  const token = new URL(statusUrl).pathname.split("/").pop()!;
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await open(customer, new URL(statusUrl).pathname);
  await expect(customer.getByTestId("status-current")).toHaveText("Cotizada");
  await expect(customer.getByTestId("status-section")).toHaveCount(2);
  await expect(customer.getByTestId("status-total")).toHaveText("$132,00");
  await customer.getByRole("checkbox", { name: "Manual de operación impreso" }).check();
  // 132 + 25 × 1,15 with the optional line.
  await expect(customer.getByTestId("status-total")).toHaveText("$160,75");
  await expect(customer.getByTestId("accept-total")).toHaveText("$160,75");
  const acceptForm = customer.getByTestId("accept-form");
  await acceptForm.getByLabel("Nombre de quien acepta").fill("Marcela Quishpe");
  await acceptForm.getByRole("button", { name: "Aceptar cotización" }).click();
  await expect(customer.getByTestId("status-accepted-choice")).toContainText("Manual de operación impreso");
  await expect(customer.getByTestId("status-accepted-total")).toHaveText("$160,75");
  await customerContext.close();

  const pdf = await request.get(`/api/quote-status/${token}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = await pdfText(await pdf.body());
  for (const expected of [
    "Subtotal Tablero principal $80,00",
    "Subtotal Repuestos $40,00",
    "Manual de operación impreso (Opcional: elegida por el cliente)",
    "Subtotal 0%",
    "Subtotal 15%",
    "TOTAL $132,00",
    // 132 + 25 × 1,15 with the optional line the customer chose.
    "TOTAL ACEPTADO $160,75",
    // The board's datasheet, appended after the quote.
    `Código ${demo.sku}`,
  ])
    expect(text).toContain(expected);
});

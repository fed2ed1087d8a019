import { expect, test } from "@playwright/test";
import {
  addPricedProducts,
  FILL_TIME_MS,
  fillFields,
  quoteForm,
  toast,
  uniqueEmail,
  sendQuoteForm,
} from "./request-support.ts";
import { signInToAdminTab, openRequestInInbox } from "./staff.ts";
import { open } from "./support.ts";

/** A company RUC whose check digit fails both modulo-11 rules: accepted, staff warned (ADR 035). */
const UNVERIFIED_RUC = "1790011675001";

test.describe("el bloque del cliente de la cotización (issues 22 y 25)", () => {
  test(
    "pasaporte en el formulario → el personal corrige el bloque → 'Enviar al cliente' muestra el PDF y pide confirmar → la página de estado muestra el bloque",
    { tag: "@full-browser" },
    async ({ page, browser }) => {
      test.setTimeout(150_000);
      const email = uniqueEmail("bloque");

      // The customer identifies with a passport: free text, the type chosen in the form.
      await addPricedProducts(page, 1);
      await open(page, "/cotizacion");
      const form = quoteForm(page);
      await fillFields(form, { name: "Pablo Andrade", email });
      await form.idType.selectOption("pasaporte");
      await form.ruc.fill("PA-778899");
      const receipt = await sendQuoteForm(page, form);

      // Staff see the type in the request and start the quote from it.
      const staffContext = await browser.newContext();
      const staff = await staffContext.newPage();
      await signInToAdminTab(staff, /^Solicitudes/);
      const detail = await openRequestInInbox(staff, email, receipt.reference);
      await expect(detail.getByText("Identificación", { exact: true }).locator("..")).toContainText(
        "Pasaporte: PA-778899",
      );
      await detail.getByRole("button", { name: "Preparar cotización" }).click();
      const editor = staff.getByTestId("quote-editor");
      const customer = editor.getByTestId("quote-customer");
      await expect(customer.getByLabel("Nombre del cliente")).toHaveValue("Pablo Andrade");
      await expect(customer.getByLabel("Tipo de identificación")).toHaveValue("pasaporte");
      await expect(customer.getByLabel("Número de identificación")).toHaveValue("PA-778899");

      // The block is corrected: a company with a RUC the SRI rules do not confirm is warned, not refused.
      await customer.getByLabel("Nombre del cliente").fill("Ing. Carla Benítez");
      await customer.getByLabel("Empresa", { exact: true }).fill("Molinos del Austro S.A.");
      await customer.getByLabel("Tipo de identificación").selectOption("ruc");
      await customer.getByLabel("Número de identificación").fill(UNVERIFIED_RUC);
      await expect(customer.getByTestId("quote-customer-id-warning")).toHaveText(
        "Dígito verificador no coincide: confirmar en el SRI",
      );
      await customer.getByLabel("Dirección").fill("Av. de las Américas 12-34, Cuenca");
      await customer.getByLabel("Atención").fill("Departamento de compras");

      // 'Enviar al cliente' saves and shows the draft's PDF first; nothing is sent yet.
      const framed = staff.waitForResponse((r) => r.url().includes("/preview?saved="));
      await editor.getByRole("button", { name: "Enviar al cliente" }).click();
      const preview = staff.getByTestId("quote-send-preview");
      await expect(preview).toBeVisible();
      await expect(preview).toContainText("Ing. Carla Benítez");
      const frame = preview.getByTestId("quote-preview-frame");
      const src = await frame.getAttribute("src");
      expect(src).toMatch(/^\/api\/quotes\/\d+\/preview\?saved=/);
      // What the frame loads, with the staff browser's own cookie: the PDF, framable by our pages only.
      const pdf = await staff.request.get(src!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect(pdf.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
      // The frame loaded it with the browser's cookie, and the browser let our page frame it: a
      // frame refused by its policy ends on Chromium's error page instead of the preview's address
      // (the full browser's PDF viewer shows it: hence @full-browser; the headless shell has none).
      const shown = await framed;
      expect([shown.status(), shown.headers()["content-type"]]).toEqual([200, "application/pdf"]);
      await expect.poll(() => staff.frames().some((f) => f.url().includes("/preview?saved="))).toBe(true);
      expect(staff.frames().filter((f) => f.url().startsWith("chrome-error:"))).toEqual([]);
      await expect(preview.getByTestId("quote-preview-open")).toHaveAttribute("href", src!);
      await staff.screenshot({ path: test.info().outputPath("preview.png") });
      await expect(editor.getByText("Aún no se envió ninguna versión.")).toBeVisible();

      // 'Volver al borrador' sends nothing; the confirmation does.
      await preview.getByRole("button", { name: "Volver al borrador" }).click();
      await expect(preview).toHaveCount(0);
      await expect(editor.getByText("Aún no se envió ninguna versión.")).toBeVisible();
      await editor.getByRole("button", { name: "Enviar al cliente" }).click();
      await preview.getByRole("button", { name: "Confirmar y enviar" }).click();
      await expect(toast(staff, "success", `Cotización enviada al cliente: ${receipt.reference} v1`)).toBeVisible();
      await expect(preview).toHaveCount(0);
      const version = editor.getByTestId("quote-version");
      await expect(version).toHaveCount(1);
      await expect(version.getByTestId("quote-version-customer")).toContainText(`RUC: ${UNVERIFIED_RUC}`);

      // With only sent versions the header shows the latest one's state ('Enviada'); a new version's
      // editor reads '(borrador)' with no 'Enviada' beside it (issue 22, low).
      await expect(editor.getByRole("heading", { name: `Cotización ${receipt.reference}` })).toBeVisible();
      await expect(editor.getByTestId("quote-status")).toHaveCount(2);
      await editor.getByRole("button", { name: "Nueva versión" }).click();
      await expect(editor.getByRole("heading", { name: `Cotización ${receipt.reference} (borrador)` })).toBeVisible();
      await expect(editor.getByTestId("quote-status")).toHaveCount(1);
      await expect(version.getByTestId("quote-status")).toHaveText("Enviada");
      // The new version starts from v1's block.
      await expect(customer.getByLabel("Nombre del cliente")).toHaveValue("Ing. Carla Benítez");
      await staffContext.close();

      // The customer's status page shows the block v1 was sent with, and no staff warning.
      await open(page, new URL(receipt.statusUrl).pathname);
      const block = page.getByTestId("status-quote-customer");
      for (const text of [
        "Ing. Carla Benítez",
        "Molinos del Austro S.A.",
        "RUC",
        UNVERIFIED_RUC,
        "Av. de las Américas 12-34, Cuenca",
        "Departamento de compras",
      ])
        await expect(block).toContainText(text);
      await expect(page.getByText("Dígito verificador no coincide")).toHaveCount(0);
    },
  );

  test("consumidor final: el número es 9999999999999 sin más verificación", async ({ page }) => {
    test.setTimeout(60_000);
    await addPricedProducts(page, 1);
    await open(page, "/cotizacion");
    const form = quoteForm(page);
    await fillFields(form, { name: "Lucía Mora", email: uniqueEmail("final") });
    await form.idType.selectOption("consumidor_final");
    await expect(form.ruc).toHaveValue("9999999999999");
    await expect(form.ruc).toHaveAttribute("readonly", "");
    await page.waitForTimeout(FILL_TIME_MS);
    const answer = page.waitForResponse("**/api/quotations/send");
    await form.submit.click();
    expect((await answer).status()).toBe(201);
  });
});

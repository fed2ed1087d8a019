import { expect, test } from "@playwright/test";
import { addPricedProducts, FILL_TIME_MS, fillFields, quoteForm, toast, uniqueEmail } from "./request-support.ts";
import { signInToAdminTab, openRequestInInbox } from "./staff.ts";
import { open } from "./support.ts";

/** A company RUC whose check digit fails both modulo-11 rules (issue 25, ADR 035). */
const UNVERIFIED_RUC = "1790011675001";

test("un RUC de empresa sin dígito verificador válido se envía; el personal ve el aviso", async ({ page }) => {
  test.setTimeout(90_000);
  await addPricedProducts(page, 1);
  await open(page, "/cotizacion");
  const f = quoteForm(page);
  const email = uniqueEmail("rucsri");
  await fillFields(f, { name: "Empresa Andina", email, ruc: UNVERIFIED_RUC });
  await page.waitForTimeout(FILL_TIME_MS);
  const answer = page.waitForResponse("**/api/quotations/send");
  await f.submit.click();
  expect((await answer).status()).toBe(201);
  const reference = (await toast(page, "success", /Referencia: COT-\d{4}-\d{6}$/).textContent())!.match(
    /COT-\d{4}-\d{6}/,
  )![0];
  await expect(page.getByText("Dígito verificador no coincide")).toHaveCount(0);

  await signInToAdminTab(page, /^Solicitudes/);
  const detail = await openRequestInInbox(page, email, reference);
  await expect(detail).toContainText(UNVERIFIED_RUC);
  await expect(detail.getByRole("note")).toHaveText("Dígito verificador no coincide: confirmar en el SRI");
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { FILL_TIME_MS, toast, uniqueEmail } from "./request-support.ts";
import { adminHeaders, giveBrowserSession, signInAsAdmin } from "./staff.ts";
import { amount, open } from "./support.ts";

/**
 * Issue 25 on the browser side: the customer ticks an optional line on the status page and sees the
 * total change before accepting (ADR 049); 'Por aprobar (N)' on the admin's dashboard (ADR 051);
 * Administración › Plantillas (ADR 050).
 */

type Product = { id: number; name: string; price_amount: string | null };
type Headers = Record<string, string>;
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A customer's quotation request for one catalogue product, through the public API. */
async function customerRequest(request: APIRequestContext, name: string) {
  const list = (await (await request.get("/api/products?perPage=100")).json()) as { data: { products: Product[] } };
  const priced = list.data.products.find((p) => p.price_amount !== null)!;
  const sent = await request.post("/api/quotations/send", {
    data: {
      customerInfo: { name, email: uniqueEmail("eleccion") },
      items: [{ productId: priced.id, productName: priced.name, quantity: 1, price: Number(priced.price_amount) }],
      total: Number(priced.price_amount),
      startedAt: Date.now() - FILL_TIME_MS - 1_000,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { data: { id: number; reference: string; statusUrl: string } }).data;
}

/**
 * A draft with two sections: 'Tablero principal' ($100) and 'Repuestos' with an optional line
 * ($50) and a fixed one ($20), all at 15 % IVA, with `discount` % on the first line.
 */
async function twoSectionDraft(request: APIRequestContext, headers: Headers, requestId: number, discount = 0) {
  const created = await request.post(`/api/quotes/requests/${requestId}/quotes`, {
    headers,
    data: { from: "request" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()).data as { id: number };
  const saved = await request.put(`/api/quotes/${draft.id}`, {
    headers,
    data: {
      sections: [
        { title: "Tablero principal", optional: false },
        { title: "Repuestos", optional: false },
      ],
      lines: [
        {
          description: "Tablero 400 A",
          quantity: 1,
          unitPrice: "100.00",
          discountPercent: discount,
          ivaRate: 15,
          section: 0,
        },
        {
          description: "Repuesto opcional",
          quantity: 1,
          unitPrice: "50.00",
          discountPercent: 0,
          ivaRate: 15,
          section: 1,
          optional: true,
        },
        {
          description: "Cable de control",
          quantity: 1,
          unitPrice: "20.00",
          discountPercent: 0,
          ivaRate: 15,
          section: 1,
        },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return draft.id;
}

/** The amount beside a label of a totals block (a <dl> of <dt> label, <dd> amount). */
test("el cliente marca la línea opcional, ve el total cambiar, acepta y ve su selección", async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  const receipt = await customerRequest(request, "Marta Elección");
  const quoteId = await twoSectionDraft(request, headers, receipt.id);
  const sent = await request.post(`/api/quotes/${quoteId}/send`, { headers });
  expect(sent.ok(), await sent.text()).toBe(true);

  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, new URL(receipt.statusUrl).pathname);
  const sections = page.getByTestId("status-section");
  await expect(page.getByTestId("status-section-title")).toHaveText(["Tablero principal", "Repuestos"]);
  await expect(sections.nth(0).getByTestId("status-section-subtotal")).toContainText(
    "Subtotal Tablero principal$100,00",
  );
  await expect(sections.nth(1).getByTestId("status-section-subtotal")).toContainText("Subtotal Repuestos$20,00");
  await expect(sections.nth(1).getByTestId("status-section-subtotal")).toContainText(
    "Opcionales (no incluidos en el total)$50,00",
  );
  await expect(sections.nth(1).getByTestId("status-optional-mark")).toHaveText("Opcional");

  // Without the optional line: 120 + 15 % = 138; with it: 170 + 25,50 = 195,50.
  const totals = page.getByTestId("status-totals");
  await expect(page.getByTestId("status-total")).toHaveText("$138,00");
  await expect(page.getByTestId("accept-total")).toHaveText("$138,00");
  await page.getByRole("checkbox", { name: "Repuesto opcional" }).check();
  await expect(page.getByTestId("status-total")).toHaveText("$195,50");
  await expect(amount(totals, "Subtotal 15%")).toHaveText("$170,00");
  await expect(amount(totals, "IVA 15%")).toHaveText("$25,50");
  await expect(page.getByTestId("accept-choice")).toContainText("Incluye 1 línea opcional: Repuesto opcional.");
  await expect(page.getByTestId("accept-total")).toHaveText("$195,50");
  await page.screenshot({ path: test.info().outputPath("status-choice-360.png"), fullPage: true });
  // Phone first: nothing wider than the screen, and the checkboxes and sections pass axe.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  const accept = page.getByTestId("accept-form");
  await accept.getByLabel("Nombre de quien acepta").fill("Marta Elección");
  await accept.getByRole("button", { name: "Aceptar cotización" }).click();
  await expect(toast(page, "success", "Registramos la aceptación")).toBeVisible();

  const chosen = page.getByTestId("status-accepted-choice");
  await expect(chosen).toContainText("Líneas opcionales elegidas:");
  await expect(chosen).toContainText("Repuesto opcional");
  await expect(chosen).toContainText("Total aceptado: $195,50");
  await expect(page.getByTestId("status-optional-mark")).toHaveText("Opcional · elegida");
  await expect(page.getByTestId("status-accepted-total")).toHaveText("$195,50");
  await expect(page.getByTestId("status-optional-checkbox")).toHaveCount(0);

  // What the server stored: the optional line's position and the accepted totals.
  const token = new URL(receipt.statusUrl).pathname.split("/").pop()!;
  const view = (await (await request.get(`/api/quote-status/${token}`)).json()).data as {
    quote: {
      lines: { position: number; optional: boolean }[];
      acceptedOptionalLines: number[];
      acceptedTotals: { total: string };
    };
  };
  const optional = view.quote.lines.filter((l) => l.optional).map((l) => l.position);
  expect(view.quote.acceptedOptionalLines).toEqual(optional);
  expect(view.quote.acceptedTotals.total).toBe("195.50");
});

test("'Por aprobar (N)' en el dashboard tras la solicitud de ventas, y Plantillas en Administración", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminHeaders(request);
  const sales = { name: `Vera Ventas ${stamp}`, email: `vera.${stamp}@ejemplo.ec`, password: "ventas-vera-2026!" };
  const created = await request.post("/api/users", { headers: admin, data: { ...sales, role: "ventas" } });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email: sales.email, password: sales.password } });
  const session = ((await login.json()) as { data: { sessionId: string; user: { name: string } } }).data;
  const asSales = { "X-Session-ID": session.sessionId };

  // A salesperson quotes 20 % off (over the 15 % limit), asks for approval and saves a template.
  const receipt = await customerRequest(request, `Cliente Aprobación ${stamp}`);
  const quoteId = await twoSectionDraft(request, asSales, receipt.id, 20);
  const asked = await request.post(`/api/quotes/${quoteId}/approval/request`, {
    headers: asSales,
    data: { note: "Cliente frecuente" },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const templateName = `Tablero ${stamp}`;
  const saved = await request.post(`/api/quotes/${quoteId}/template`, {
    headers: asSales,
    data: { name: templateName },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const approvals = (await (await request.get("/api/quotes/approvals", { headers: admin })).json()).data as {
    count: number;
  };

  // The admin's dashboard: the count and the waiting quote, which links to its request.
  await signInAsAdmin(page);
  await expect(page.getByTestId("approvals-title")).toHaveText(`Por aprobar (${approvals.count})`);
  const row = page.getByTestId("approvals-row").filter({ hasText: receipt.reference });
  await expect(row).toContainText(`Cliente Aprobación ${stamp}`);
  await expect(row).toContainText(`Desc. 20 % · pedida por ${sales.name}`);
  await expect(row).toContainText("Cliente frecuente");
  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/solicitudes/cotizacion/${receipt.id}$`));

  // Plantillas, read-only for 'ventas': no dashboard queue either.
  const salesContext = await browser.newContext();
  const salesPage = await salesContext.newPage();
  await giveBrowserSession(salesPage, session.sessionId, session.user);
  await open(salesPage, "/admin");
  await expect(salesPage.getByRole("tab", { name: "Dashboard" })).toBeVisible();
  await expect(salesPage.getByTestId("approvals-card")).toHaveCount(0);
  await open(salesPage, "/admin/administracion/plantillas");
  await salesPage.getByTestId("templates-search").fill(templateName);
  const salesRow = salesPage.getByTestId("templates-row");
  await expect(salesRow).toHaveCount(1);
  await expect(salesRow).toContainText("3 líneas · 2 secciones: Tablero principal, Repuestos");
  await expect(salesRow).toContainText(`Creada por ${sales.name}`);
  await expect(salesRow.getByRole("button")).toHaveCount(0);
  await salesContext.close();

  // The admin renames it, then deletes it after confirming.
  await open(page, "/admin/administracion/plantillas");
  await page.getByTestId("templates-search").fill(templateName);
  const templateRow = page.getByTestId("templates-row");
  await expect(templateRow).toHaveCount(1);
  await templateRow.getByRole("button", { name: `Renombrar ${templateName}` }).click();
  const dialog = page.getByTestId("template-rename-dialog");
  await dialog.getByLabel("Nombre").fill(`${templateName} renombrada`);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "success", "Plantilla renombrada")).toBeVisible();
  await expect(templateRow).toContainText(`${templateName} renombrada`);
  await templateRow.getByRole("button", { name: `Eliminar ${templateName} renombrada` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(toast(page, "success", "Plantilla eliminada")).toBeVisible();
  await expect(page.getByTestId("templates-row")).toHaveCount(0);
});

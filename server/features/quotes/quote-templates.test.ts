import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../contracts/auth.ts";
import { TEMPLATE_MESSAGES } from "../../../contracts/quote-templates.ts";
import { products } from "../../db/schema/catalog.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { openForFile } from "../../test/app.ts";
import { sessionOf, withSession } from "../auth/auth-test-helpers.ts";
import { ADMIN } from "../requests/requests.test-support.ts";
import { api, quotesTestApp, requestWithTwoLines, staff } from "./quotes.test-support.ts";

/** 'Guardar como plantilla' / 'Usar plantilla' (issue 25, ADR 050). */

const t = openForFile(() => quotesTestApp());
const VENTAS = {
  name: "Vera Ventas",
  email: "vera.plantillas@andes.ec",
  password: "Vera-clave-2026",
  role: "ventas" as const,
};
let admin: Awaited<ReturnType<typeof staff>>;
let sales: (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) => ReturnType<typeof api>;
beforeAll(async () => {
  admin = await staff(t.app);
  await t.app.services.users.create(VENTAS);
  const headers = withSession(await sessionOf(t.app, VENTAS.email, VENTAS.password));
  sales = (method, url, payload) => api(t.app, method as "GET", url, payload, headers);
});

let n = 0;
/** A draft with two sections, a catalogue product at 0 %, one 'Consultar', one to be deleted, a free-text line. */
async function quoteToSave() {
  n++;
  const exempt = await createProduct(t.database.db, {
    sku: `TPL-A${n}`,
    name: `Libro técnico ${n}`,
    price: "40.00",
    iva_rate: 0,
  });
  const onRequest = await createProduct(t.database.db, {
    sku: `TPL-B${n}`,
    name: `Tablero ${n}`,
    price: null,
    price_text: "Consultar",
  });
  const doomed = await createProduct(t.database.db, { sku: `TPL-C${n}`, name: `Relé antiguo ${n}`, price: "9.00" });
  const r = await requestWithTwoLines(t);
  const draft = (await sales("POST", `/quotes/requests/${r.request.id}/quotes`)).body.data;
  const saved = await sales("PUT", `/quotes/${draft.id}`, {
    sections: [{ title: "Tablero principal" }, { title: "Repuestos", optional: true }],
    lines: [
      {
        productId: exempt.id,
        sku: exempt.sku,
        description: "Libro",
        quantity: 3,
        unitPrice: "35.00",
        discountPercent: 5,
        section: 0,
      },
      {
        productId: onRequest.id,
        sku: onRequest.sku,
        description: "Tablero",
        quantity: 1,
        unitPrice: "900.00",
        section: 0,
      },
      { productId: doomed.id, sku: doomed.sku, description: "Relé", quantity: 4, unitPrice: "8.00", section: 1 },
      { description: "Puesta en marcha", quantity: 1, unitPrice: "250.00", optional: true },
    ],
    deliveryTime: "10 días",
    paymentTerms: "Contado",
    notes: "Precios en USD",
  });
  expect(saved.status).toBe(200);
  return { quote: saved.body.data, exempt, onRequest, doomed };
}

describe("quote templates (issue 25)", () => {
  it("'Guardar como plantilla' (a 'ventas' user may) keeps lines, quantities, sections and terms, never prices", async () => {
    const { quote, exempt } = await quoteToSave();
    const res = await sales("POST", `/quotes/${quote.id}/template`, { name: "Tablero con repuestos 1" });
    expect([res.status, res.body.message]).toEqual([201, TEMPLATE_MESSAGES.saved]);
    const tpl = res.body.data;
    expect(tpl).toMatchObject({
      name: "Tablero con repuestos 1",
      lineCount: 4,
      sections: ["Tablero principal", "Repuestos"],
      createdBy: VENTAS.name,
      deliveryTime: "10 días",
      paymentTerms: "Contado",
      notes: "Precios en USD",
    });
    // Ungrouped lines come first (ADR 049), then each section's.
    expect(tpl.lines[0]).toEqual({
      productId: null,
      sku: null,
      description: "Puesta en marcha",
      quantity: 1,
      section: null,
      optional: true,
    });
    expect(tpl.lines[1]).toEqual({
      productId: exempt.id,
      sku: exempt.sku,
      description: "Libro",
      quantity: 3,
      section: 0,
      optional: false,
    });
    expect(JSON.stringify(tpl)).not.toMatch(/unitPrice|35\.00|900|discount/);
  });

  it("'Usar plantilla' prices the lines from the catalogue at the moment of use", async () => {
    const { quote, exempt, onRequest, doomed } = await quoteToSave();
    const tpl = (await sales("POST", `/quotes/${quote.id}/template`, { name: "Precios de hoy" })).body.data;
    // The catalogue changes after the template was saved.
    await t.database.db.update(products).set({ price: "42.50" }).where(eq(products.id, exempt.id));
    await t.database.db.delete(products).where(eq(products.id, doomed.id));

    const used = await sales("POST", `/quotes/templates/${tpl.id}/use`);
    expect(used.status).toBe(200);
    const u = used.body.data;
    expect(u.sections).toEqual([
      { title: "Tablero principal", optional: false },
      { title: "Repuestos", optional: true },
    ]);
    expect(
      u.lines.map((l: any) => [l.productId, l.description, l.quantity, l.unitPrice, l.ivaRate, l.section, l.optional]),
    ).toEqual([
      [null, "Puesta en marcha", 1, null, 15, null, true],
      [exempt.id, exempt.name, 3, "42.50", 0, 0, false],
      [onRequest.id, onRequest.name, 1, null, 15, 0, false],
      // Deleted since: a free-text line to price, keeping the code and text it had.
      [null, "Relé", 4, null, 15, 1, false],
    ]);
    expect(u.lines[3].sku).toBe(doomed.sku);
    expect(u.lines.every((l: any) => l.discountPercent === 0)).toBe(true);
    expect([u.deliveryTime, u.paymentTerms, u.notes]).toEqual(["10 días", "Contado", "Precios en USD"]);

    // The editor saves what it got into a new draft: the shape is the draft's own.
    const r = await requestWithTwoLines(t);
    const draft = (await sales("POST", `/quotes/requests/${r.request.id}/quotes`)).body.data;
    const saved = await sales("PUT", `/quotes/${draft.id}`, u);
    expect(saved.status).toBe(200);
    expect(saved.body.data.sections.map((s: any) => s.title)).toEqual(["Tablero principal", "Repuestos"]);
    expect(saved.body.data.lines[1].unitPrice).toBe("42.50");
  });

  it("lists templates by name, searchable without accents or case", async () => {
    const { quote } = await quoteToSave();
    await sales("POST", `/quotes/${quote.id}/template`, { name: "Automatización de bombas" });
    await sales("POST", `/quotes/${quote.id}/template`, { name: "Iluminación LED" });
    const found = (await sales("GET", `/quotes/templates?search=${encodeURIComponent("AUTOMATIZACION")}`)).body.data;
    expect(found.map((x: any) => x.name)).toEqual(["Automatización de bombas"]);
    const all = (await sales("GET", "/quotes/templates")).body.data.map((x: any) => x.name);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, "es", { sensitivity: "base" })));
    expect(all).toContain("Iluminación LED");
  });

  it("refuses a second template with the same name (case-insensitive, 409)", async () => {
    const { quote } = await quoteToSave();
    await sales("POST", `/quotes/${quote.id}/template`, { name: "Nombre único" });
    const again = await sales("POST", `/quotes/${quote.id}/template`, { name: "NOMBRE ÚNICO" });
    expect([again.status, again.body.error]).toEqual([409, TEMPLATE_MESSAGES.nameTaken]);
  });

  it("admins rename and delete templates; 'ventas' may not (403); each change is in the audit log", async () => {
    const { quote } = await quoteToSave();
    const tpl = (await sales("POST", `/quotes/${quote.id}/template`, { name: "Para renombrar" })).body.data;
    expect((await sales("PUT", `/quotes/templates/${tpl.id}`, { name: "Otro" })).body.error).toBe(
      AUTH_MESSAGES.forbidden,
    );
    expect((await sales("DELETE", `/quotes/templates/${tpl.id}`)).status).toBe(403);

    const renamed = await admin("PUT", `/quotes/templates/${tpl.id}`, { name: "Renombrada" });
    expect([renamed.status, renamed.body.data.name]).toEqual([200, "Renombrada"]);
    const del = await api(t.app, "DELETE" as "GET", `/quotes/templates/${tpl.id}`, undefined, await adminSession());
    expect([del.status, del.body.message]).toEqual([200, TEMPLATE_MESSAGES.deleted]);
    expect((await sales("GET", `/quotes/templates/${tpl.id}`)).status).toBe(404);
    expect((await sales("POST", `/quotes/templates/${tpl.id}/use`)).body.error).toBe(TEMPLATE_MESSAGES.notFound);

    const audit = (await admin("GET", `/audit?entity=quote_template&entityId=${tpl.id}`)).body.data.entries.reverse();
    expect(audit.map((e: any) => [e.action, e.user_name, e.changes.name])).toEqual([
      ["create", VENTAS.name, [null, "Para renombrar"]],
      ["update", ADMIN.name, ["Para renombrar", "Renombrada"]],
      ["delete", ADMIN.name, ["Renombrada", null]],
    ]);
  });
});

async function adminSession() {
  return withSession(await sessionOf(t.app, ADMIN.email, ADMIN.password));
}

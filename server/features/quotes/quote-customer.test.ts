import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { ID_MESSAGES } from "../../../contracts/customer-id.ts";
import { QUOTE_CUSTOMER_MESSAGES } from "../../../contracts/quote-customer.ts";
import { QUOTE_MESSAGES } from "../../../contracts/quotes.ts";
import { RUC_MESSAGES } from "../../../contracts/ruc.ts";
import { quotations } from "../../db/schema/requests.ts";
import { createTestApp, openForFile } from "../../test/app.ts";
import { ADMIN } from "../requests/requests.test-support.ts";
import { browserLogin, sessionCookieOf, sessionOf, withSession } from "../auth/auth-test-helpers.ts";
import { api, outboxOf, quotesTestApp, requestWithTwoLines, staff } from "./quotes.test-support.ts";

const t = openForFile(() => quotesTestApp());
let as: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  as = await staff(t.app);
});

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
}

const COMPANY_RUC = "1790011674001"; // private company, check digit holds
const UNVERIFIED_RUC = "1790011675001"; // third digit 9, neither modulo-11 check holds (ADR 035)

/** A request sent with this identification, and its first draft. */
async function draftFor(customerInfo: Record<string, unknown> = { idType: "ruc", ruc: COMPANY_RUC }) {
  const r = await requestWithTwoLines(t, {
    customerInfo: {
      name: "José Núñez",
      email: "jose.nunez@planta.ec",
      phone: "042345678",
      company: "Planta Guayas",
      ...customerInfo,
    },
  });
  const draft = (await as("POST", `/quotes/requests/${r.request.id}/quotes`)).body.data;
  return { ...r, draft };
}

const pricedLines = (draft: any) => draft.lines.map((l: any) => ({ ...l, unitPrice: l.unitPrice ?? "800.00" }));
const block = (over: Record<string, unknown> = {}) => ({
  name: "Ing. María Salazar",
  company: "Cerámica Andina S.A.",
  idType: "ruc",
  idNumber: COMPANY_RUC,
  address: "Km 4,5 vía a Daule, Guayaquil",
  attention: "Departamento de compras",
  ...over,
});
const save = (draft: any, customer: unknown) =>
  as("PUT", `/quotes/${draft.id}`, { lines: pricedLines(draft), customer });

describe("the quote's customer block (issue 22)", () => {
  it("a new draft takes the request's name, company and identification; address and 'Atención' start empty", async () => {
    const { draft } = await draftFor();
    expect(draft.customer).toEqual({
      name: "José Núñez",
      company: "Planta Guayas",
      idType: "ruc",
      idNumber: COMPANY_RUC,
      address: null,
      attention: null,
      idWarning: null,
    });
  });

  it("staff edit name, company, identification, address and 'Atención' on the draft", async () => {
    const { draft } = await draftFor();
    const res = await save(draft, block({ idNumber: "1790-0116-74001" }));
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toEqual({ ...block(), idWarning: null });
    expect((await as("GET", `/quotes/${draft.id}`)).body.data.customer).toMatchObject(block());
    // A save without the block keeps the stored one.
    const linesOnly = await as("PUT", `/quotes/${draft.id}`, { lines: pricedLines(draft) });
    expect(linesOnly.body.data.customer).toMatchObject(block());
  });

  it("a company RUC whose check digit does not match is accepted with the staff warning (ADR 035)", async () => {
    const { draft } = await draftFor();
    const res = await save(draft, block({ idNumber: UNVERIFIED_RUC }));
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({ idType: "ruc", idNumber: UNVERIFIED_RUC });
    expect(res.body.data.customer.idWarning).toBe("Dígito verificador no coincide: confirmar en el SRI");
  });

  it.each([
    ["RUC of 10 digits", { idType: "ruc", idNumber: "1710034065" }, ID_MESSAGES.rucLength],
    ["RUC refused by every rule", { idType: "ruc", idNumber: "1790011675000" }, ID_MESSAGES.rucInvalid],
    ["cédula with a wrong check digit", { idType: "cedula", idNumber: "1710034066" }, ID_MESSAGES.cedulaInvalid],
    ["cédula of 13 digits", { idType: "cedula", idNumber: COMPANY_RUC }, ID_MESSAGES.cedulaLength],
    ["passport over 20 characters", { idType: "pasaporte", idNumber: "X".repeat(21) }, ID_MESSAGES.passportMax],
    ["unknown type", { idType: "dni", idNumber: "12345678" }, ID_MESSAGES.typeInvalid],
    ["number without a type and of no length", { idType: null, idNumber: "12345" }, RUC_MESSAGES.length],
  ])("refuses a %s with its Spanish message (400), the stored block unchanged", async (_name, id, message) => {
    const { draft } = await draftFor();
    const res = await save(draft, block(id));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.details[0].field).toBe(id.idType === "dni" ? "customer.idType" : "customer.idNumber");
    expect((await as("GET", `/quotes/${draft.id}`)).body.data.customer.idNumber).toBe(COMPANY_RUC);
  });

  it("refuses a name under 2 characters and an address over 300", async () => {
    const { draft } = await draftFor();
    const res = await save(draft, block({ name: " J ", address: "a".repeat(301) }));
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: any) => [d.field, d.message])).toEqual([
      ["customer.name", QUOTE_CUSTOMER_MESSAGES.nameMin],
      ["customer.address", QUOTE_CUSTOMER_MESSAGES.addressMax],
    ]);
  });

  it("a passport is free text; consumidor final is always 9999999999999 whatever was typed", async () => {
    const { draft } = await draftFor();
    const passport = await save(draft, block({ idType: "pasaporte", idNumber: " PA-0012 345 " }));
    expect(passport.body.data.customer).toMatchObject({ idType: "pasaporte", idNumber: "PA-0012 345" });
    const final = await save(draft, block({ idType: "consumidor_final", idNumber: "123" }));
    expect(final.status).toBe(200);
    expect(final.body.data.customer).toMatchObject({ idType: "consumidor_final", idNumber: "9999999999999" });
  });

  it("each version keeps its own block: v1 never changes, v2 starts from v1's and is edited on its own", async () => {
    const { request, draft } = await draftFor();
    const v1Block = block({ idType: "cedula", idNumber: "1710034065", company: null });
    expect((await save(draft, v1Block)).status).toBe(200);
    expect((await as("POST", `/quotes/${draft.id}/send`)).status).toBe(200);
    // A sent version is read only.
    const late = await save(draft, block({ name: "Otro Cliente" }));
    expect([late.status, late.body.error]).toEqual([409, QUOTE_MESSAGES.notDraft]);

    const v2 = (await as("POST", `/quotes/requests/${request.id}/quotes`)).body.data;
    expect(v2.customer).toMatchObject({ name: v1Block.name, idType: "cedula", idNumber: "1710034065", company: null });
    const v2Block = block({ idType: "pasaporte", idNumber: "AB123456", attention: "Sr. Pablo Andrade" });
    expect((await save(v2, v2Block)).status).toBe(200);
    expect((await as("POST", `/quotes/${v2.id}/send`)).status).toBe(200);

    const versions = (await as("GET", `/quotes/requests/${request.id}/quotes`)).body.data;
    expect(versions.map((q: any) => [q.version, q.customer.idType, q.customer.idNumber])).toEqual([
      [2, "pasaporte", "AB123456"],
      [1, "cedula", "1710034065"],
    ]);
    // The PDFs print each version's own block, with the type.
    const v1Pdf = await pdfText((await as("GET", `/quotes/${draft.id}/pdf`)).raw);
    expect(v1Pdf).toContain("Tipo de identificación: Cédula");
    expect(v1Pdf).toContain("Identificación: 1710034065");
    expect(v1Pdf).not.toContain("AB123456");
    const v2Pdf = await pdfText((await as("GET", `/quotes/${v2.id}/pdf`)).raw);
    for (const expected of [
      "Nombre: Ing. María Salazar",
      "Empresa: Cerámica Andina S.A.",
      "Tipo de identificación: Pasaporte",
      "Identificación: AB123456",
      "Dirección: Km 4,5 vía a Daule, Guayaquil",
      "Atención: Sr. Pablo Andrade",
      "Email: jose.nunez@planta.ec",
    ])
      expect(v2Pdf).toContain(expected);
    expect(v2Pdf).not.toContain("1710034065");

    // The customer's status page shows the latest version's block; the request itself is unchanged.
    const [row] = await t.database.db.select().from(quotations).where(eq(quotations.id, request.id));
    const page = (await api(t.app, "GET", `/quote-status/${row.status_token}`)).body.data;
    expect(page.quote.customer).toEqual({
      name: "Ing. María Salazar",
      company: "Cerámica Andina S.A.",
      idType: "pasaporte",
      idNumber: "AB123456",
      address: "Km 4,5 vía a Daule, Guayaquil",
      attention: "Sr. Pablo Andrade",
    });
    expect([row.name, row.ruc, row.id_type]).toEqual(["José Núñez", COMPANY_RUC, "ruc"]);
  });

  it("the status page never carries the staff warning; the PDF prints 'Consumidor final'", async () => {
    const { request, draft } = await draftFor({ idType: "ruc", ruc: UNVERIFIED_RUC });
    expect(draft.customer.idWarning).toBe(RUC_MESSAGES.unverified);
    expect((await as("PUT", `/quotes/${draft.id}`, { lines: pricedLines(draft) })).status).toBe(200);
    expect((await as("POST", `/quotes/${draft.id}/send`)).status).toBe(200);
    const page = await api(t.app, "GET", `/quote-status/${request.status_token}`);
    expect(page.body.data.quote.customer).toMatchObject({ idType: "ruc", idNumber: UNVERIFIED_RUC });
    expect(JSON.stringify(page.body)).not.toContain("Dígito verificador");

    const v2 = (await as("POST", `/quotes/requests/${request.id}/quotes`)).body.data;
    await save(v2, block({ idType: "consumidor_final", idNumber: "", company: null }));
    const text = await pdfText((await as("GET", `/quotes/${v2.id}/pdf`)).raw);
    expect(text).toContain("Tipo de identificación: Consumidor final");
    expect(text).toContain("Identificación: 9999999999999");
  });
});

describe("the draft's PDF preview before 'Enviar al cliente' (issue 22, ADR 043)", () => {
  it("shows staff the draft as the customer will get it, framable by our own pages only, and sends nothing", async () => {
    const { request, draft } = await draftFor();
    await save(draft, block({ attention: "Sra. Lucía Mora" }));
    const res = await as("GET", `/quotes/${draft.id}/preview`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="${request.reference}-v1.pdf"`);
    // The API's policy with one change: our own pages may frame it.
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers["content-security-policy"]).not.toContain("frame-ancestors 'none'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = await pdfText(res.raw);
    expect(text).toContain(`${request.reference} v1`);
    expect(text).toContain("Atención: Sra. Lucía Mora");
    expect(text).toContain(`Identificación: ${COMPANY_RUC}`);

    // Nothing was sent: still a draft, no version, no quote mail, the request not 'cotizada'.
    const after = (await as("GET", `/quotes/${draft.id}`)).body.data;
    expect([after.status, after.version, after.sentAt]).toEqual(["draft", null, null]);
    expect((await outboxOf(t, request.id)).filter((m) => m.purpose.startsWith("quote-sent"))).toEqual([]);
    const [row] = await t.database.db.select().from(quotations).where(eq(quotations.id, request.id));
    expect(row.status).not.toBe("cotizada");
    // Every other API answer still refuses to be framed.
    const pdf = await as("GET", `/quotes/${draft.id}/pdf`);
    expect(pdf.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(pdf.headers["x-frame-options"]).toBe("DENY");
  });

  it("the panel's frame gets it with the browser's session cookie; anonymous is 401", async () => {
    const { draft } = await draftFor();
    const cookie = sessionCookieOf(await browserLogin(t.app, ADMIN.email, ADMIN.password));
    const framed = await t.app.inject({ method: "GET", url: `/api/quotes/${draft.id}/preview`, headers: { cookie } });
    expect([framed.statusCode, framed.headers["content-type"]]).toEqual([200, "application/pdf"]);
    const anonymous = await api(t.app, "GET", `/quotes/${draft.id}/preview`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers["content-type"]).toContain("json");
  });

  it("is for drafts only: a sent version answers 409 and keeps its own PDF", async () => {
    const { draft } = await draftFor();
    await save(draft, block());
    await as("POST", `/quotes/${draft.id}/send`);
    const res = await as("GET", `/quotes/${draft.id}/preview`);
    expect([res.status, res.body.error]).toEqual([409, QUOTE_MESSAGES.previewNotDraft]);
    expect((await as("GET", `/quotes/999999/preview`)).status).toBe(404);
  });

  it("a staff member who must still turn on two-step verification is refused (403)", async () => {
    const strict = await createTestApp({ STAFF_2FA: "all" });
    try {
      const sales = {
        name: "Vera Ventas",
        email: "vera@andes.ec",
        password: "Vera-clave-2026",
        role: "ventas" as const,
      };
      await strict.app.services.users.create(sales);
      const session = await sessionOf(strict.app, sales.email, sales.password);
      const res = await strict.app.inject({
        method: "GET",
        url: "/api/quotes/1/preview",
        headers: withSession(session),
      });
      expect(res.statusCode).toBe(403);
      expect(res.headers["content-type"]).toContain("json");
    } finally {
      await strict.close();
    }
  });
});

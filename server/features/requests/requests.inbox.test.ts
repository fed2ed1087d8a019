import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminHeaders, contactPayload, post, quotationPayload, twoProducts } from "./requests.test-support.ts";

let t: TestApp;
let headers: Record<string, string>;
const refs: Record<string, { id: number; reference: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  headers = await adminHeaders(t.app);
  const [a, b] = await twoProducts(t.database.db);
  refs.q = (
    await post(
      t.app,
      "/api/quotations/send",
      quotationPayload([
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 1 },
      ]),
    )
  ).body.data;
  refs.c = (
    await post(t.app, "/api/email/contact", contactPayload({ name: "Ñusta Quispe", company: '=HYPERLINK("x")' }))
  ).body.data;
  refs.s = (
    await post(t.app, "/api/email/services", contactPayload({ service: "Automatización industrial" }))
  ).body.data;
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url, headers });
  return {
    status: res.statusCode,
    body: res.headers["content-type"]?.toString().includes("json") ? JSON.parse(res.body) : res.body,
    res,
  };
};

describe("admin inbox API", () => {
  it("is admin only", async () => {
    for (const url of [
      "/api/requests",
      "/api/requests/counts",
      "/api/requests/export",
      `/api/requests/contact/${refs.c.id}`,
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });

  it("lists quotations and messages newest first, with filters, search and paging", async () => {
    const all = await get("/api/requests");
    expect(all.status).toBe(200);
    expect(all.body.data.requests.map((l: any) => l.reference)).toEqual([
      refs.s.reference,
      refs.c.reference,
      refs.q.reference,
    ]);
    expect(all.body.data.pagination).toEqual({ page: 1, perPage: 20, total: 3, totalPages: 1 });
    const q = all.body.data.requests[2];
    expect(q).toMatchObject({
      type: "quotation",
      total: "2520.99",
      itemCount: 2,
      status: "nueva",
      mailStatus: "pending",
    });

    expect((await get("/api/requests?type=services")).body.data.requests.map((l: any) => l.type)).toEqual(["services"]);
    expect((await get("/api/requests?search=nusta")).body.data.requests.map((l: any) => l.reference)).toEqual([
      refs.c.reference,
    ]);
    expect((await get(`/api/requests?search=${refs.q.reference.toLowerCase()}`)).body.data.requests).toHaveLength(1);
    expect((await get("/api/requests?search=planta%20guayas")).body.data.requests.map((l: any) => l.type)).toEqual([
      "quotation",
    ]);
    const page2 = await get("/api/requests?perPage=2&page=2");
    expect(page2.body.data.requests.map((l: any) => l.reference)).toEqual([refs.q.reference]);
    expect((await get("/api/requests?type=otro")).status).toBe(400);
  });

  it("detail has the lines and the mail delivery history", async () => {
    const d = await get(`/api/requests/quotation/${refs.q.id}`);
    expect(d.status).toBe(200);
    expect(d.body.data.items).toHaveLength(2);
    expect(d.body.data.items[0]).toMatchObject({
      quantity: 2,
      unitPrice: "1250.50",
      lineTotal: "2501.00",
      priceOnRequest: false,
    });
    expect(d.body.data.mails.map((m: any) => [m.purpose, m.status])).toEqual([
      ["sales-notification", "pending"],
      ["customer-confirmation", "pending"],
    ]);
    expect((await get(`/api/requests/contact/${refs.q.id + 999}`)).status).toBe(404);
    // A services consultation is not found under the contact type.
    expect((await get(`/api/requests/contact/${refs.s.id}`)).status).toBe(404);
  });

  it("status workflow and internal note; counts of new requests", async () => {
    expect((await get("/api/requests/counts")).body.data).toEqual({
      new: { quotation: 1, contact: 1, services: 1, total: 3 },
      all: { quotation: 1, contact: 1, services: 1, total: 3 },
      spam: 0,
      customerEvents: 0,
    });
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/requests/quotation/${refs.q.id}`,
      headers,
      payload: { status: "en_proceso", internalNote: "Llamar el lunes" },
    });
    expect(patch.statusCode).toBe(200);
    expect(JSON.parse(patch.body)).toMatchObject({
      message: "Solicitud actualizada",
      data: { status: "en_proceso", internalNote: "Llamar el lunes" },
    });
    const bad = await t.app.inject({
      method: "PATCH",
      url: `/api/requests/quotation/${refs.q.id}`,
      headers,
      payload: { status: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).error).toBe("Estado inválido");
    const empty = await t.app.inject({
      method: "PATCH",
      url: `/api/requests/quotation/${refs.q.id}`,
      headers,
      payload: {},
    });
    expect(JSON.parse(empty.body).error).toBe("Indica el estado o la nota interna");
    expect((await get("/api/requests/counts")).body.data.new).toEqual({
      quotation: 0,
      contact: 1,
      services: 1,
      total: 2,
    });
    expect((await get("/api/requests?status=en_proceso")).body.data.requests.map((l: any) => l.id)).toEqual([
      refs.q.id,
    ]);
  });

  it("exports CSV (UTF-8, formulas defused) and xlsx", async () => {
    const csv = await get("/api/requests/export?format=csv");
    expect(csv.status).toBe(200);
    expect(csv.res.headers["content-type"]).toContain("text/csv");
    const text = csv.res.body;
    expect(text.startsWith("\uFEFFReferencia,Tipo,Fecha")).toBe(true);
    expect(text).toContain("Ñusta Quispe");
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text.trim().split("\r\n")).toHaveLength(4);

    const xlsx = await t.app.inject({ method: "GET", url: "/api/requests/export?format=xlsx&type=quotation", headers });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as any);
    const ws = wb.getWorksheet("Solicitudes")!;
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(1).value).toBe(refs.q.reference);
    expect(ws.getRow(2).getCell(11).value).toBe(2520.99);
  });
});

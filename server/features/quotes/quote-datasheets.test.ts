import { PDFDocument, PDFDict, type PDFHexString, PDFName } from "@cantoo/pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { datasheetPdf, type DatasheetFacts } from "../../db/seed/datasheet-pdf.ts";
import { openForFile } from "../../test/app.ts";
import { adminHeaders } from "../requests/requests.test-support.ts";
import { pdf, uploadDocument } from "../documents/documents.test-support.ts";
import { appendDatasheets } from "./quote-datasheets.ts";
import { api, quotesTestApp, requestWithTwoLines } from "./quotes.test-support.ts";

const facts = (n: number): DatasheetFacts => ({
  name: `Variador de prueba ${n}`,
  sku: `VAR-${n}`,
  skuEc: `EC-VAR-${n}`,
  brand: "Marca",
  category: "Variadores",
  subcategory: "Uso general",
  series: "S1",
  description: `Ficha del variador ${n}.`,
  values: [["Potencia", `${n} kW`]],
  features: ["Compacto"],
});

async function onePagePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text, { x: 50, y: 700 });
  return Buffer.from(await doc.save());
}

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: false })).text as string[];
}

/** The bookmarks' titles, in order, read from the outline dictionaries. */
async function bookmarks(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const outlines = doc.catalog.lookup(PDFName.of("Outlines"), PDFDict);
  const titles: string[] = [];
  for (let item = outlines.lookup(PDFName.of("First")); item instanceof PDFDict;) {
    titles.push((item.lookup(PDFName.of("Title")) as PDFHexString).decodeText());
    item = item.lookup(PDFName.of("Next"));
  }
  return titles;
}

describe("appendDatasheets (issue 25)", () => {
  it("puts each datasheet after the quote, in order, with a bookmark for the quote and one per product", async () => {
    const quote = await onePagePdf("COTIZACION COT-1");
    const sheets = [
      { title: "VAR-1 — Variador de prueba 1", pdf: await datasheetPdf(facts(1)) },
      { title: "VAR-2 — Variador de prueba 2", pdf: await datasheetPdf(facts(2)) },
    ];
    const out = await appendDatasheets(quote, sheets);
    expect(out.appended).toEqual(sheets.map((s) => s.title));
    expect(out.skipped).toEqual([]);
    const pages = await pageTexts(out.pdf);
    expect(pages[0]).toContain("COTIZACION COT-1");
    const first = pages.findIndex((p) => p.includes("Variador de prueba 1"));
    const second = pages.findIndex((p) => p.includes("Variador de prueba 2"));
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(await bookmarks(out.pdf)).toEqual(["Cotización", ...sheets.map((s) => s.title)]);
  });

  it("leaves out a file that is not a readable PDF, names it, and still gives the quote", async () => {
    const quote = await onePagePdf("COTIZACION COT-2");
    const out = await appendDatasheets(quote, [
      { title: "Dañada", pdf: new TextEncoder().encode("%PDF-1.4 esto no es un pdf") },
      { title: "Buena", pdf: await onePagePdf("FICHA BUENA") },
    ]);
    expect(out.skipped).toEqual(["Dañada"]);
    expect(out.appended).toEqual(["Buena"]);
    const pages = await pageTexts(out.pdf);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain("FICHA BUENA");
  });

  it("returns the quote as it was when there is nothing to append", async () => {
    const quote = await onePagePdf("COTIZACION COT-3");
    const out = await appendDatasheets(quote, []);
    expect(await pageTexts(out.pdf)).toHaveLength(1);
    expect(out.appended).toEqual([]);
  });
});

describe("'Adjuntar fichas técnicas' and the status page's documents (issue 25)", () => {
  const t = openForFile(() => quotesTestApp());

  it("lists the quoted products' documents on the status page and appends their datasheets to the PDF", async () => {
    const headers = await adminHeaders(t.app);
    const as = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
      api(t.app, method, url, payload, headers);
    const r = await requestWithTwoLines(t);
    const sheet = await datasheetPdf(facts(7));
    const uploaded = await uploadDocument(
      t.app,
      r.priced.id,
      sheet,
      { title: "Ficha técnica VF", type: "datasheet", filename: "ficha.pdf", fileType: "application/pdf" },
      headers,
    );
    expect(uploaded.status).toBe(201);
    const manual = await uploadDocument(
      t.app,
      r.priced.id,
      pdf("Manual"),
      { title: "Manual de usuario", type: "manual", filename: "manual.pdf", fileType: "application/pdf" },
      headers,
    );
    expect(manual.status).toBe(201);

    const draft = (await as("POST", `/quotes/requests/${r.request.id}/quotes`)).body.data;
    expect(draft.attachDatasheets).toBe(false);
    const lines = draft.lines.map((l: any) => ({ ...l, unitPrice: l.unitPrice ?? "800.00" }));
    const saved = await as("PUT", `/quotes/${draft.id}`, { lines, attachDatasheets: true });
    expect([saved.status, saved.body.data.attachDatasheets]).toEqual([200, true]);
    expect((await as("POST", `/quotes/${draft.id}/send`)).status).toBe(200);

    const page = (await api(t.app, "GET", `/quote-status/${r.request.status_token}`)).body.data;
    expect(page.documents.map((d: any) => [d.sku, d.title, d.type])).toEqual([
      [r.priced.sku, "Ficha técnica VF", "Ficha técnica"],
      [r.priced.sku, "Manual de usuario", "Manual"],
    ]);
    const download = await t.app.inject({ method: "GET", url: page.documents[0].url });
    expect(download.statusCode).toBe(200);

    const file = await api(t.app, "GET", `/quote-status/${r.request.status_token}/pdf`);
    expect(file.status).toBe(200);
    const pages = await pageTexts(file.raw);
    expect(pages.some((p) => p.includes("Variador de prueba 7"))).toBe(true);
    expect(await bookmarks(file.raw)).toEqual(["Cotización", `${r.priced.sku} — Ficha técnica VF`]);

    // A new version keeps the choice.
    const v2 = (await as("POST", `/quotes/requests/${r.request.id}/quotes`)).body.data;
    expect(v2.attachDatasheets).toBe(true);
  });
});

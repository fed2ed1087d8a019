import { PDFDocument, PDFDict, type PDFHexString, PDFName } from "@cantoo/pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { datasheetPdf, type DatasheetFacts } from "../../db/seed/datasheet-pdf.ts";
import { appendDatasheets } from "./quote-datasheets.ts";

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

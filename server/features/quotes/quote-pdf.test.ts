import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_A_SALES_DOCUMENT } from "../../../contracts/quotes.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { quotesTestApp, sentQuote, staff } from "./quotes.test-support.ts";

let t: Awaited<ReturnType<typeof quotesTestApp>>;
let as: Awaited<ReturnType<typeof staff>>;
const logo = path.join(os.tmpdir(), `quote-logo-${process.pid}.png`);
beforeAll(async () => {
  await sharp({ create: { width: 120, height: 60, channels: 3, background: "#1d4ed8" } })
    .png()
    .toFile(logo);
  t = await quotesTestApp({
    COMPANY_RUC: "0992339411001",
    COMPANY_EMAIL: "cotizaciones@andes.test",
    COMPANY_LOGO: logo,
  });
  as = await staff(t.app);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(logo, { force: true });
});

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, " ") };
}

const line = (n: number, over: Record<string, unknown> = {}) => ({
  sku: `SKU-${n}`,
  description: `Relé térmico «Ñandú» ${n}`,
  quantity: 3,
  unitPrice: "0.35",
  discountPercent: 10,
  ...over,
});

describe("the quote PDF (read back as text)", () => {
  it("has the header, customer, reference and version, accents, lines, IVA breakdown and totals", async () => {
    const { request, quote } = await sentQuote(t, as, [
      line(1),
      line(2),
      { description: "Puesta en marcha en planta (Durán)", quantity: 1, unitPrice: "100.00", ivaRate: 0 },
    ]);
    const res = await as("GET", `/quotes/${quote.id}/pdf`);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${request.reference}-v1.pdf"`);
    const { pages, text } = await pdfText(res.raw);
    expect(pages).toBe(1);
    expect(res.raw.includes("/Subtype /Image")).toBe(true); // the configured logo
    for (const expected of [
      "Andes Automatización Industrial",
      "RUC: 0992339411001",
      "cotizaciones@andes.test",
      "COTIZACIÓN",
      `${request.reference} v1`,
      "Válida hasta:",
      "Nombre: José Núñez",
      "Relé térmico «Ñandú» 1",
      "Puesta en marcha en planta (Durán)",
      "# SKU Descripción Cant. P. unitario Desc. IVA Total",
      "$0,35 10 % 15 % $0,95",
      "1 SKU-1 Relé térmico «Ñandú» 1",
      "2 SKU-2 Relé térmico «Ñandú» 2",
      "3 Puesta en marcha en planta (Durán) 1 $100,00 — 0 % $100,00",
      "Subtotal $102,10",
      "Descuento -$0,20",
      "Subtotal 0% $100,00",
      "Subtotal 15% $1,90",
      "IVA 15% $0,29",
      "TOTAL $102,19",
      "Tiempo de entrega 15 días laborables",
      "Página 1 de 1",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints one subtotal and one IVA line per rate (the products' own rates), and that it is no comprobante de venta", async () => {
    const exempt = await createProduct(t.database.db, { sku: "LIB-0", iva_rate: 0, price: "40.00" });
    const reduced = await createProduct(t.database.db, { sku: "MED-5", iva_rate: 5, price: "20.00" });
    const { quote } = await sentQuote(t, as, [
      { productId: exempt.id, sku: "LIB-0", description: "Libro técnico", quantity: 2, unitPrice: "40.00" },
      { productId: reduced.id, sku: "MED-5", description: "Insumo a tarifa reducida", quantity: 1, unitPrice: "20.00" },
      { sku: "SRV-1", description: "Puesta en marcha", quantity: 1, unitPrice: "100.00" },
    ]);
    const { text } = await pdfText((await as("GET", `/quotes/${quote.id}/pdf`)).raw);
    for (const expected of [
      "1 LIB-0 Libro técnico 2 $40,00 — 0 % $80,00",
      "2 MED-5 Insumo a tarifa reducida 1 $20,00 — 5 % $20,00",
      "3 SRV-1 Puesta en marcha 1 $100,00 — 15 % $100,00",
      "Subtotal $200,00 Subtotal 0% $80,00 Subtotal 5% $20,00 Subtotal 15% $100,00 IVA 5% $1,00 IVA 15% $15,00 TOTAL $216,00",
      NOT_A_SALES_DOCUMENT,
    ])
      expect(text).toContain(expected);
    // No discount on any line: no 'Descuento' row.
    expect(text).not.toContain("Descuento");
  });

  it("never breaks a long SKU mid-code, and names the city once in the company address", async () => {
    const { quote } = await sentQuote(t, as, [
      line(1, { sku: "6ES7214-1AG40-0XB0" }),
      line(2, { sku: "3RT2026-1BB40" }),
    ]);
    const { text } = await pdfText((await as("GET", `/quotes/${quote.id}/pdf`)).raw);
    expect(text).toContain("1 6ES7214-1AG40-0XB0 Relé");
    expect(text).toContain("2 3RT2026-1BB40 Relé");
    expect(text).toContain("Edificio Torres del Norte, Guayaquil, Ecuador");
    expect(text.split("Guayaquil").length - 1).toBe(1);
  });

  it("a 100-line quote runs over several pages, repeating the table header, numbered 'Página N de M'", async () => {
    const lines = Array.from({ length: 100 }, (_, n) => line(n + 1));
    const { quote } = await sentQuote(t, as, lines);
    const { pages, text } = await pdfText((await as("GET", `/quotes/${quote.id}/pdf`)).raw);
    expect(pages).toBeGreaterThan(1);
    expect(text.split("# SKU Descripción Cant.").length - 1).toBeGreaterThanOrEqual(pages - 1);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text).toContain("Relé térmico «Ñandú» 100");
    expect(text).toContain("TOTAL $109,25"); // 100 × 0.95 = 95.00 + 15 % = 14.25
  });
});

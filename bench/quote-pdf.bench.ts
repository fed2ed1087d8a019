import { performance } from "node:perf_hooks";
import { totalsView } from "../contracts/quotes.ts";
import { datasheetPdf } from "../server/db/seed/datasheet-pdf.ts";
import { appendDatasheets } from "../server/features/quotes/quote-datasheets.ts";
import { renderQuotePdf, type QuotePdfData } from "../server/features/quotes/quote-pdf.ts";

/**
 * Quote PDF generation (pdfkit) for 10 and 100 lines: median time per document and its size; then
 * issue 25's figure, 100 lines with 10 datasheets appended, against the 100-line quote alone.
 */

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 20);

function quoteWith(n: number): QuotePdfData {
  const lines = Array.from({ length: n }, (_, i) => ({
    id: i,
    position: i + 1,
    productId: null,
    sku: `6SL3210-1KE21-${String(i).padStart(3, "0")}`,
    description: `Variador de frecuencia SINAMICS G120C 5,5 kW, filtro clase A, línea ${i + 1} — instalación en tablero`,
    quantity: 1 + (i % 7),
    unitPrice: "1250.50",
    discountPercent: i % 3 ? "0" : "2.5",
    ivaRate: i % 5 ? 15 : 0,
    lineTotal: "1250.50",
    section: null,
    optional: false,
  }));
  return {
    company: {
      name: "Andes Automatización Industrial",
      ruc: "0992339411001",
      address: "Av. Juan Tanca Marengo km 2.5, Edificio Torres del Norte, Guayaquil",
      city: "Guayaquil, Ecuador",
      phone: "593991234567",
      email: "ventas@andesautomatizacion.ec",
    },
    customer: {
      name: "José Núñez",
      company: "Cerámica Andina S.A.",
      idType: "ruc",
      idNumber: "1790011674001",
      address: "Km 4,5 vía a Daule, Guayaquil",
      attention: "Departamento de compras",
      email: "jose@ceramica.ec",
      phone: "042345678",
    },
    quote: {
      label: "COT-2026-000123 v2",
      validUntil: "2026-12-08",
      lines,
      totals: totalsView(lines),
      deliveryTime: "15 días laborables",
      paymentTerms: "50 % anticipo, saldo contra entrega",
      notes: "Precios en dólares de los Estados Unidos.",
    },
    date: new Date(),
  };
}

export async function runQuotePdfBench() {
  await renderQuotePdf(quoteWith(1)); // loads pdfkit's font metrics once, as a running server has
  for (const n of [10, 100]) {
    const data = quoteWith(n);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      bytes = (await renderQuotePdf(data)).length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))];
    console.log(
      `${n} líneas: mediana ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KB (${RUNS} corridas)`,
    );
  }
  await withDatasheets();
}

const stats = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] };
};

/** 'Adjuntar fichas técnicas': the 100-line quote and ten two-page demo datasheets, in one file. */
async function withDatasheets() {
  const sheets = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => ({
      title: `6SL3210-1KE21-${String(i).padStart(3, "0")} — Ficha técnica`,
      pdf: await datasheetPdf({
        name: `Variador SINAMICS G120C ${i + 1}`,
        sku: `6SL3210-1KE21-${String(i).padStart(3, "0")}`,
        skuEc: `EC-SIE-${i}`,
        brand: "Siemens",
        category: "Variadores de frecuencia",
        subcategory: "Uso general",
        series: "G120C",
        description: "Variador compacto para aplicaciones de uso general, con filtro clase A integrado.",
        values: [
          ["Potencia", "5,5 kW"],
          ["Voltaje", "380-480 VAC"],
        ],
        features: ["Safe Torque Off", "PROFINET"],
      }),
    })),
  );
  const data = quoteWith(100);
  await appendDatasheets(await renderQuotePdf(quoteWith(1)), sheets.slice(0, 1)); // loads pdf-lib once
  const alone: number[] = [];
  const joined: number[] = [];
  let sizes = { alone: 0, joined: 0, pages: 0 };
  for (let i = 0; i < RUNS; i++) {
    let t0 = performance.now();
    const quote = await renderQuotePdf(data);
    alone.push(performance.now() - t0);
    t0 = performance.now();
    const out = await appendDatasheets(await renderQuotePdf(data), sheets);
    joined.push(performance.now() - t0);
    sizes = { alone: quote.length, joined: out.pdf.length, pages: out.appended.length };
  }
  const [a, j] = [stats(alone), stats(joined)];
  console.log(
    `100 líneas + ${sizes.pages} fichas técnicas: mediana ${j.median.toFixed(1)} ms, p95 ${j.p95.toFixed(1)} ms, ` +
      `${(sizes.joined / 1024).toFixed(1)} KB — la cotización sola ${a.median.toFixed(1)} ms, ` +
      `${(sizes.alone / 1024).toFixed(1)} KB (${(j.median / a.median).toFixed(2)}× el tiempo)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runQuotePdfBench();

import { performance } from "node:perf_hooks";
import { totalsView } from "../contracts/quotes.ts";
import { renderQuotePdf, type QuotePdfData } from "../server/features/quotes/quote-pdf.ts";

/** Quote PDF generation (pdfkit) for 10 and 100 lines: median time per document and its size. */

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
}

if (import.meta.url === `file://${process.argv[1]}`) await runQuotePdfBench();

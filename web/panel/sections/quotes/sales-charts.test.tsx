import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuoteTotalsBlock } from "./quote-totals-block.tsx";
import type { SalesStats } from "./quotes-api.ts";
import { SalesFigures } from "./sales-charts.tsx";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("sales figures", () => {
  const stats: SalesStats = {
    weeks: 12,
    requestsPerWeek: [
      { week: "2026-11-09", requests: 5 },
      { week: "2026-11-16", requests: 2 },
    ],
    quotes: { sent: 4, accepted: 1, rejected: 1, expired: 0 },
    acceptanceRate: 50,
    quotedThisMonth: "12345.60",
    acceptedThisMonth: "115.00",
    medianHoursToFirstQuote: 2.25,
    topProducts: [{ productId: 1, name: "Variador", sku: "VF-1", requests: 3, quantity: 7 }],
  };

  it("shows the counts, the rate, this month's money in es-EC and the median in hours", () => {
    const t = text(renderToStaticMarkup(<SalesFigures stats={stats} />));
    expect(t).toContain("Cotizaciones enviadas 4");
    expect(t).toContain("Tasa de aceptación 50 %");
    expect(t).toContain("Cotizado este mes $12.345,60");
    expect(t).toContain("Aceptado este mes $115,00");
    expect(t).toContain("Mediana hasta la primera cotización 2,3 h");
    expect(t).toContain("Variador (VF-1)");
  });

  it("keeps the weeks in calendar order, not sorted by height", () => {
    const t = text(renderToStaticMarkup(<SalesFigures stats={stats} />));
    expect(t.indexOf("9 nov")).toBeLessThan(t.indexOf("16 nov"));
    expect(t).toContain("Semana del 9 nov: 5 solicitudes");
  });

  it("says '—' when there is nothing to rate yet", () => {
    const t = text(
      renderToStaticMarkup(<SalesFigures stats={{ ...stats, acceptanceRate: null, medianHoursToFirstQuote: null }} />),
    );
    expect(t).toContain("Tasa de aceptación —");
  });
});

describe("quote totals block", () => {
  it("always prints 'Subtotal 0%', then each rate's base and IVA, with the total (contracts' totalsRows)", () => {
    const t = text(
      renderToStaticMarkup(
        <QuoteTotalsBlock
          totals={{
            subtotal: 10210n,
            discountTotal: 20n,
            net: 10190n,
            byRate: [{ rate: 15, baseCents: 10190n, ivaCents: 1529n }],
            ivaTotal: 1529n,
            total: 11719n,
            unpricedLines: 1,
          }}
        />,
      ),
    );
    expect(t).toContain("Subtotal $102,10");
    expect(t).toContain("Descuento -$0,20");
    expect(t).toContain("Subtotal 0% $0,00");
    expect(t).toContain("Subtotal 15% $101,90");
    expect(t).toContain("IVA 15% $15,29");
    expect(t).toContain("Total $117,19");
    expect(t).toContain("1 línea sin precio no está sumada.");
  });
});

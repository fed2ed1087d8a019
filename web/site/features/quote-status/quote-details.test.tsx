import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";
import { QuoteDetails } from "./quote-details.tsx";

type Quote = NonNullable<QuoteStatusView["quote"]>;

const totals = (net: string, iva: string, total: string) => ({
  subtotal: net,
  discountTotal: "0.00",
  net,
  byRate: [{ rate: 15, label: "15%", base: net, iva }],
  ivaTotal: iva,
  total,
  unpricedLines: 0,
});

const line = (position: number, description: string, price: string, section: number, optional = false) => ({
  position,
  sku: null,
  description,
  quantity: 1,
  unitPrice: price,
  discountPercent: "0",
  ivaRate: 15,
  lineTotal: price,
  section,
  optional,
});

const quote: Quote = {
  version: 1,
  label: "COT-2026-000001 v1",
  status: "sent",
  sentAt: "2026-11-26T15:00:00.000Z",
  validUntil: "2026-12-26",
  deliveryTime: null,
  paymentTerms: null,
  notes: null,
  customer: { name: "Marta", company: null, idType: null, idNumber: null, address: null, attention: null },
  acceptedBy: null,
  purchaseOrder: null,
  rejectedReason: null,
  decidedAt: null,
  lines: [
    line(1, "Tablero 400 A", "100.00", 0),
    line(2, "Repuesto opcional", "50.00", 1, true),
    line(3, "Cable de control", "20.00", 1),
  ],
  sections: [
    { position: 0, title: "Tablero principal", optional: false, subtotal: "100.00", optionalSubtotal: "0.00" },
    { position: 1, title: "Repuestos", optional: false, subtotal: "20.00", optionalSubtotal: "50.00" },
  ],
  totals: totals("120.00", "18.00", "138.00"),
  acceptedOptionalLines: null,
  acceptedTotals: null,
  pdfUrl: "/api/quote-status/t/pdf",
};

const render = (q: Quote, ticked?: number[]) =>
  renderToStaticMarkup(
    <QuoteDetails quote={q} earlier={[]} choice={ticked && { ticked, onToggle: () => undefined }} />,
  );
/** The attributes of the checkbox of the line at `position`. */
const checkbox = (html: string, position: number) =>
  new RegExp(`<input id="opcional-${position}"[^>]*>`).exec(html)?.[0] ?? "";
const totalOf = (html: string, testId: string) => new RegExp(`data-testid="${testId}">([^<]+)<`).exec(html)?.[1];

describe("the status page's quote with sections and optional lines (ADR 049)", () => {
  it("prints each section's title and subtotal, and the optional line as a field of the accept form", () => {
    const html = render(quote, []);
    expect(html).toContain("Tablero principal");
    expect(html).toContain('Subtotal Repuestos</span><span class="tabular-nums">$20,00');
    expect(html).toContain('Opcionales (no incluidos en el total)</span><span class="tabular-nums">$50,00');
    // In the first HTML too: a checkbox named for the accept body, tied to the accept form.
    for (const attr of ['type="checkbox"', 'name="optionalLines"', 'value="2"', 'form="aceptar-cotizacion"'])
      expect(checkbox(html, 2)).toContain(attr);
    expect(checkbox(html, 2)).not.toContain("checked");
    expect(totalOf(html, "status-total")).toBe("$138,00");
  });

  it("counts a ticked optional line in the total", () => {
    const html = render(quote, [2]);
    expect(checkbox(html, 2)).toContain('checked=""');
    expect(totalOf(html, "status-total")).toBe("$195,50");
  });

  it("an optional section has one tick for all its lines, ticked when they all are", () => {
    const optionalSection = {
      ...quote,
      lines: [
        line(1, "Tablero 400 A", "100.00", 0),
        line(2, "Repuesto A", "50.00", 1, true),
        line(3, "Repuesto B", "20.00", 1, true),
      ],
      sections: [
        quote.sections[0],
        { ...quote.sections[1], optional: true, subtotal: "0.00", optionalSubtotal: "70.00" },
      ],
    };
    const box = (html: string) => /<input[^>]*data-testid="status-section-checkbox"[^>]*>/.exec(html)?.[0] ?? "";
    expect(render(optionalSection, [])).toContain("Incluir toda la sección Repuestos");
    expect(box(render(optionalSection, [2]))).not.toContain("checked");
    expect(box(render(optionalSection, [2, 3]))).toContain('checked=""');
    expect(totalOf(render(optionalSection, [2, 3]), "status-total")).toBe("$195,50");
    expect(render(quote, [])).not.toContain("status-section-checkbox");
  });

  it("after acceptance: no checkboxes, the line marked chosen, the offer's total and the accepted one", () => {
    const accepted = {
      ...quote,
      status: "accepted" as const,
      acceptedOptionalLines: [2],
      acceptedTotals: totals("170.00", "25.50", "195.50"),
    };
    const html = render(accepted);
    expect(html).not.toContain('type="checkbox"');
    expect(html).toContain("Opcional · elegida");
    expect(totalOf(html, "status-total")).toBe("$138,00");
    expect(totalOf(html, "status-accepted-total")).toBe("$195,50");
    expect(render({ ...accepted, acceptedOptionalLines: [], acceptedTotals: quote.totals })).toContain(
      "Opcional · no elegida",
    );
  });
});

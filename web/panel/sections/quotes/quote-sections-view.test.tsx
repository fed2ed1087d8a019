import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { QuoteView } from "../../../../contracts/quotes.ts";
import { QuoteApprovalNotice } from "./quote-approval-notice.tsx";
import { blankLine } from "./quote-draft.ts";
import { QuoteLinesTable } from "./quote-lines-table.tsx";
import { QuoteVersions } from "./quote-versions.tsx";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const none = () => {};

describe("sections and optional lines on screen", () => {
  it("the editor's table groups lines under their sections with a subtotal each and labelled up/down buttons", () => {
    const sections = [
      { key: "a", title: "Tablero principal", optional: false },
      { key: "b", title: "Repuestos", optional: false },
    ];
    const lines = [
      blankLine(15, { description: "Breaker", unitPrice: "100", discountPercent: "20", section: "a" }),
      blankLine(0, { description: "Fusible", unitPrice: "40", section: "b" }),
      blankLine(15, { description: "Manual", unitPrice: "25", section: "b", optional: true }),
    ];
    const html = renderToStaticMarkup(
      <QuoteLinesTable
        lines={lines}
        sections={sections}
        invalid={new Set()}
        onChange={none}
        onRemove={none}
        onMove={none}
        onAssign={none}
        onSectionChange={none}
        onSectionMove={none}
        onSectionRemove={none}
      />,
    );
    const t = text(html);
    expect(t).toContain("Subtotal Tablero principal $80,00");
    expect(t).toContain("Subtotal Repuestos $40,00");
    expect(t).toContain("Opcionales de Repuestos (no incluidos en el total) $25,00");
    for (const label of ["Subir línea 3", "Bajar línea 2", "Subir sección 2", "Bajar sección 1", "Opcional, línea 3"])
      expect(html).toContain(`aria-label="${label}"`);
    // The first line of a section cannot go up, the last section cannot go down.
    const disabled = (label: string) => new RegExp(`<button[^>]*disabled=""[^>]*aria-label="${label}"`).test(html);
    expect(disabled("Subir línea 1")).toBe(true);
    expect(disabled("Bajar sección 2")).toBe(true);
    expect(disabled("Subir línea 3")).toBe(false);
  });

  it("a salesperson sees why the draft waits and 'Solicitar aprobación'; a returned one shows the admin's note", () => {
    const approval = {
      discountExceeds: true,
      largestDiscount: 20,
      limit: 15,
      status: "returned" as const,
      note: "Máximo 18 %",
      requestedBy: "Vera",
      requestedAt: null,
      decidedBy: "Admin",
      decidedAt: null,
    };
    const t = text(
      renderToStaticMarkup(<QuoteApprovalNotice approval={approval} role="ventas" busy={false} onRequest={none} />),
    );
    expect(t).toContain("Descuento mayor al 15 %: requiere aprobación de un administrador");
    expect(t).toContain("Devuelta: Máximo 18 %");
    expect(t).toContain("Solicitar aprobación");
    const admin = renderToStaticMarkup(
      <QuoteApprovalNotice approval={{ ...approval, status: null }} role="admin" busy={false} onRequest={none} />,
    );
    expect(admin).toBe("");
  });

  it("a sent version shows its sections and the customer's accepted choice with its totals", () => {
    const line = (position: number, description: string, section: number | null, optional: boolean) => ({
      id: position,
      position,
      productId: null,
      sku: null,
      description,
      quantity: 1,
      unitPrice: "10.00",
      discountPercent: "0",
      ivaRate: 15,
      lineTotal: "10.00",
      section,
      optional,
    });
    const totals = (total: string) => ({
      subtotal: "10.00",
      discountTotal: "0.00",
      net: "10.00",
      byRate: [{ rate: 15, label: "Subtotal 15%", base: "10.00", iva: "1.50" }],
      ivaTotal: "1.50",
      total,
      unpricedLines: 0,
    });
    const q = {
      id: 1,
      label: "COT-2026-000001 v1",
      status: "accepted",
      validUntil: "2099-12-31",
      customer: { name: "Ana", company: null, idType: null, idNumber: null, address: null, attention: null },
      acceptedBy: "Ana",
      purchaseOrder: null,
      decidedAt: null,
      deliveryTime: null,
      paymentTerms: null,
      notes: null,
      lines: [line(1, "Breaker", 0, false), line(2, "Manual", 0, true), line(3, "Guante", 0, true)],
      sections: [{ position: 0, title: "Tablero", optional: false, subtotal: "10.00", optionalSubtotal: "20.00" }],
      totals: totals("11.50"),
      acceptedOptionalLines: [2],
      acceptedTotals: totals("23.00"),
    } as unknown as QuoteView;
    const t = text(renderToStaticMarkup(<QuoteVersions versions={[q]} onPdf={none} onSaveTemplate={none} />));
    expect(t).toContain("Tablero");
    expect(t).toContain("Subtotal Tablero (opcionales aparte: $20,00) $10,00");
    expect(t).toContain("Manual Opcional: elegida por el cliente");
    expect(t).toContain("Guante Opcional: no elegida por el cliente");
    expect(t).toContain("Aceptada con las líneas opcionales 2");
    expect(t).toContain("$23,00");
    expect(t).toContain("Guardar como plantilla");
  });
});

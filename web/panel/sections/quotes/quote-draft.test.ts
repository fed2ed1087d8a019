import { describe, expect, it } from "vitest";
import { ID_MESSAGES } from "../../../../contracts/customer-id.ts";
import { QUOTE_MESSAGES, type QuoteView } from "../../../../contracts/quotes.ts";
import { checkDraft } from "./quote-draft-check.ts";
import {
  blankLine,
  draftBody,
  draftFromQuote,
  draftTotals,
  lineTotalCents,
  normalizeDecimal,
  type Draft,
} from "./quote-draft.ts";

const terms = { validUntil: "2099-12-31", deliveryTime: "", paymentTerms: "", notes: "", attachDatasheets: false };
const customer = { name: "José Núñez", company: "", idType: "", idNumber: "", address: "", attention: "" };
const draft = (lines: Draft["lines"], c = customer): Draft => ({ lines, terms, customer: c });

describe("the quote editor's working copy", () => {
  it("reads prices the way staff type them in Ecuador", () => {
    expect(normalizeDecimal("1.250,50")).toBe("1250.50");
    expect(normalizeDecimal("$ 1250.5")).toBe("1250.5");
    expect(normalizeDecimal("0,35")).toBe("0.35");
  });

  it("totals in cents: rounded per line, 'Subtotal 0%' and 'Subtotal 15%' apart, unpriced lines left out", () => {
    const lines = [
      blankLine(15, { description: "Cable", quantity: "3", unitPrice: "0,35", discountPercent: "10" }),
      blankLine(15, { description: "Cable", quantity: "3", unitPrice: "0,35", discountPercent: "10" }),
      blankLine(0, { description: "Puesta en marcha", unitPrice: "100" }),
      blankLine(15, { description: "Tablero" }),
    ];
    expect(lines.map(lineTotalCents)).toEqual([95n, 95n, 10000n, null]);
    const t = draftTotals(lines);
    expect(t).toMatchObject({ subtotal: 10210n, discountTotal: 20n, net: 10190n, unpricedLines: 1 });
    expect(t.byRate).toEqual([
      { rate: 0, baseCents: 10000n, ivaCents: 0n },
      { rate: 15, baseCents: 190n, ivaCents: 29n },
    ]);
    expect(t.total).toBe(10219n);
  });

  it("reads a rate typed with a decimal comma and sends it as a number; an empty rate is left to the server", () => {
    const lines = [
      blankLine(15, { description: "Repuesto", unitPrice: "10,01", ivaRate: "12,5" }),
      blankLine(15, { description: "Servicio", unitPrice: "10", ivaRate: " " }),
    ];
    expect(draftTotals(lines.slice(0, 1)).byRate).toEqual([{ rate: 12.5, baseCents: 1001n, ivaCents: 125n }]);
    expect(draftBody(draft(lines)).lines.map((l) => l.ivaRate)).toEqual([12.5, undefined]);
    expect(blankLine(12.5).ivaRate).toBe("12,5");
  });

  it("a draft from the server keeps its prices and shows them with a decimal comma", () => {
    const q = {
      lines: [
        {
          id: 1,
          position: 1,
          productId: 7,
          sku: "VF-1",
          description: "Variador",
          quantity: 2,
          unitPrice: "1250.50",
          discountPercent: "2.5",
          ivaRate: 15,
          lineTotal: "2438.48",
        },
      ],
      validUntil: "2026-12-08",
      deliveryTime: null,
      paymentTerms: "Contado",
      notes: null,
      customer: {
        name: "José Núñez",
        company: "Planta Guayas",
        idType: "ruc",
        idNumber: "1790011674001",
        address: null,
        attention: null,
        idWarning: null,
      },
    } as unknown as QuoteView;
    const d = draftFromQuote(q);
    expect(d.lines[0]).toMatchObject({ unitPrice: "1250,50", discountPercent: "2,5", quantity: "2", sku: "VF-1" });
    expect(d.terms).toEqual({
      validUntil: "2026-12-08",
      deliveryTime: "",
      paymentTerms: "Contado",
      notes: "",
      attachDatasheets: false,
    });
    expect(lineTotalCents(d.lines[0])).toBe(243848n);
  });

  it("checks with the contract's rules, names the line and marks the field; sending needs every price", () => {
    const ok = blankLine(15, { description: "Variador", quantity: "2", unitPrice: "1.250,50" });
    const unpriced = blankLine(15, { description: "Tablero" });
    const saved = checkDraft(draft([ok, unpriced]), false);
    expect(saved.ok && saved.body.lines.map((l) => l.unitPrice)).toEqual(["1250.50", null]);

    const send = checkDraft(draft([ok, unpriced]), true);
    expect(send).toEqual({
      ok: false,
      message: QUOTE_MESSAGES.unpricedLines,
      invalid: new Set([`${unpriced.key}.unitPrice`]),
    });

    const badQty = blankLine(15, { description: "Relé", quantity: "0", unitPrice: "5" });
    const r = checkDraft(draft([ok, badQty]), false);
    expect(r).toEqual({
      ok: false,
      message: `Línea 2: ${QUOTE_MESSAGES.quantityInvalid}`,
      invalid: new Set([`${badQty.key}.quantity`]),
    });
    expect(checkDraft(draft([]), false)).toMatchObject({ ok: false, message: QUOTE_MESSAGES.linesRequired });
  });

  it("the customer block goes through the same identification rule as the public form, and marks its field", () => {
    const line = blankLine(15, { description: "Variador", quantity: "1", unitPrice: "10" });
    const d = draftFromQuote({
      lines: [],
      validUntil: "2099-12-31",
      deliveryTime: null,
      paymentTerms: null,
      notes: null,
      customer: {
        name: "Ana Pérez",
        company: null,
        idType: "ruc",
        idNumber: "1790011674001",
        address: null,
        attention: "Compras",
        idWarning: null,
      },
    } as unknown as QuoteView);
    expect(d.customer).toEqual({
      name: "Ana Pérez",
      company: "",
      idType: "ruc",
      idNumber: "1790011674001",
      address: "",
      attention: "Compras",
    });
    const ok = checkDraft(draft([line], { ...d.customer, idType: "consumidor_final", idNumber: "" }), false);
    expect(ok.ok && ok.body.customer).toMatchObject({ idType: "consumidor_final", idNumber: "9999999999999" });
    const bad = checkDraft(draft([line], { ...d.customer, idType: "cedula", idNumber: "1710034066" }), false);
    expect(bad).toEqual({ ok: false, message: ID_MESSAGES.cedulaInvalid, invalid: new Set(["customer.idNumber"]) });
    // A company RUC whose check digit does not match is not refused (ADR 035).
    expect(checkDraft(draft([line], { ...d.customer, idNumber: "1790011675001" }), false).ok).toBe(true);
  });
});

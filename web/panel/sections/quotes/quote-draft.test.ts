import { describe, expect, it } from "vitest";
import { ID_MESSAGES } from "../../../../contracts/customer-id.ts";
import { QUOTE_MESSAGES, type QuoteView } from "../../../../contracts/quotes.ts";
import { checkDraft } from "./quote-draft-check.ts";
import {
  blankLine,
  draftBody,
  draftFromQuote,
  draftSectionSubtotals,
  draftTotals,
  lineTotalCents,
  moveLine,
  moveSection,
  normalizeDecimal,
  orderedLines,
  removeSection,
  assignSection,
  applyTemplate,
  withSections,
  type Draft,
} from "./quote-draft.ts";

const terms = { validUntil: "2099-12-31", deliveryTime: "", paymentTerms: "", notes: "", attachDatasheets: false };
const customer = { name: "José Núñez", company: "", idType: "", idNumber: "", address: "", attention: "" };
const draft = (lines: Draft["lines"], c = customer, sections: Draft["sections"] = []): Draft => ({
  lines,
  sections,
  terms,
  customer: c,
});

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

  it("saves sections and each line's section and 'Opcional', lines grouped in section order", () => {
    const tablero = { key: "s-t", title: "Tablero principal", optional: false };
    const repuestos = { key: "s-r", title: "Repuestos", optional: true };
    const lines = [
      blankLine(15, { description: "Fusible", unitPrice: "2", section: "s-r" }),
      blankLine(15, { description: "Transporte", unitPrice: "30" }),
      blankLine(15, { description: "Breaker", unitPrice: "100", section: "s-t" }),
      blankLine(15, { description: "Manual", unitPrice: "5", section: "s-t", optional: true }),
    ];
    const body = draftBody(draft(lines, customer, [tablero, repuestos]));
    expect(body.sections).toEqual([
      { title: "Tablero principal", optional: false },
      { title: "Repuestos", optional: true },
    ]);
    expect(body.lines.map((l) => [l.description, l.section, l.optional])).toEqual([
      ["Transporte", null, false],
      ["Breaker", 0, false],
      ["Manual", 0, true],
      ["Fusible", 1, false],
    ]);
    const check = checkDraft(draft(lines, customer, [tablero, repuestos]), false);
    expect(check.ok && check.body.lines.map((l) => l.section)).toEqual([null, 0, 0, 1]);
  });

  it("totals leave out optional lines and every line of an optional section; each section has its subtotal", () => {
    const sections = [
      { key: "a", title: "Tablero principal", optional: false },
      { key: "b", title: "Repuestos", optional: true },
    ];
    const lines = [
      blankLine(15, { description: "Breaker", quantity: "2", unitPrice: "100", discountPercent: "10", section: "a" }),
      blankLine(15, { description: "Manual", unitPrice: "5", section: "a", optional: true }),
      blankLine(0, { description: "Fusible", unitPrice: "2", section: "b" }),
      blankLine(15, { description: "Transporte", unitPrice: "30" }),
    ];
    const t = draftTotals(lines, sections);
    expect(t).toMatchObject({ subtotal: 23000n, discountTotal: 2000n, net: 21000n });
    expect(t.byRate).toEqual([{ rate: 15, baseCents: 21000n, ivaCents: 3150n }]);
    // The line's own amount is shown even when it is optional.
    expect(lineTotalCents(lines[1])).toBe(500n);
    expect(draftSectionSubtotals({ lines, sections }).map((s) => [s.key, s.subtotalCents, s.optionalCents])).toEqual([
      ["a", 18000n, 500n],
      ["b", 0n, 200n],
    ]);
  });

  it("up and down move a line within its section and a section with its lines; removing a section keeps its lines", () => {
    const sections = [
      { key: "a", title: "A", optional: false },
      { key: "b", title: "B", optional: false },
    ];
    const [a1, a2, b1, free] = [
      blankLine(15, { description: "a1", section: "a" }),
      blankLine(15, { description: "a2", section: "a" }),
      blankLine(15, { description: "b1", section: "b" }),
      blankLine(15, { description: "libre" }),
    ];
    const d = draft([a1, a2, b1, free], customer, sections);
    const names = (x: Draft) => orderedLines(x).map((l) => l.description);
    expect(names(d)).toEqual(["libre", "a1", "a2", "b1"]);
    expect(names(moveLine(d, a2.key, -1))).toEqual(["libre", "a2", "a1", "b1"]);
    // At the edge of its section a line stays: it changes section only through its selector.
    expect(names(moveLine(d, a1.key, -1))).toEqual(["libre", "a1", "a2", "b1"]);
    expect(names(moveLine(d, b1.key, 1))).toEqual(["libre", "a1", "a2", "b1"]);
    const swapped = moveSection(d, "b", -1);
    expect(swapped.sections.map((s) => s.key)).toEqual(["b", "a"]);
    expect(names(swapped)).toEqual(["libre", "b1", "a1", "a2"]);
    expect(moveSection(d, "a", -1)).toBe(d);
    expect(names(assignSection(d, free.key, "a"))).toEqual(["a1", "a2", "libre", "b1"]);
    const removed = removeSection(d, "a");
    expect(removed.sections.map((s) => s.key)).toEqual(["b"]);
    expect(names(removed)).toEqual(["a1", "a2", "libre", "b1"]);
  });

  it("a draft from the server keeps its sections and each line's place; one kept before sections gets none", () => {
    const line = (position: number, section: number | null, optional: boolean) => ({
      id: position,
      position,
      productId: null,
      sku: null,
      description: `L${position}`,
      quantity: 1,
      unitPrice: "10.00",
      discountPercent: "0",
      ivaRate: 15,
      lineTotal: "10.00",
      section,
      optional,
    });
    const d = draftFromQuote({
      lines: [line(1, null, false), line(2, 0, false), line(3, 1, true)],
      sections: [
        { position: 0, title: "Tablero", optional: false, subtotal: "10.00", optionalSubtotal: "0.00" },
        { position: 1, title: "Repuestos", optional: true, subtotal: "0.00", optionalSubtotal: "10.00" },
      ],
      validUntil: "2099-12-31",
      deliveryTime: null,
      paymentTerms: null,
      notes: null,
      customer: { name: "Ana", company: null, idType: null, idNumber: null, address: null, attention: null },
    } as unknown as QuoteView);
    expect(d.sections.map((s) => [s.title, s.optional])).toEqual([
      ["Tablero", false],
      ["Repuestos", true],
    ]);
    expect(d.lines.map((l) => [l.section, l.optional])).toEqual([
      [null, false],
      [d.sections[0].key, false],
      [d.sections[1].key, true],
    ]);
    expect(draftBody(d).lines.map((l) => l.section)).toEqual([null, 0, 1]);
    const old = { lines: [{ ...blankLine(15), section: undefined, optional: undefined }], terms, customer };
    const kept = withSections(old as unknown as Draft);
    expect(kept.sections).toEqual([]);
    expect(kept.lines[0]).toMatchObject({ section: null, optional: false });
  });

  it("'Usar plantilla' replaces the lines and sections with the template's, at today's prices, and fills its terms", () => {
    const before = draft([blankLine(15, { description: "Vieja" })], customer, []);
    const d = applyTemplate(
      { ...before, terms: { ...terms, paymentTerms: "Contado" } },
      {
        templateId: 3,
        name: "Tablero estándar",
        sections: [
          { title: "Tablero principal", optional: false },
          { title: "Repuestos", optional: true },
        ],
        lines: [
          {
            productId: 7,
            sku: "VF-1",
            description: "Variador",
            quantity: 2,
            unitPrice: "1250.50",
            discountPercent: 0,
            ivaRate: 15,
            section: 0,
            optional: false,
          },
          {
            productId: null,
            sku: null,
            description: "Fusible",
            quantity: 5,
            unitPrice: null,
            discountPercent: 0,
            ivaRate: 0,
            section: 1,
            optional: true,
          },
        ],
        deliveryTime: "15 días",
        paymentTerms: null,
        notes: null,
      },
    );
    expect(d.sections.map((s) => s.title)).toEqual(["Tablero principal", "Repuestos"]);
    expect(d.lines.map((l) => [l.description, l.unitPrice, l.quantity, l.ivaRate, l.optional])).toEqual([
      ["Variador", "1250,50", "2", "15", false],
      ["Fusible", "", "5", "0", true],
    ]);
    expect(d.lines.map((l) => l.section)).toEqual([d.sections[0].key, d.sections[1].key]);
    expect(d.terms).toMatchObject({ deliveryTime: "15 días", paymentTerms: "Contado", validUntil: "2099-12-31" });
    expect(d.customer).toBe(before.customer);
    expect(draftBody(d).lines.map((l) => [l.section, l.optional])).toEqual([
      [0, false],
      [1, true],
    ]);
  });
});

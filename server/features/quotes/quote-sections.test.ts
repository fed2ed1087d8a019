import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { QUOTE_MESSAGES, choiceTotals, centsToDecimalString } from "../../../contracts/quotes.ts";
import { quotes } from "../../db/schema/quotes.ts";
import { openForFile } from "../../test/app.ts";
import { ACCEPTED_CHOICE_TITLE, OPTIONAL_LINES_NOTE, OPTIONAL_NOTES } from "./quote-pdf.ts";
import { api, quotesTestApp, requestWithTwoLines, staff } from "./quotes.test-support.ts";

/** Sections with subtotals, optional lines and sections, the customer's choice (issue 25, ADR 049). */

const t = openForFile(() => quotesTestApp());
let as: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  as = await staff(t.app);
});

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
}

const line = (description: string, unitPrice: string, over: Record<string, unknown> = {}) => ({
  description,
  quantity: 1,
  unitPrice,
  ...over,
});

/** Lines given out of order: the server groups them under their sections. */
const sectioned = {
  sections: [{ title: "Tablero principal" }, { title: "Repuestos" }, { title: "Puesta en marcha", optional: true }],
  lines: [
    line("Contactor 3RT", "100.00", { section: 1 }),
    line("Variador G120", "1000.00", { section: 0, discountPercent: 10 }),
    line("Transporte", "20.00"),
    line("Fusible de repuesto", "10.00", { section: 1, optional: true, ivaRate: 0 }),
    line("Gabinete IP54", "500.00", { section: 0 }),
    line("Técnico en planta (1 día)", "300.00", { section: 2 }),
  ],
};

async function draftWith(body: unknown) {
  const r = await requestWithTwoLines(t);
  const draft = (await as("POST", `/quotes/requests/${r.request.id}/quotes`)).body.data;
  const saved = await as("PUT", `/quotes/${draft.id}`, body);
  return { ...r, draft, saved };
}

async function sent(body: unknown) {
  const d = await draftWith(body);
  expect(d.saved.status).toBe(200);
  const res = await as("POST", `/quotes/${d.draft.id}/send`);
  expect(res.status).toBe(200);
  return { ...d, quote: res.body.data, token: d.request.status_token! };
}

describe("sections (issue 25)", () => {
  it("groups lines under their section titles in the stored order, with a subtotal each", async () => {
    const { saved, draft } = await draftWith(sectioned);
    expect(saved.status).toBe(200);
    const q = saved.body.data;
    expect(q.lines.map((l: any) => [l.position, l.section, l.description])).toEqual([
      [1, null, "Transporte"],
      [2, 0, "Variador G120"],
      [3, 0, "Gabinete IP54"],
      [4, 1, "Contactor 3RT"],
      [5, 1, "Fusible de repuesto"],
      [6, 2, "Técnico en planta (1 día)"],
    ]);
    expect(q.sections).toEqual([
      { position: 0, title: "Tablero principal", optional: false, subtotal: "1400.00", optionalSubtotal: "0.00" },
      { position: 1, title: "Repuestos", optional: false, subtotal: "100.00", optionalSubtotal: "10.00" },
      { position: 2, title: "Puesta en marcha", optional: true, subtotal: "0.00", optionalSubtotal: "300.00" },
    ]);
    // Read back as stored; saving lines without `sections` keeps the stored titles.
    const again = (await as("GET", `/quotes/${draft.id}`)).body.data;
    expect(again.sections.map((s: any) => s.title)).toEqual(["Tablero principal", "Repuestos", "Puesta en marcha"]);
    const kept = await as("PUT", `/quotes/${draft.id}`, { lines: again.lines });
    expect(kept.body.data.sections).toEqual(q.sections);
  });

  it("'Nueva versión' copies the sections and each line's section and optional mark", async () => {
    const { request } = await sent(sectioned);
    const v2 = (await as("POST", `/quotes/requests/${request.id}/quotes`, { from: "latest" })).body.data;
    expect(v2.sections.map((s: any) => [s.title, s.optional])).toEqual([
      ["Tablero principal", false],
      ["Repuestos", false],
      ["Puesta en marcha", true],
    ]);
    expect(v2.lines.map((l: any) => [l.section, l.optional])).toEqual([
      [null, false],
      [0, false],
      [0, false],
      [1, false],
      [1, true],
      [2, true],
    ]);
  });

  it("refuses a line pointing at a section that does not exist (422, Spanish message)", async () => {
    const { saved } = await draftWith({
      sections: [{ title: "Único" }],
      lines: [line("Relé", "5.00", { section: 1 })],
    });
    expect([saved.status, saved.body.error]).toEqual([422, QUOTE_MESSAGES.sectionMissing]);
    expect(saved.body.details[0].field).toBe("lines.0.section");
  });
});

describe("optional lines and sections (issue 25)", () => {
  it("are shown with their price but left out of the total and of the per-rate subtotals", async () => {
    const { saved } = await draftWith(sectioned);
    const { totals, lines } = saved.body.data;
    // Counted: 20 + 900 + 500 + 100 = 1520 at 15 %; the 0 % fusible and the optional section are not.
    expect(totals).toMatchObject({ subtotal: "1620.00", discountTotal: "100.00", net: "1520.00" });
    expect(totals.byRate).toEqual([{ rate: 15, label: "Subtotal 15%", base: "1520.00", iva: "228.00" }]);
    expect(totals.total).toBe("1748.00");
    expect(lines.filter((l: any) => l.optional).map((l: any) => l.lineTotal)).toEqual(["10.00", "300.00"]);
  });

  it("the customer's status page shows sections and optional lines; ticking one changes the total", async () => {
    const { token } = await sent(sectioned);
    const v = (await api(t.app, "GET", `/quote-status/${token}`)).body.data.quote;
    expect(v.sections.map((s: any) => s.title)).toEqual(["Tablero principal", "Repuestos", "Puesta en marcha"]);
    expect(v.lines.filter((l: any) => l.optional).map((l: any) => l.position)).toEqual([5, 6]);
    expect(v.totals.total).toBe("1748.00");
    // What the browser computes as the customer ticks (contracts, integer cents).
    const withFuse = choiceTotals(v.lines, [5]);
    expect(centsToDecimalString(withFuse.total)).toBe("1758.00");
    expect(withFuse.byRate.map((r) => [r.rate, centsToDecimalString(r.baseCents)])).toEqual([
      [0, "10.00"],
      [15, "1520.00"],
    ]);
    expect(centsToDecimalString(choiceTotals(v.lines, [5, 6]).total)).toBe("2103.00");
    // Staff matters (the approval block, line ids) never reach the customer's page.
    expect(Object.keys(v)).not.toContain("approval");
    expect(Object.keys(v.lines[0])).not.toContain("id");
  });

  it("stores the accepted selection, returns it to staff and the customer, and prints it on the accepted PDF", async () => {
    const { token, quote, request } = await sent(sectioned);
    const accepted = await api(t.app, "POST", `/quote-status/${token}/accept`, {
      name: "Ana Pérez",
      optionalLines: [6],
    });
    expect(accepted.status).toBe(200);
    const cq = accepted.body.data.quote;
    expect(cq.acceptedOptionalLines).toEqual([6]);
    expect(cq.acceptedTotals.total).toBe("2093.00"); // 1748 + 300 × 1.15
    expect(cq.totals.total).toBe("1748.00"); // the offer as sent is unchanged

    const staffView = (await as("GET", `/quotes/${quote.id}`)).body.data;
    expect(staffView.acceptedOptionalLines).toEqual([6]);
    expect(staffView.acceptedTotals.total).toBe("2093.00");
    const thread = (await as("GET", `/quotes/requests/${request.id}/messages`)).body.data;
    expect(thread.at(-1).text).toContain("con las líneas opcionales 6");

    const text = await pdfText((await as("GET", `/quotes/${quote.id}/pdf`)).raw);
    for (const expected of [
      "Tablero principal",
      "Subtotal Tablero principal $1.400,00",
      "Subtotal Repuestos $100,00",
      "Opcionales de Repuestos (no incluidos en el total) $10,00",
      "Puesta en marcha (opcional)",
      "Opcionales de Puesta en marcha (no incluidos en el total) $300,00",
      `(${OPTIONAL_NOTES.notChosen})`,
      `(${OPTIONAL_NOTES.chosen})`,
      "TOTAL $1.748,00",
      OPTIONAL_LINES_NOTE,
      ACCEPTED_CHOICE_TITLE,
      "Líneas opcionales elegidas: 6 (Técnico en planta (1 día))",
      "TOTAL ACEPTADO $2.093,00",
    ])
      expect(text).toContain(expected);
    // The customer's copy of the accepted version is the same document.
    const customerPdf = await pdfText((await api(t.app, "GET", `/quote-status/${token}/pdf`)).raw);
    expect(customerPdf).toContain("TOTAL ACEPTADO $2.093,00");
  });

  it("a sent, not yet accepted version's PDF marks optional lines as out of the total", async () => {
    const { quote } = await sent(sectioned);
    const text = await pdfText((await as("GET", `/quotes/${quote.id}/pdf`)).raw);
    expect(text).toContain(`Fusible de repuesto (${OPTIONAL_NOTES.offered})`);
    expect(text).toContain(OPTIONAL_LINES_NOTE);
    expect(text).not.toContain(ACCEPTED_CHOICE_TITLE);
  });

  it("the accepted totals become the stored sums the sales figures add up", async () => {
    const { token, quote } = await sent(sectioned);
    await api(t.app, "POST", `/quote-status/${token}/accept`, { name: "Ana Pérez", optionalLines: [5] });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect([row.total, row.accepted_optional_lines]).toEqual(["1758.00", [5]]);
  });

  it("refuses a choice of a line that is not optional, or not in the version (422), and accepts nothing", async () => {
    const { token } = await sent(sectioned);
    for (const optionalLines of [[2], [99]]) {
      const res = await api(t.app, "POST", `/quote-status/${token}/accept`, { name: "Ana Pérez", optionalLines });
      expect([res.status, res.body.error]).toEqual([422, QUOTE_MESSAGES.optionalChoiceInvalid]);
    }
    const v = (await api(t.app, "GET", `/quote-status/${token}`)).body.data;
    expect([v.quote.status, v.canAccept, v.quote.acceptedOptionalLines]).toEqual(["sent", true, null]);
  });

  it("accepting without a choice keeps the optional lines out (an empty selection is stored)", async () => {
    const { token } = await sent(sectioned);
    const q = (await api(t.app, "POST", `/quote-status/${token}/accept`, { name: "Ana Pérez" })).body.data.quote;
    expect([q.acceptedOptionalLines, q.acceptedTotals.total]).toEqual([[], "1748.00"]);
  });
});

import fs from "node:fs";
import { loadPdfKit } from "../../lib/lazy-modules.ts";
import {
  NOT_A_SALES_DOCUMENT,
  decimalToCents,
  formatMoneyCents,
  formatPercent,
  formatRate,
  totalsCents,
  totalsRows,
  type QuoteView,
} from "../../../contracts/quotes.ts";
import { PRICE_ON_REQUEST } from "../../../contracts/price-on-request.ts";
import { ID_TYPE_LABELS } from "../../../contracts/id-types.ts";
import type { QuoteCustomerBlock } from "../../../contracts/quote-customer.ts";

/** Everything the PDF prints: built from stored rows, so any instance rebuilds the same document. */
export type QuotePdfData = {
  company: {
    name: string;
    ruc: string;
    address: string;
    city: string;
    phone: string;
    email: string;
    logoPath?: string;
  };
  /** The version's own block (issue 22), with the request's email and phone. */
  customer: QuoteCustomerBlock & { email: string; phone: string | null };
  quote: Pick<QuoteView, "label" | "validUntil" | "lines" | "totals" | "deliveryTime" | "paymentTerms" | "notes"> &
    Partial<Pick<QuoteView, "sections" | "acceptedOptionalLines" | "acceptedTotals">>;
  date: Date;
};

const MARGIN = 40;
const FOOTER = 30;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
// Line number, SKU, description, quantity, unit price, discount, IVA rate, total; widths add up to
// A4 width − margins. The IVA column tells a 0 % line from the 15 % ones.
const COLUMNS = [
  { title: "#", width: 22, align: "right" },
  { title: "SKU", width: 80, align: "left" },
  { title: "Descripción", width: 155, align: "left" },
  { title: "Cant.", width: 35, align: "right" },
  { title: "P. unitario", width: 68, align: "right" },
  { title: "Desc.", width: 40, align: "right" },
  { title: "IVA", width: 35, align: "right" },
  { title: "Total", width: 80, align: "right" },
] as const;
const SKU_COLUMN = 1;
const PAD = 4;
const CELL_FONT = 8.5;
// A SKU is copied into purchase orders: it shrinks to stay on one line rather than break mid-code.
const SKU_MIN_FONT = 5;

const money = (decimal: string | null) =>
  decimal === null ? PRICE_ON_REQUEST : formatMoneyCents(decimalToCents(decimal));
const dateEc = (d: Date) =>
  new Intl.DateTimeFormat("es-EC", {
    timeZone: "America/Guayaquil",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(d);
const isoDateEc = (iso: string) => dateEc(new Date(`${iso}T12:00:00-05:00`));
/**
 * The address, then whatever of the city it does not already name: 'Av. …, Guayaquil' and
 * 'Guayaquil, Ecuador' print 'Av. …, Guayaquil, Ecuador', not 'Guayaquil' twice.
 */
export function companyAddress(address: string, city: string): string {
  const key = (p: string) => p.trim().toLocaleLowerCase("es");
  const named = new Set(address.split(",").map(key));
  const rest = city
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p && !named.has(key(p)));
  return [address.trim(), ...rest].filter(Boolean).join(", ");
}

const phoneText = (digits: string) => (digits.startsWith("593") ? `+593 ${digits.slice(3)}` : digits);

type Doc = PDFKit.PDFDocument;

function header(doc: Doc, d: QuotePdfData) {
  const top = MARGIN;
  let x = MARGIN;
  if (d.company.logoPath && fs.existsSync(d.company.logoPath)) {
    doc.image(d.company.logoPath, MARGIN, top, { fit: [70, 50] });
    x += 80;
  }
  const rx = 360;
  // The company block ends where the 'COTIZACIÓN' block starts, logo or not.
  const width = rx - 10 - x;
  doc.font(BOLD).fontSize(13).text(d.company.name, x, top, { width });
  doc.font(FONT).fontSize(8.5);
  for (const line of [
    `RUC: ${d.company.ruc}`,
    companyAddress(d.company.address, d.company.city),
    `Tel.: ${phoneText(d.company.phone)}`,
    d.company.email,
  ]) {
    doc.text(line, x, undefined, { width });
  }
  const leftBottom = Math.max(doc.y, x > MARGIN ? top + 50 : 0);
  doc.font(BOLD).fontSize(14).text("COTIZACIÓN", rx, top, { width: 195, align: "right" });
  doc.font(FONT).fontSize(9);
  doc.text(d.quote.label, rx, undefined, { width: 195, align: "right" });
  doc.text(`Fecha: ${dateEc(d.date)}`, rx, undefined, { width: 195, align: "right" });
  doc.text(`Válida hasta: ${isoDateEc(d.quote.validUntil)}`, rx, undefined, { width: 195, align: "right" });
  doc.y = Math.max(leftBottom, doc.y) + 12;
}

function customer(doc: Doc, d: QuotePdfData) {
  const c = d.customer;
  const y = doc.y;
  doc.rect(MARGIN, y, 515, 0.5).fill("#999999").fillColor("#000000");
  doc
    .font(BOLD)
    .fontSize(9.5)
    .text("Cliente", MARGIN, y + 6);
  doc.font(FONT).fontSize(9);
  // The type is printed as its own row: a 'Consumidor final' or a passport reads as such.
  const rows: [string, string | null][] = [
    ["Nombre", c.name],
    ["Empresa", c.company],
    ["Tipo de identificación", c.idType && ID_TYPE_LABELS[c.idType]],
    ["Identificación", c.idNumber],
    ["Dirección", c.address],
    ["Atención", c.attention],
    ["Email", c.email],
    ["Teléfono", c.phone],
  ];
  for (const [k, v] of rows) if (v) doc.text(`${k}: ${v}`, MARGIN, undefined, { width: 515 });
  doc.moveDown(0.8);
}

function tableHeader(doc: Doc) {
  const y = doc.y;
  doc.rect(MARGIN, y, 515, 16).fill("#1d4ed8").fillColor("#ffffff").font(BOLD).fontSize(8.5);
  let x = MARGIN;
  for (const c of COLUMNS) {
    doc.text(c.title, x + PAD, y + 4, { width: c.width - 2 * PAD, align: c.align });
    x += c.width;
  }
  doc.fillColor("#000000").font(FONT);
  doc.y = y + 18;
}

const bottomLimit = (doc: Doc) => doc.page.height - MARGIN - FOOTER;

/** Printed under an optional line's description: out of the total, or what the customer decided. */
export const OPTIONAL_NOTES = {
  offered: "Opcional: no incluida en el total",
  chosen: "Opcional: elegida por el cliente",
  notChosen: "Opcional: no elegida por el cliente",
} as const;

function optionalNote(d: QuotePdfData, position: number) {
  const chosen = d.quote.acceptedOptionalLines;
  if (!chosen) return OPTIONAL_NOTES.offered;
  return chosen.includes(position) ? OPTIONAL_NOTES.chosen : OPTIONAL_NOTES.notChosen;
}

/** A row across the table: a section's title, or its subtotal (right-aligned). */
function bandRow(doc: Doc, label: string, amount: string | null, strong: boolean) {
  const height =
    doc
      .font(strong ? BOLD : FONT)
      .fontSize(9)
      .heightOfString(label, { width: 400 }) + 6;
  if (doc.y + height > bottomLimit(doc)) {
    doc.addPage();
    tableHeader(doc);
  }
  const y = doc.y;
  if (strong) doc.rect(MARGIN, y, 515, height).fill("#dbeafe").fillColor("#000000");
  doc.font(strong ? BOLD : FONT).fontSize(9);
  if (amount === null) doc.text(label, MARGIN + PAD, y + 3, { width: 515 - 2 * PAD });
  else {
    doc.text(label, MARGIN + PAD, y + 3, { width: 515 - 80 - 2 * PAD, align: "right" });
    doc.font(BOLD).text(amount, MARGIN + 515 - 80, y + 3, { width: 80 - PAD, align: "right" });
  }
  doc.font(FONT).fontSize(CELL_FONT);
  doc.y = y + height;
}

function lines(doc: Doc, d: QuotePdfData) {
  tableHeader(doc);
  doc.fontSize(CELL_FONT);
  const sections = new Map((d.quote.sections ?? []).map((x) => [x.position, x]));
  const lastOfSection = new Map(d.quote.lines.map((l, n) => [l.section, n]));
  let current: number | null = null;
  for (const [n, l] of d.quote.lines.entries()) {
    const section = l.section === null ? undefined : sections.get(l.section);
    if (section && l.section !== current)
      bandRow(doc, section.optional ? `${section.title} (opcional)` : section.title, null, true);
    current = l.section;
    const cells = [
      String(n + 1),
      l.sku ?? "",
      l.optional ? `${l.description}\n(${optionalNote(d, l.position)})` : l.description,
      String(l.quantity),
      money(l.unitPrice),
      Number(l.discountPercent) ? formatPercent(Number(l.discountPercent)) : "—",
      formatRate(l.ivaRate),
      money(l.lineTotal),
    ];
    const skuFont = skuFontSize(doc, cells[SKU_COLUMN]);
    const fontOf = (i: number) => (i === SKU_COLUMN ? skuFont : CELL_FONT);
    const height =
      Math.max(
        ...cells.map((t, i) => doc.fontSize(fontOf(i)).heightOfString(t, { width: COLUMNS[i].width - 2 * PAD })),
      ) + 6;
    // The table header is repeated on every page the lines continue on.
    if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      tableHeader(doc);
    }
    const y = doc.y;
    if (n % 2 === 1) doc.rect(MARGIN, y, 515, height).fill("#f3f4f6").fillColor("#000000");
    let x = MARGIN;
    cells.forEach((t, i) => {
      doc.fontSize(fontOf(i)).text(t, x + PAD, y + 3, { width: COLUMNS[i].width - 2 * PAD, align: COLUMNS[i].align });
      x += COLUMNS[i].width;
    });
    doc.fontSize(CELL_FONT);
    doc.y = y + height;
    if (section && lastOfSection.get(l.section) === n) sectionSubtotal(doc, section);
  }
}

/** 'Subtotal Tablero principal $X'; an optional section shows its price as not in the total. */
function sectionSubtotal(doc: Doc, s: NonNullable<QuotePdfData["quote"]["sections"]>[number]) {
  const counted = decimalToCents(s.subtotal);
  const optional = decimalToCents(s.optionalSubtotal);
  if (!s.optional || counted !== 0n) bandRow(doc, `Subtotal ${s.title}`, formatMoneyCents(counted), false);
  if (optional !== 0n)
    bandRow(doc, `Opcionales de ${s.title} (no incluidos en el total)`, formatMoneyCents(optional), false);
}

/** The largest size (down to SKU_MIN_FONT) at which the SKU fits its column on one line. */
function skuFontSize(doc: Doc, sku: string): number {
  const room = COLUMNS[SKU_COLUMN].width - 2 * PAD;
  let size = CELL_FONT;
  while (size > SKU_MIN_FONT && doc.fontSize(size).widthOfString(sku) > room) size -= 0.25;
  doc.fontSize(CELL_FONT);
  return size;
}

function totals(doc: Doc, d: QuotePdfData) {
  // The same rows as the editor and the status page: one base and one IVA line per rate.
  const rows = totalsRows(totalsCents(d.quote.totals));
  const needed = rows.length * 14 + 10;
  if (doc.y + needed > bottomLimit(doc)) doc.addPage();
  doc.y += 8;
  for (const r of rows) {
    const y = doc.y;
    const strong = r.kind === "total";
    doc.font(strong ? BOLD : FONT).fontSize(strong ? 10.5 : 9);
    doc.text(strong ? r.label.toUpperCase() : r.label, 330, y, { width: 120, align: "right" });
    doc.text(formatMoneyCents(r.cents), 455, y, { width: 100, align: "right" });
    doc.y = y + 14;
  }
  if (d.quote.lines.some((l) => l.optional))
    doc
      .font(FONT)
      .fontSize(8.5)
      .text(OPTIONAL_LINES_NOTE, MARGIN, doc.y + 4, { width: 515 });
  acceptedChoice(doc, d);
}

export const OPTIONAL_LINES_NOTE = "Las líneas opcionales se muestran con su precio y no están incluidas en el total.";
export const ACCEPTED_CHOICE_TITLE = "Aceptada por el cliente con su selección de líneas opcionales";

/** The accepted version's PDF: which optional lines the customer chose, and the totals of that. */
function acceptedChoice(doc: Doc, d: QuotePdfData) {
  const chosen = d.quote.acceptedOptionalLines;
  const t = d.quote.acceptedTotals;
  if (!chosen || !t || !d.quote.lines.some((l) => l.optional)) return;
  const rows = totalsRows(totalsCents(t));
  if (doc.y + rows.length * 14 + 60 > bottomLimit(doc)) doc.addPage();
  doc.y += 12;
  doc.font(BOLD).fontSize(10).text(ACCEPTED_CHOICE_TITLE, MARGIN, doc.y, { width: 515 });
  const numberOf = new Map(d.quote.lines.map((l, n) => [l.position, n + 1]));
  const picked = d.quote.lines.filter((l) => chosen.includes(l.position));
  doc
    .font(FONT)
    .fontSize(9)
    .text(
      picked.length
        ? `Líneas opcionales elegidas: ${picked.map((l) => `${numberOf.get(l.position)} (${l.description})`).join(", ")}`
        : "Líneas opcionales elegidas: ninguna",
      MARGIN,
      undefined,
      { width: 515 },
    );
  doc.y += 4;
  for (const r of rows) {
    const y = doc.y;
    const strong = r.kind === "total";
    doc.font(strong ? BOLD : FONT).fontSize(strong ? 10.5 : 9);
    doc.text(strong ? "TOTAL ACEPTADO" : r.label, 310, y, { width: 140, align: "right" });
    doc.text(formatMoneyCents(r.cents), 455, y, { width: 100, align: "right" });
    doc.y = y + 14;
  }
}

function terms(doc: Doc, d: QuotePdfData) {
  const rows: [string, string | null][] = [
    ["Tiempo de entrega", d.quote.deliveryTime],
    ["Forma de pago", d.quote.paymentTerms],
    ["Notas", d.quote.notes],
  ];
  doc.moveDown(1);
  for (const [k, v] of rows) {
    if (!v) continue;
    if (doc.y + 30 > bottomLimit(doc)) doc.addPage();
    doc.font(BOLD).fontSize(9).text(k, MARGIN);
    doc.font(FONT).fontSize(9).text(v, MARGIN, undefined, { width: 515 });
    doc.moveDown(0.5);
  }
}

/** A quote is not a tax document: said on every PDF, after the terms. */
function notice(doc: Doc) {
  doc.moveDown(0.5);
  if (doc.y + 20 > bottomLimit(doc)) doc.addPage();
  doc.font(FONT).fontSize(8.5).fillColor("#444444").text(NOT_A_SALES_DOCUMENT, MARGIN, undefined, { width: 515 });
  doc.fillColor("#000000");
}

function pageNumbers(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor("#555555");
    doc.text(`Página ${i + 1} de ${range.count}`, MARGIN, doc.page.height - MARGIN, {
      width: 515,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The quote as an A4 PDF (pdfkit, standard Helvetica: WinAnsi covers Spanish accents and ñ). */
export async function renderQuotePdf(d: QuotePdfData): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Cotización ${d.quote.label}`, Author: d.company.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  header(doc, d);
  customer(doc, d);
  lines(doc, d);
  totals(doc, d);
  terms(doc, d);
  notice(doc);
  pageNumbers(doc);
  doc.end();
  return done;
}

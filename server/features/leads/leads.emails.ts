import { FREE_TEXT_MESSAGES, freeTextTitle } from "../../../contracts/free-text-lines.ts";
import { LEAD_MESSAGES, type LeadType } from "../../../contracts/leads.ts";
import type { Config } from "../../config.ts";
import { emailDocument, esc, escMultiline, fieldTable, fieldText } from "../mail/mail.html.ts";
import type { NewMail } from "../mail/mail.service.ts";
import type { LeadContact, QuotationItemRow } from "./leads.repository.ts";

const money = new Intl.NumberFormat("es-EC", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Same format as the site: '$1.234,50'. */
export const formatMoney = (decimal: string) => `$${money.format(Number(decimal))}`;

export type QuotationForMail = LeadContact & {
  notes: string | null;
  total: string;
  ruc?: string | null;
  /** The customer's status page (issue 11); absent on mails built before it existed. */
  statusUrl?: string;
  /**
   * unitPrice and lineTotal are null on a price-on-request line (ADR 014) and on a free-text line
   * (ADR 021), which also has no product: its name is the customer's description (else the code)
   * and `sku` the code as typed.
   */
  items: {
    productName: string;
    sku: string | null;
    quantity: number;
    unitPrice: string | null;
    lineTotal: string | null;
    freeText?: boolean;
    description?: string | null;
  }[];
};

/** A stored quotation line as the emails and the inbox show it. */
export const lineForMail = (i: QuotationItemRow): QuotationForMail["items"][number] => ({
  productName: i.free_text
    ? freeTextTitle({ code: i.sku, description: i.description }) || i.product_name
    : i.product_name,
  sku: i.sku,
  quantity: i.quantity,
  unitPrice: i.unit_price,
  lineTotal: i.line_total,
  freeText: i.free_text,
  description: i.description,
});

export type MessageForMail = LeadContact & {
  kind: Exclude<LeadType, "quotation">;
  service: string | null;
  message: string;
};

/** Header-safe: a name typed with line breaks must not become extra header lines. */
const oneLine = (v: string) => v.replace(/[\r\n\t]+/g, " ");

const price = (v: string | null) => (v === null ? LEAD_MESSAGES.priceOnRequest : formatMoney(v));

function linesHtml(q: QuotationForMail): string {
  const cell = "padding:6px 8px;border-bottom:1px solid #e5e7eb";
  const rows = q.items
    .map(
      (i) =>
        `<tr><td style="${cell}">${esc(i.productName)}${i.freeText ? ` <em>(${FREE_TEXT_MESSAGES.notInCatalogueLabel})</em>` : ""}</td><td style="${cell}">${esc(i.sku ?? "")}</td><td style="${cell}" align="right">${i.quantity}</td><td style="${cell}" align="right">${esc(price(i.unitPrice))}</td><td style="${cell}" align="right">${esc(price(i.lineTotal))}</td></tr>`,
    )
    .join("");
  const head = ["Producto", "SKU", "Cantidad", "Precio unitario", "Total línea"]
    .map((h, n) => `<th style="${cell};background:#f3f4f6" align="${n >= 2 ? "right" : "left"}">${h}</th>`)
    .join("");
  return `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px;margin:12px 0">
<thead><tr>${head}</tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td colspan="4" style="padding:8px" align="right"><strong>Total</strong></td><td style="padding:8px" align="right"><strong>${esc(formatMoney(q.total))}</strong></td></tr></tfoot></table>`;
}

function linesText(q: QuotationForMail): string {
  const lines = q.items.map(
    (i) =>
      `- ${i.productName}${i.sku ? ` (${i.freeText ? "código" : "SKU"} ${i.sku})` : ""}` +
      `${i.freeText ? ` [${FREE_TEXT_MESSAGES.notInCatalogueLabel}]` : ""}: ${i.quantity} × ${price(i.unitPrice)}` +
      (i.lineTotal === null ? "" : ` = ${price(i.lineTotal)}`),
  );
  return `${lines.join("\n")}\nTotal: ${formatMoney(q.total)}`;
}

const customerRows = (l: Omit<LeadContact, "id" | "reference">): [string, unknown][] => [
  ["Nombre", l.name],
  ["Email", l.email],
  ["Teléfono", l.phone],
  ["Empresa", l.company],
];

const estimateNote = "Los precios son referenciales y pueden variar; te enviaremos la cotización formal a la brevedad.";
const hasPriceOnRequest = (q: QuotationForMail) => q.items.some((i) => i.unitPrice === null);

/** The notification to sales (reply-to the customer) and the customer's confirmation. */
export function quotationEmails(config: Config, q: QuotationForMail): NewMail[] {
  const company = config.company.name;
  const onRequest = hasPriceOnRequest(q)
    ? `Hay productos con ${LEAD_MESSAGES.priceOnRequest.toLowerCase()}: no están incluidos en el total.`
    : null;
  const salesTitle = `Nueva solicitud de cotización ${q.reference}`;
  const salesRows: [string, unknown][] = [
    ["Referencia", q.reference],
    ...customerRows(q),
    ["RUC / Cédula", q.ruc],
    ["Mensaje adicional", q.notes],
  ];
  const statusHtml = q.statusUrl
    ? `<p>Sigue el estado de tu solicitud aquí: <a href="${esc(q.statusUrl)}">${esc(q.statusUrl)}</a></p>`
    : "";
  const statusText = q.statusUrl ? `Sigue el estado de tu solicitud aquí: ${q.statusUrl}` : "";
  const sales: NewMail = {
    leadType: "quotation",
    leadId: q.id,
    purpose: "sales-notification",
    to: config.salesEmail,
    replyTo: q.email,
    subject: oneLine(`${salesTitle} — ${q.name}${q.company ? ` (${q.company})` : ""}`),
    html: emailDocument({
      title: salesTitle,
      company,
      body: `${fieldTable(salesRows)}${linesHtml(q)}${onRequest ? `<p>${esc(onRequest)}</p>` : ""}<p>Responde a este correo para escribir directamente al cliente.</p>`,
    }),
    text: [
      salesTitle,
      "",
      fieldText(salesRows),
      "",
      linesText(q),
      onRequest ?? "",
      "",
      "Responde a este correo para escribir directamente al cliente.",
    ].join("\n"),
  };
  const customerTitle = `Hemos recibido tu solicitud de cotización ${q.reference}`;
  const intro = `Hola ${q.name}, gracias por contactar a ${company}. Recibimos tu solicitud de cotización con la referencia ${q.reference}.`;
  const customer: NewMail = {
    leadType: "quotation",
    leadId: q.id,
    purpose: "customer-confirmation",
    to: q.email,
    replyTo: config.salesEmail,
    subject: customerTitle,
    html: emailDocument({
      title: customerTitle,
      company,
      body: `<p>${esc(intro)}</p>${linesHtml(q)}<p>${esc(estimateNote)}</p>${q.notes ? `<p><strong>Tu mensaje:</strong><br>${escMultiline(q.notes)}</p>` : ""}${statusHtml}`,
    }),
    text: [
      intro,
      "",
      linesText(q),
      "",
      estimateNote,
      q.notes ? `\nTu mensaje:\n${q.notes}` : "",
      statusText,
      "",
      company,
    ].join("\n"),
  };
  return [sales, customer];
}

const KIND_LABEL = {
  contact: { sales: "Nuevo mensaje de contacto", customer: "Hemos recibido tu mensaje" },
  services: { sales: "Nueva consulta de servicios", customer: "Hemos recibido tu consulta de servicios" },
} as const;

export function messageEmails(config: Config, m: MessageForMail): NewMail[] {
  const company = config.company.name;
  const label = KIND_LABEL[m.kind];
  const salesTitle = `${label.sales} ${m.reference}`;
  const rows: [string, unknown][] = [
    ["Referencia", m.reference],
    ...customerRows(m),
    ["Servicio", m.service],
    ["Mensaje", m.message],
  ];
  const sales: NewMail = {
    leadType: m.kind,
    leadId: m.id,
    purpose: "sales-notification",
    to: config.salesEmail,
    replyTo: m.email,
    subject: oneLine(`${salesTitle} — ${m.name}${m.service ? ` (${m.service})` : ""}`),
    html: emailDocument({ title: salesTitle, company, body: fieldTable(rows) }),
    text: [salesTitle, "", fieldText(rows)].join("\n"),
  };
  const customerTitle = `${label.customer} ${m.reference}`;
  const intro = `Hola ${m.name}, gracias por escribir a ${company}. Recibimos tu mensaje con la referencia ${m.reference} y te contactaremos pronto.`;
  const customer: NewMail = {
    leadType: m.kind,
    leadId: m.id,
    purpose: "customer-confirmation",
    to: m.email,
    replyTo: config.salesEmail,
    subject: customerTitle,
    html: emailDocument({
      title: customerTitle,
      company,
      body: `<p>${esc(intro)}</p>${m.service ? `<p><strong>Servicio:</strong> ${esc(m.service)}</p>` : ""}<p><strong>Tu mensaje:</strong><br>${escMultiline(m.message)}</p>`,
    }),
    text: [intro, m.service ? `\nServicio: ${m.service}` : "", "\nTu mensaje:", m.message, "", company].join("\n"),
  };
  return [sales, customer];
}

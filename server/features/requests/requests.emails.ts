import { ID_TYPE_LABELS, storedIdType } from "../../../contracts/id-types.ts";
import { FREE_TEXT_MESSAGES, freeTextTitle } from "../../../contracts/free-text-lines.ts";
import { OUT_OF_STOCK_LABEL } from "../../../contracts/stock.ts";
import { SPAM_LABEL, SPAM_REASON_LABEL, type SpamReason } from "../../../contracts/requests-admin.ts";
import { REQUEST_MESSAGES, type RequestType } from "../../../contracts/requests.ts";
import type { Config } from "../../config.ts";
import { emailDocument, esc, fieldTable, fieldText } from "../mail/mail.html.ts";
import type { NewMail } from "../mail/mail.service.ts";
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, type Confirmation } from "./requests.confirmations.ts";
import type { RequestContact, QuotationItemRow } from "./requests.repository.ts";

const money = new Intl.NumberFormat("es-EC", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Same format as the site: '$1.234,50'. */
export const formatMoney = (decimal: string) => `$${money.format(Number(decimal))}`;

export type QuotationForMail = RequestContact & {
  notes: string | null;
  total: string;
  ruc?: string | null;
  /** The identification type (issue 25); null with a number means one stored before it existed. */
  id_type?: string | null;
  /** The customer's status page (issue 11), from PUBLIC_URL only; null: the mail has no link (ADR 029). */
  statusUrl?: string | null;
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
    /** Out of stock when requested (ADR 030): said next to the line in both mails. */
    outOfStock?: boolean;
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
  outOfStock: i.out_of_stock,
});

export type MessageForMail = RequestContact & {
  kind: Exclude<RequestType, "quotation">;
  service: string | null;
  message: string;
};

/** Header-safe: a name typed with line breaks must not become extra header lines. */
const oneLine = (v: string) => v.replace(/[\r\n\t]+/g, " ");

const price = (v: string | null) => (v === null ? REQUEST_MESSAGES.priceOnRequest : formatMoney(v));

/**
 * Who reads the mail. Sales read every line as the customer typed it; the customer's copy goes
 * to an address a visitor typed, so it names catalogue products only (issue 20).
 */
type Reader = "sales" | "customer";
type Line = QuotationForMail["items"][number];

/** What the customer's copy calls a line the customer typed (its words stay out of the mail). */
const TYPED_LINE = "Artículo fuera del catálogo";

const lineName = (i: Line, reader: Reader) =>
  (i.freeText && reader === "customer" ? TYPED_LINE : i.productName) + (i.outOfStock ? ` (${OUT_OF_STOCK_LABEL})` : "");
/** A catalogue SKU, or for sales the code the customer typed. */
const lineCode = (i: Line, reader: Reader) => (i.freeText && reader === "customer" ? null : i.sku);

function linesHtml(q: QuotationForMail, reader: Reader): string {
  const cell = "padding:6px 8px;border-bottom:1px solid #e5e7eb";
  const mark = (i: Line) =>
    i.freeText && reader === "sales" ? ` <em>(${FREE_TEXT_MESSAGES.notInCatalogueLabel})</em>` : "";
  const rows = q.items
    .map(
      (i) =>
        `<tr><td style="${cell}">${esc(lineName(i, reader))}${mark(i)}</td><td style="${cell}">${esc(lineCode(i, reader) ?? "")}</td><td style="${cell}" align="right">${i.quantity}</td><td style="${cell}" align="right">${esc(price(i.unitPrice))}</td><td style="${cell}" align="right">${esc(price(i.lineTotal))}</td></tr>`,
    )
    .join("");
  const head = ["Producto", "SKU", "Cantidad", "Precio unitario", "Total línea"]
    .map((h, n) => `<th style="${cell};background:#f3f4f6" align="${n >= 2 ? "right" : "left"}">${h}</th>`)
    .join("");
  return `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px;margin:12px 0">
<thead><tr>${head}</tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td colspan="4" style="padding:8px" align="right"><strong>Total</strong></td><td style="padding:8px" align="right"><strong>${esc(formatMoney(q.total))}</strong></td></tr></tfoot></table>`;
}

function linesText(q: QuotationForMail, reader: Reader): string {
  const lines = q.items.map((i) => {
    const code = lineCode(i, reader);
    const mark = i.freeText && reader === "sales" ? ` [${FREE_TEXT_MESSAGES.notInCatalogueLabel}]` : "";
    return (
      `- ${lineName(i, reader)}${code ? ` (${i.freeText ? "código" : "SKU"} ${code})` : ""}${mark}: ` +
      `${i.quantity} × ${price(i.unitPrice)}` +
      (i.lineTotal === null ? "" : ` = ${price(i.lineTotal)}`)
    );
  });
  return `${lines.join("\n")}\nTotal: ${formatMoney(q.total)}`;
}

const customerRows = (l: Omit<RequestContact, "id" | "reference">): [string, unknown][] => [
  ["Nombre", l.name],
  ["Email", l.email],
  ["Teléfono", l.phone],
  ["Empresa", l.company],
];

/** How the request was received, as the mails to sales tell it (issue 22, ADR 029). */
export type Handling = {
  /** Why it looks automated (ADR 013); null for a request that does not. */
  spamReasons: SpamReason[] | null;
  confirmation: Confirmation;
};

const HELD: Record<Exclude<Confirmation, "send">, string> = {
  "held-spam":
    "La confirmación al cliente queda retenida: si la solicitud es real, márcala como genuina en el panel (Solicitudes › Posible spam) y se le enviará.",
  "held-quota": `No se envió la confirmación al cliente: su dirección ya recibió ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmaciones en las últimas 24 horas.`,
  "held-address": "No se envió la confirmación al cliente: su dirección de correo no es válida.",
};

/** The lines that open a mail to sales about a flagged or unconfirmed request. */
function salesNotice(h: Handling): string[] {
  const lines: string[] = [];
  if (h.spamReasons?.length) lines.push(`${SPAM_LABEL}: ${h.spamReasons.map((r) => SPAM_REASON_LABEL[r]).join(", ")}.`);
  if (h.confirmation !== "send") lines.push(HELD[h.confirmation]);
  return lines;
}
const noticeHtml = (lines: string[]) =>
  lines.length
    ? `<div style="background:#fef3c7;color:#78350f;border-radius:6px;padding:8px 12px;margin:0 0 12px">${lines.map((l) => `<p style="margin:4px 0">${esc(l)}</p>`).join("")}</div>`
    : "";
/** '[Posible spam]' first, so a mail filter or a glance at the inbox tells them apart. */
const salesSubject = (h: Handling, subject: string) =>
  oneLine(h.spamReasons?.length ? `[${SPAM_LABEL}] ${subject}` : subject);

/** The two mails of a request, built from what was stored; the caller queues what `handling` allows. */
export type RequestMails = { sales: NewMail; customer: NewMail };
export const mailsToQueue = (m: RequestMails, confirmation: Confirmation): NewMail[] =>
  confirmation === "send" ? [m.sales, m.customer] : [m.sales];

const estimateNote = "Los precios son referenciales y pueden variar; te enviaremos la cotización formal a la brevedad.";
const hasPriceOnRequest = (q: QuotationForMail) => q.items.some((i) => i.unitPrice === null);
const replyHint = "Si necesitas añadir algo, responde a este correo.";

const idTypeLabel = (idType: string | null | undefined, idNumber: string | null | undefined) => {
  const type = storedIdType(idType, idNumber);
  return type ? ID_TYPE_LABELS[type] : "Identificación";
};

/** The notification to sales (reply-to the customer) and the customer's confirmation. */
export function quotationEmails(config: Config, q: QuotationForMail, handling: Handling): RequestMails {
  const company = config.company.name;
  const onRequest = hasPriceOnRequest(q)
    ? `Hay productos con ${REQUEST_MESSAGES.priceOnRequest.toLowerCase()}: no están incluidos en el total.`
    : null;
  const salesTitle = `Nueva solicitud de cotización ${q.reference}`;
  const salesRows: [string, unknown][] = [
    ["Referencia", q.reference],
    ...customerRows(q),
    // The type names the row: 'RUC', 'Cédula', 'Pasaporte' or 'Consumidor final' (issue 25).
    [idTypeLabel(q.id_type, q.ruc), q.ruc],
    ["Mensaje adicional", q.notes],
  ];
  const notice = salesNotice(handling);
  const sales: NewMail = {
    requestType: "quotation",
    requestId: q.id,
    purpose: "sales-notification",
    to: config.salesEmail,
    replyTo: q.email,
    subject: salesSubject(handling, `${salesTitle} — ${q.name}${q.company ? ` (${q.company})` : ""}`),
    html: emailDocument({
      title: salesTitle,
      company,
      body: `${noticeHtml(notice)}${fieldTable(salesRows)}${linesHtml(q, "sales")}${onRequest ? `<p>${esc(onRequest)}</p>` : ""}<p>Responde a este correo para escribir directamente al cliente.</p>`,
    }),
    text: [
      ...(notice.length ? [...notice, ""] : []),
      salesTitle,
      "",
      fieldText(salesRows),
      "",
      linesText(q, "sales"),
      onRequest ?? "",
      "",
      "Responde a este correo para escribir directamente al cliente.",
    ].join("\n"),
  };
  // Nothing the visitor typed, the name included: the address may not be theirs (issue 20).
  const customerTitle = `Hemos recibido tu solicitud de cotización ${q.reference}`;
  const intro = `Hola, gracias por contactar a ${company}. Recibimos tu solicitud de cotización con la referencia ${q.reference}.`;
  const status = q.statusUrl ? `Sigue el estado de tu solicitud aquí: ${q.statusUrl}` : null;
  const customer: NewMail = {
    requestType: "quotation",
    requestId: q.id,
    purpose: "customer-confirmation",
    to: q.email,
    replyTo: config.salesEmail,
    subject: customerTitle,
    html: emailDocument({
      title: customerTitle,
      company,
      body: `<p>${esc(intro)}</p>${linesHtml(q, "customer")}<p>${esc(estimateNote)}</p>${
        q.statusUrl
          ? `<p>Sigue el estado de tu solicitud aquí: <a href="${esc(q.statusUrl)}">${esc(q.statusUrl)}</a></p>`
          : ""
      }<p>${esc(replyHint)}</p>`,
    }),
    text: [
      intro,
      "",
      linesText(q, "customer"),
      "",
      estimateNote,
      ...(status ? ["", status] : []),
      "",
      replyHint,
      "",
      company,
    ].join("\n"),
  };
  return { sales, customer };
}

const KIND_LABEL = {
  contact: { sales: "Nuevo mensaje de contacto", customer: "Hemos recibido tu mensaje", what: "tu mensaje" },
  services: {
    sales: "Nueva consulta de servicios",
    customer: "Hemos recibido tu consulta de servicios",
    what: "tu consulta de servicios",
  },
} as const;

export function messageEmails(config: Config, m: MessageForMail, handling: Handling): RequestMails {
  const company = config.company.name;
  const label = KIND_LABEL[m.kind];
  const salesTitle = `${label.sales} ${m.reference}`;
  const rows: [string, unknown][] = [
    ["Referencia", m.reference],
    ...customerRows(m),
    ["Servicio", m.service],
    ["Mensaje", m.message],
  ];
  const notice = salesNotice(handling);
  const sales: NewMail = {
    requestType: m.kind,
    requestId: m.id,
    purpose: "sales-notification",
    to: config.salesEmail,
    replyTo: m.email,
    subject: salesSubject(handling, `${salesTitle} — ${m.name}${m.service ? ` (${m.service})` : ""}`),
    html: emailDocument({ title: salesTitle, company, body: `${noticeHtml(notice)}${fieldTable(rows)}` }),
    text: [...(notice.length ? [...notice, ""] : []), salesTitle, "", fieldText(rows)].join("\n"),
  };
  // Neither the name nor the message nor the service typed: the address may not be theirs (issue 20).
  const customerTitle = `${label.customer} ${m.reference}`;
  const intro = `Hola, gracias por escribir a ${company}. Recibimos ${label.what} con la referencia ${m.reference} y te contactaremos pronto.`;
  const customer: NewMail = {
    requestType: m.kind,
    requestId: m.id,
    purpose: "customer-confirmation",
    to: m.email,
    replyTo: config.salesEmail,
    subject: customerTitle,
    html: emailDocument({ title: customerTitle, company, body: `<p>${esc(intro)}</p><p>${esc(replyHint)}</p>` }),
    text: [intro, "", replyHint, "", company].join("\n"),
  };
  return { sales, customer };
}

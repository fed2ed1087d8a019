import { decimalToCents, formatMoneyCents } from "../../../contracts/quotes.ts";
import type { Config } from "../../config.ts";
import { emailDocument, esc, escMultiline, fieldTable, fieldText } from "../mail/mail.html.ts";
import type { NewMail } from "../mail/mail.service.ts";

/** Outbox purposes: unique per request (request), so each of these mails is queued at most once. */
export const QUOTE_MAIL = {
  /** Carries the PDF, rebuilt at delivery (mail.worker addAttachmentSource). */
  sentPrefix: "quote-sent-",
  sent: (quoteId: number) => `quote-sent-${quoteId}`,
  reminder: (quoteId: number) => `quote-reminder-${quoteId}`,
  decided: (quoteId: number, status: string) => `quote-${status}-${quoteId}`,
  customerMessage: (messageId: number) => `quote-customer-message-${messageId}`,
  staffReply: (messageId: number) => `quote-staff-reply-${messageId}`,
} as const;

export type RequestForMail = { id: number; reference: string; name: string; email: string; company: string | null };
type QuoteForMail = { id: number; label: string; total: string; validUntil: string };

const oneLine = (v: string) => v.replace(/[\r\n\t]+/g, " ");
const money = (d: string) => formatMoneyCents(decimalToCents(d));
const dateEc = (iso: string) => iso.split("-").reverse().join("/");
const link = (url: string, label: string) =>
  `<p><a href="${esc(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${esc(label)}</a></p>`;

function toCustomer(
  config: Config,
  request: RequestForMail,
  purpose: string,
  title: string,
  paragraphs: string[],
  url: string | null,
): NewMail {
  const company = config.company.name;
  return {
    requestType: "quotation",
    requestId: request.id,
    purpose,
    to: request.email,
    replyTo: config.salesEmail,
    subject: oneLine(title),
    html: emailDocument({
      title,
      company,
      body: `${paragraphs.map((p) => `<p>${escMultiline(p)}</p>`).join("")}${url ? link(url, "Ver el estado de tu cotización") : ""}`,
    }),
    text: [...paragraphs, ...(url ? ["", `Estado de tu cotización: ${url}`] : []), "", company].join("\n"),
  };
}

export function quoteSentEmail(config: Config, request: RequestForMail, q: QuoteForMail, url: string | null): NewMail {
  return toCustomer(
    config,
    request,
    QUOTE_MAIL.sent(q.id),
    `Cotización ${q.label} — ${config.company.name}`,
    [
      `Hola ${request.name}, adjuntamos la cotización ${q.label} por un total de ${money(q.total)} (IVA incluido), válida hasta el ${dateEc(q.validUntil)}.`,
      "Puedes aceptarla, rechazarla o escribirnos desde el enlace de abajo.",
    ],
    url,
  );
}

export function reminderEmail(config: Config, request: RequestForMail, q: QuoteForMail, url: string | null): NewMail {
  return toCustomer(
    config,
    request,
    QUOTE_MAIL.reminder(q.id),
    `Tu cotización ${q.label} vence el ${dateEc(q.validUntil)}`,
    [
      `Hola ${request.name}, te recordamos que la cotización ${q.label} por ${money(q.total)} es válida hasta el ${dateEc(q.validUntil)}.`,
    ],
    url,
  );
}

export function staffReplyEmail(
  config: Config,
  request: RequestForMail,
  messageId: number,
  text: string,
  url: string | null,
): NewMail {
  return toCustomer(
    config,
    request,
    QUOTE_MAIL.staffReply(messageId),
    `Respuesta a tu solicitud ${request.reference}`,
    [`Hola ${request.name}, ${config.company.name} respondió a tu mensaje:`, text],
    url,
  );
}

const EVENT_TITLE = {
  accepted: "Cotización aceptada",
  rejected: "Cotización rechazada",
  message: "Nuevo mensaje del cliente",
} as const;

/** The salesperson's notice of what the customer did on the status page (reply-to the customer). */
export function staffNoticeEmail(
  config: Config,
  request: RequestForMail,
  event: { kind: keyof typeof EVENT_TITLE; purpose: string; rows: [string, unknown][] },
): NewMail {
  const title = `${EVENT_TITLE[event.kind]} ${request.reference}`;
  const rows: [string, unknown][] = [
    ["Referencia", request.reference],
    ["Cliente", request.name],
    ["Empresa", request.company],
    ...event.rows,
  ];
  const hint = "Ábrela en el panel, pestaña Solicitudes.";
  return {
    requestType: "quotation",
    requestId: request.id,
    purpose: event.purpose,
    to: config.salesEmail,
    replyTo: request.email,
    subject: oneLine(`${title} — ${request.name}`),
    html: emailDocument({ title, company: config.company.name, body: `${fieldTable(rows)}<p>${esc(hint)}</p>` }),
    text: [title, "", fieldText(rows), "", hint].join("\n"),
  };
}

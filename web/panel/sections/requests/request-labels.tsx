import { ShieldAlert } from "lucide-react";
import {
  REQUEST_STATUSES,
  REQUEST_STATUS_LABEL,
  QUOTE_OUTCOME_LABEL,
  SPAM_LABEL,
  SPAM_REASON_LABEL,
  type RequestStatus,
  type QuoteOutcome,
  type SpamReason,
} from "../../../../contracts/requests-admin.ts";
import type { RequestType } from "../../../../contracts/requests.ts";
import { MAIL_STATUS_LABEL } from "../../../../contracts/mail-status.ts";

/** The type filter's options (plural, as a list heading reads). */
export const TYPE_FILTER_LABEL: Record<RequestType, string> = {
  quotation: "Cotizaciones",
  contact: "Contacto",
  services: "Servicios",
};

export const TYPE_LABEL: Record<RequestType, string> = {
  quotation: "Cotización",
  contact: "Contacto",
  services: "Servicios",
};

export const statusLabel = (status: string) => REQUEST_STATUS_LABEL[status as RequestStatus] ?? status;

/** The next step of the workflow nueva → en proceso → cotizada → cerrada (none after cerrada). */
export function nextStatus(status: string): RequestStatus | null {
  const i = REQUEST_STATUSES.indexOf(status as RequestStatus);
  return i >= 0 && i < REQUEST_STATUSES.length - 1 ? REQUEST_STATUSES[i + 1] : null;
}

export const STATUS_TONE: Record<RequestStatus, string> = {
  nueva: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300",
  en_proceso: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  cotizada: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300",
  cerrada: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

export const MAIL_LABEL: Record<string, string> = MAIL_STATUS_LABEL;

export const MAIL_TONE: Record<string, string> = {
  none: "text-slate-500",
  pending: "text-amber-700 dark:text-amber-300",
  sent: "text-emerald-700 dark:text-emerald-300",
  failed: "text-red-700 dark:text-red-300",
};

export const PURPOSE_LABEL: Record<string, string> = {
  "sales-notification": "Notificación a ventas",
  "customer-confirmation": "Confirmación al cliente",
  test: "Correo de prueba",
};

// Quote mails carry the quote's or message's id in their purpose (server QUOTE_MAIL): one label per kind.
const QUOTE_PURPOSE: [RegExp, string][] = [
  [/^quote-sent-\d+$/, "Cotización enviada al cliente"],
  [/^quote-reminder-\d+$/, "Recordatorio de vencimiento al cliente"],
  [/^quote-accepted-\d+$/, "Aviso a ventas: cotización aceptada"],
  [/^quote-rejected-\d+$/, "Aviso a ventas: cotización rechazada"],
  [/^quote-customer-message-\d+$/, "Aviso a ventas: mensaje del cliente"],
  [/^quote-staff-reply-\d+$/, "Respuesta al cliente"],
];

/** What a mail in the history was for, in Spanish (never the raw key such as `quote-sent-1`). */
export function mailPurposeLabel(purpose: string): string {
  return PURPOSE_LABEL[purpose] ?? QUOTE_PURPOSE.find(([re]) => re.test(purpose))?.[1] ?? "Correo";
}

export const OUTCOME_TONE: Record<QuoteOutcome, string> = {
  aceptada: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  rechazada: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  vencida: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

/** The request's state; a quote the customer decided on (or that lapsed) says which instead of 'Cotizada'. */
export function StatusBadge({ status, outcome = null }: { status: string; outcome?: QuoteOutcome | null }) {
  const tone = outcome ? OUTCOME_TONE[outcome] : (STATUS_TONE[status as RequestStatus] ?? STATUS_TONE.cerrada);
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}
      data-testid="request-status"
    >
      {outcome ? QUOTE_OUTCOME_LABEL[outcome] : statusLabel(status)}
    </span>
  );
}

/** The flag of a request held as possible spam. */
export function SpamBadge() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-300"
      data-testid="spam-badge"
    >
      <ShieldAlert size={12} aria-hidden />
      {SPAM_LABEL}
    </span>
  );
}

/** Why it was flagged, in the inbox's words: 'Campo oculto completado · Enviado en menos de 3 segundos'. */
export const spamReasonsText = (reasons: SpamReason[]) => reasons.map((r) => SPAM_REASON_LABEL[r] ?? r).join(" · ");

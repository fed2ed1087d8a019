import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import type {
  QuoteSettings,
  QuoteUpdate,
  QuoteView,
  quoteSettingsView,
  threadMessage,
} from "../../../../contracts/quotes.ts";
import type { TemplateUse, templateSummary } from "../../../../contracts/quote-templates.ts";
import type { salesStats } from "../../../../contracts/sales-stats.ts";
import type { z } from "../../../../contracts/zod.ts";
import { api } from "../../../lib/api-client.ts";
import { downloadApiFile } from "../../../lib/download-file.ts";

export type ThreadMessage = z.infer<typeof threadMessage>;
export type SalesStats = z.infer<typeof salesStats>;
export type QuoteSettingsData = z.infer<typeof quoteSettingsView>;
export type TemplateSummary = z.infer<typeof templateSummary>;
export type UnreadCounts = { total: number; byQuotation: { quotationId: number; unread: number }[] };

/** Every version of the request, the open draft first. */
export async function listQuotes(quotationId: number): Promise<QuoteView[]> {
  return (await api<OkEnvelope<QuoteView[]>>(`/quotes/requests/${quotationId}/quotes`)).data;
}

/** 'Preparar cotización': the open draft, or a new one from the latest version or the request. */
export async function createDraft(quotationId: number, from: "request" | "latest") {
  return api<OkEnvelope<QuoteView>>(`/quotes/requests/${quotationId}/quotes`, { method: "POST", body: { from } });
}

export async function saveQuote(quoteId: number, body: QuoteUpdate) {
  return api<OkEnvelope<QuoteView>>(`/quotes/${quoteId}`, { method: "PUT", body });
}

/** `setAsideAcceptance`: staff confirmed that the customer's acceptance of the previous version lapses. */
export async function sendQuote(quoteId: number, setAsideAcceptance = false) {
  return api<OkEnvelope<QuoteView>>(`/quotes/${quoteId}/send`, { method: "POST", body: { setAsideAcceptance } });
}

export function downloadQuotePdf(quote: Pick<QuoteView, "id" | "label">) {
  return downloadApiFile(`/quotes/${quote.id}/pdf`, `${quote.label.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`);
}

/**
 * The staff-only preview of a saved draft (inline PDF, the session cookie goes along); its last
 * save in the address so a frame never shows an earlier copy.
 */
export const previewPdfUrl = (quote: Pick<QuoteView, "id" | "updatedAt">) =>
  `/api/quotes/${quote.id}/preview?saved=${encodeURIComponent(quote.updatedAt)}`;

export async function statusLink(quotationId: number): Promise<string> {
  return (await api<OkEnvelope<{ statusUrl: string }>>(`/quotes/requests/${quotationId}/status-link`)).data.statusUrl;
}

/** The thread with the customer; reading it marks their entries as read. */
export async function listMessages(quotationId: number): Promise<ThreadMessage[]> {
  return (await api<OkEnvelope<ThreadMessage[]>>(`/quotes/requests/${quotationId}/messages`)).data;
}

export async function replyToCustomer(quotationId: number, text: string) {
  return api<OkEnvelope<ThreadMessage>>(`/quotes/requests/${quotationId}/messages`, {
    method: "POST",
    body: { text },
  });
}

export async function unreadCounts(): Promise<UnreadCounts> {
  return (await api<OkEnvelope<UnreadCounts>>("/quotes/unread")).data;
}

export async function quoteSettings(): Promise<QuoteSettingsData> {
  return (await api<OkEnvelope<QuoteSettingsData>>("/quotes/settings")).data;
}

export async function saveQuoteSettings(body: QuoteSettings) {
  return api<OkEnvelope<QuoteSettingsData>>("/quotes/settings", { method: "PUT", body });
}

export async function fetchSalesStats(): Promise<SalesStats> {
  return (await api<OkEnvelope<SalesStats>>("/stats/sales")).data;
}

// ---------------------------------------------------------------- approval (ADR 051) and templates (ADR 050)

export async function requestApproval(quoteId: number, note: string) {
  return api<OkEnvelope<QuoteView>>(`/quotes/${quoteId}/approval/request`, {
    method: "POST",
    body: { note: note.trim() || undefined },
  });
}

export async function approveQuote(quoteId: number, note: string) {
  return api<OkEnvelope<QuoteView>>(`/quotes/${quoteId}/approval/approve`, {
    method: "POST",
    body: { note: note.trim() || undefined },
  });
}

/** 'Devolver': the note is required (the contract words the refusal). */
export async function returnQuote(quoteId: number, note: string) {
  return api<OkEnvelope<QuoteView>>(`/quotes/${quoteId}/approval/return`, { method: "POST", body: { note } });
}

export async function saveAsTemplate(quoteId: number, name: string) {
  return api<OkEnvelope<TemplateSummary>>(`/quotes/${quoteId}/template`, { method: "POST", body: { name } });
}

export async function listTemplates(search: string): Promise<TemplateSummary[]> {
  const q = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : "";
  return (await api<OkEnvelope<TemplateSummary[]>>(`/quotes/templates${q}`)).data;
}

/** 'Usar plantilla': the template's lines with today's prices, in the draft-save shape; nothing is written. */
export async function templateForDraft(templateId: number): Promise<TemplateUse> {
  return (await api<OkEnvelope<TemplateUse>>(`/quotes/templates/${templateId}/use`, { method: "POST" })).data;
}

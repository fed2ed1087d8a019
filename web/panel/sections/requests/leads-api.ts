import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import type {
  LeadCounts,
  LeadDetail,
  LeadStatus,
  LeadSummary,
  MailStatusData,
  QuoteOutcome,
} from "../../../../contracts/leads-admin.ts";
import type { LeadType } from "../../../../contracts/leads.ts";
import { api } from "../../../lib/api-client.ts";
import { downloadApiFile } from "../../../lib/download-file.ts";
import { buildQuery } from "../../../lib/query.ts";

/** `spam`: the leads held as possible spam instead of the genuine ones; `outcome`: of their quote. */
export type LeadFilters = {
  type: LeadType | "";
  status: LeadStatus | "";
  outcome: QuoteOutcome | "";
  search: string;
  spam: boolean;
};
export type LeadPage = {
  leads: LeadSummary[];
  pagination: { page: number; perPage: number; total: number; totalPages: number };
};

export const PER_PAGE = 20;

const filterQuery = (f: LeadFilters) => ({
  type: f.type || undefined,
  status: f.status || undefined,
  outcome: f.outcome || undefined,
  search: f.search.trim() || undefined,
  spam: f.spam ? "true" : undefined,
});

export async function listLeads(filters: LeadFilters, page: number): Promise<LeadPage> {
  const res = await api<OkEnvelope<LeadPage>>(
    `/leads${buildQuery({ ...filterQuery(filters), page, perPage: PER_PAGE })}`,
  );
  return res.data;
}

export async function leadCounts(): Promise<LeadCounts> {
  return (await api<OkEnvelope<LeadCounts>>("/leads/counts")).data;
}

export async function leadDetail(type: LeadType, id: number): Promise<LeadDetail> {
  return (await api<OkEnvelope<LeadDetail>>(`/leads/${type}/${id}`)).data;
}

export async function updateLead(
  type: LeadType,
  id: number,
  body: { status?: LeadStatus; internalNote?: string | null },
) {
  return api<OkEnvelope<LeadDetail>>(`/leads/${type}/${id}`, { method: "PATCH", body });
}

export async function resendLead(type: LeadType, id: number) {
  return api<OkEnvelope<{ requeued: number }>>(`/leads/${type}/${id}/resend`, { method: "POST" });
}

/** 'Marcar como genuina': the lead joins the inbox and its two mails are queued (once). */
export async function markLeadGenuine(type: LeadType, id: number) {
  return api<OkEnvelope<LeadDetail>>(`/leads/${type}/${id}/genuine`, { method: "POST" });
}

/** Deletes a lead held as possible spam (the server refuses genuine ones). */
export async function deleteLead(type: LeadType, id: number) {
  return api<OkEnvelope<{ id: number }>>(`/leads/${type}/${id}`, { method: "DELETE" });
}

export function exportLeads(filters: LeadFilters, format: "csv" | "xlsx") {
  const stamp = new Date().toISOString().slice(0, 10);
  return downloadApiFile(
    `/leads/export${buildQuery({ ...filterQuery(filters), format })}`,
    `solicitudes-${stamp}.${format}`,
  );
}

export async function mailStatus(): Promise<MailStatusData> {
  return (await api<OkEnvelope<MailStatusData>>("/email/status")).data;
}

export async function sendTestMail() {
  return api<OkEnvelope<{ id: number; status: string; messageId: string | null }>>("/email/test", { method: "POST" });
}

import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import type {
  RequestCounts,
  RequestDetail,
  RequestStatus,
  RequestSummary,
  MailStatusData,
  QuoteOutcome,
} from "../../../../contracts/requests-admin.ts";
import type { RequestType } from "../../../../contracts/requests.ts";
import { api } from "../../../lib/api-client.ts";
import { downloadApiFile } from "../../../lib/download-file.ts";
import { buildQuery } from "../../../lib/query.ts";

/** `spam`: the requests held as possible spam instead of the genuine ones; `outcome`: of their quote. */
export type RequestFilters = {
  type: RequestType | "";
  status: RequestStatus | "";
  outcome: QuoteOutcome | "";
  search: string;
  spam: boolean;
};
export type RequestPage = {
  requests: RequestSummary[];
  pagination: { page: number; perPage: number; total: number; totalPages: number };
};

export const PER_PAGE = 20;

const filterQuery = (f: RequestFilters) => ({
  type: f.type || undefined,
  status: f.status || undefined,
  outcome: f.outcome || undefined,
  search: f.search.trim() || undefined,
  spam: f.spam ? "true" : undefined,
});

export async function listRequests(filters: RequestFilters, page: number): Promise<RequestPage> {
  const res = await api<OkEnvelope<RequestPage>>(
    `/requests${buildQuery({ ...filterQuery(filters), page, perPage: PER_PAGE })}`,
  );
  return res.data;
}

export async function requestCounts(): Promise<RequestCounts> {
  return (await api<OkEnvelope<RequestCounts>>("/requests/counts")).data;
}

export async function requestDetail(type: RequestType, id: number): Promise<RequestDetail> {
  return (await api<OkEnvelope<RequestDetail>>(`/requests/${type}/${id}`)).data;
}

export async function updateRequest(
  type: RequestType,
  id: number,
  body: { status?: RequestStatus; internalNote?: string | null },
) {
  return api<OkEnvelope<RequestDetail>>(`/requests/${type}/${id}`, { method: "PATCH", body });
}

export async function resendRequest(type: RequestType, id: number) {
  return api<OkEnvelope<{ requeued: number }>>(`/requests/${type}/${id}/resend`, { method: "POST" });
}

/** 'Marcar como genuina': the request joins the inbox and its two mails are queued (once). */
export async function markRequestGenuine(type: RequestType, id: number) {
  return api<OkEnvelope<RequestDetail>>(`/requests/${type}/${id}/genuine`, { method: "POST" });
}

/** Deletes a request held as possible spam (the server refuses genuine ones). */
export async function deleteRequest(type: RequestType, id: number) {
  return api<OkEnvelope<{ id: number }>>(`/requests/${type}/${id}`, { method: "DELETE" });
}

export function exportRequests(filters: RequestFilters, format: "csv" | "xlsx") {
  const stamp = new Date().toISOString().slice(0, 10);
  return downloadApiFile(
    `/requests/export${buildQuery({ ...filterQuery(filters), format })}`,
    `solicitudes-${stamp}.${format}`,
  );
}

export async function mailStatus(): Promise<MailStatusData> {
  return (await api<OkEnvelope<MailStatusData>>("/email/status")).data;
}

export async function sendTestMail() {
  return api<OkEnvelope<{ id: number; status: string; messageId: string | null }>>("/email/test", { method: "POST" });
}

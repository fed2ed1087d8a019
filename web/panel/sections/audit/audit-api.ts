import type { AuditPage } from "../../../../contracts/audit.ts";
import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import { api } from "../../../lib/api-client.ts";

/** What the screens filter by; dates are the YYYY-MM-DD of an <input type="date">, in local time. */
export type AuditFilters = { userId?: string; entity?: string; entityId?: string; from?: string; to?: string };

const localMidnight = (day: string) => new Date(`${day}T00:00:00`);

/**
 * The query string of GET /audit. Days are the reader's own: 'to' includes the whole of that local
 * day (the server's date-only filters would read them in UTC, five hours off in Ecuador).
 */
export function auditQueryString(filters: AuditFilters, page: number, limit: number): string {
  const q = new URLSearchParams();
  if (filters.userId) q.set("userId", filters.userId);
  if (filters.entity) q.set("entity", filters.entity);
  if (filters.entityId?.trim()) q.set("entityId", filters.entityId.trim());
  if (filters.from) q.set("from", localMidnight(filters.from).toISOString());
  if (filters.to) {
    const end = localMidnight(filters.to);
    end.setDate(end.getDate() + 1);
    q.set("to", end.toISOString());
  }
  q.set("page", String(page));
  q.set("limit", String(limit));
  return q.toString();
}

export async function loadAudit(filters: AuditFilters, page: number, limit: number): Promise<AuditPage> {
  return (await api<OkEnvelope<AuditPage>>(`/audit?${auditQueryString(filters, page, limit)}`)).data;
}

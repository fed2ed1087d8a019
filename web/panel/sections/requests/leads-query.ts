import {
  LEAD_STATUSES,
  QUOTE_OUTCOMES,
  type LeadStatus,
  type QuoteOutcome,
} from "../../../../contracts/leads-admin.ts";
import type { LeadType } from "../../../../contracts/leads.ts";
import { buildQuery } from "../../../lib/query.ts";
import type { LeadFilters } from "./leads-api.ts";
import type { LeadRef } from "./lead-detail-dialog.tsx";

/** The inbox's address (ADR 023): /admin/solicitudes[/{tipo}/{id}]?tipo&estado&resultado&buscar&spam&pagina. */
export const LEADS_PATH = "/admin/solicitudes";

const TYPE_SLUG: Record<LeadType, string> = { quotation: "cotizacion", contact: "contacto", services: "servicios" };
const typeOfSlug = (slug: string | null | undefined) =>
  (Object.keys(TYPE_SLUG) as LeadType[]).find((t) => TYPE_SLUG[t] === slug);

export type LeadsQuery = { filters: LeadFilters; page: number };

export function parseLeadsQuery(search: string): LeadsQuery {
  const q = new URLSearchParams(search);
  const status = q.get("estado") as LeadStatus | null;
  const outcome = q.get("resultado") as QuoteOutcome | null;
  const page = Number(q.get("pagina"));
  return {
    filters: {
      type: typeOfSlug(q.get("tipo")) ?? "",
      status: status && LEAD_STATUSES.includes(status) ? status : "",
      outcome: outcome && QUOTE_OUTCOMES.includes(outcome) ? outcome : "",
      search: q.get("buscar") ?? "",
      spam: q.get("spam") === "1",
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function leadsQueryString({ filters, page }: LeadsQuery): string {
  return buildQuery({
    tipo: filters.type ? TYPE_SLUG[filters.type] : undefined,
    estado: filters.status,
    resultado: filters.outcome,
    buscar: filters.search,
    spam: filters.spam ? 1 : undefined,
    pagina: page > 1 ? page : undefined,
  });
}

/** The open lead named by the address's path, or null. */
export function leadOfPath(type: string | undefined, id: string | undefined): LeadRef | null {
  const leadType = typeOfSlug(type);
  const leadId = Number(id);
  return leadType && Number.isInteger(leadId) && leadId > 0 ? { type: leadType, id: leadId } : null;
}

export const leadPath = (lead: LeadRef) => `${LEADS_PATH}/${TYPE_SLUG[lead.type]}/${lead.id}`;

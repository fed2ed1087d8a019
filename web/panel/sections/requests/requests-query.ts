import {
  REQUEST_STATUSES,
  QUOTE_OUTCOMES,
  type RequestStatus,
  type QuoteOutcome,
} from "../../../../contracts/requests-admin.ts";
import type { RequestType } from "../../../../contracts/requests.ts";
import { buildQuery } from "../../../lib/query.ts";
import type { RequestFilters } from "./requests-api.ts";
import type { RequestRef } from "./request-detail-dialog.tsx";

/** The inbox's address (ADR 023): /admin/solicitudes[/{tipo}/{id}]?tipo&estado&resultado&buscar&spam&pagina. */
export const REQUESTS_PATH = "/admin/solicitudes";

const TYPE_SLUG: Record<RequestType, string> = { quotation: "cotizacion", contact: "contacto", services: "servicios" };
const typeOfSlug = (slug: string | null | undefined) =>
  (Object.keys(TYPE_SLUG) as RequestType[]).find((t) => TYPE_SLUG[t] === slug);

export type RequestsQuery = { filters: RequestFilters; page: number };

export function parseRequestsQuery(search: string): RequestsQuery {
  const q = new URLSearchParams(search);
  const status = q.get("estado") as RequestStatus | null;
  const outcome = q.get("resultado") as QuoteOutcome | null;
  const page = Number(q.get("pagina"));
  return {
    filters: {
      type: typeOfSlug(q.get("tipo")) ?? "",
      status: status && REQUEST_STATUSES.includes(status) ? status : "",
      outcome: outcome && QUOTE_OUTCOMES.includes(outcome) ? outcome : "",
      search: q.get("buscar") ?? "",
      spam: q.get("spam") === "1",
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function requestsQueryString({ filters, page }: RequestsQuery): string {
  return buildQuery({
    tipo: filters.type ? TYPE_SLUG[filters.type] : undefined,
    estado: filters.status,
    resultado: filters.outcome,
    buscar: filters.search,
    spam: filters.spam ? 1 : undefined,
    pagina: page > 1 ? page : undefined,
  });
}

/** The open request named by the address's path, or null. */
export function requestOfPath(type: string | undefined, id: string | undefined): RequestRef | null {
  const requestType = typeOfSlug(type);
  const requestId = Number(id);
  return requestType && Number.isInteger(requestId) && requestId > 0 ? { type: requestType, id: requestId } : null;
}

export const requestPath = (request: RequestRef) => `${REQUESTS_PATH}/${TYPE_SLUG[request.type]}/${request.id}`;

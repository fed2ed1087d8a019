import { AUDIT_ENTITIES } from "../../../../contracts/audit.ts";
import type { AuditFilters } from "./audit-api.ts";

/**
 * The log's filters and page in the address (issue 22, as the inbox does, ADR 023): a reload, the
 * back button or a shared link shows the same entries. Spanish names, like the inbox's.
 */
const PARAM = { userId: "usuario", entity: "entidad", entityId: "id", from: "desde", to: "hasta" } as const;
const PAGE = "pagina";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const valid: Record<keyof AuditFilters, (v: string) => boolean> = {
  userId: (v) => /^[1-9]\d{0,9}$/.test(v),
  entity: (v) => (AUDIT_ENTITIES as readonly string[]).includes(v),
  entityId: (v) => v.trim().length > 0 && v.length <= 100,
  from: (v) => DAY.test(v),
  to: (v) => DAY.test(v),
};

export type AuditAddress = { filters: AuditFilters; page: number };

/** What the address asks for; a value the form could not have written is left out. */
export function parseAuditAddress(params: URLSearchParams): AuditAddress {
  const filters: AuditFilters = {};
  for (const key of Object.keys(PARAM) as (keyof AuditFilters)[]) {
    const value = params.get(PARAM[key]);
    if (value !== null && valid[key](value)) filters[key] = value;
  }
  const page = Number(params.get(PAGE));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address's search params for these filters and page (empty filters and page 1 left out). */
export function auditAddressParams({ filters, page }: AuditAddress): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof AuditFilters)[]) {
    const value = filters[key]?.trim();
    if (value) params.set(PARAM[key], value);
  }
  if (page > 1) params.set(PAGE, String(page));
  return params;
}

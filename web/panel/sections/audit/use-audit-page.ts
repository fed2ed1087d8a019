import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { loadAudit, type AuditFilters } from "./audit-api.ts";

/**
 * One page of the audit log for `filters`. An answer that arrives after the filters or page moved
 * on is dropped, so a slow first page never replaces the one asked for last.
 */
export function useAuditPage(filters: AuditFilters, page: number, limit: number) {
  const { data, error, loading, reload } = useAdminQuery(
    JSON.stringify([filters, page, limit]),
    () => loadAudit(filters, page, limit),
    "Error al cargar el historial",
  );
  return { data, error, loading, retry: (): void => void reload() };
}

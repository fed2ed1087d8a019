import { useCallback, useEffect, useState } from "react";
import type { AuditPage } from "../../../contracts/audit.ts";
import { useApiFailure } from "../admin/use-api-failure.ts";
import { loadAudit, type AuditFilters } from "./audit-api.ts";

/**
 * One page of the audit log for `filters`. An answer that arrives after the filters or page moved
 * on is dropped, so a slow first page never replaces the one asked for last.
 */
export function useAuditPage(filters: AuditFilters, page: number, limit: number) {
  const failure = useApiFailure();
  const [data, setData] = useState<AuditPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    loadAudit(filters, page, limit)
      .then((res) => {
        if (!current) return;
        setData(res);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!current) return;
        const message = failure(err, "Error al cargar el historial");
        if (message !== null) setError(message);
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [filters, page, limit, failure, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, retry };
}

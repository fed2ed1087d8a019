import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import type { LeadRef } from "./lead-detail-dialog.tsx";
import type { LeadFilters } from "./leads-api.ts";
import { LEADS_PATH, leadOfPath, leadPath, leadsQueryString, parseLeadsQuery, type LeadsQuery } from "./leads-query.ts";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Filters, page and the open lead live in the address (ADR 023): a reload or a shared link shows
 * the same list and lead. The search is typed freely and written once typing pauses.
 */
export function useLeadsAddress() {
  const navigate = useNavigate();
  const { search: queryString } = useLocation();
  const params = useParams();
  const { filters, page } = useMemo(() => parseLeadsQuery(queryString), [queryString]);
  const open = useMemo(() => leadOfPath(params.type, params.id), [params.type, params.id]);
  const go = useCallback(
    (pathname: string, next: LeadsQuery, replace = false) =>
      void navigate({ pathname, search: leadsQueryString(next) }, { replace }),
    [navigate],
  );
  const [searchText, setSearchText] = useState(filters.search);
  const settled = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  // The address changed another way (back button, 'Limpiar filtros'): show its search.
  useEffect(() => setSearchText(filters.search), [filters.search]);
  const pathname = open ? leadPath(open) : LEADS_PATH;
  useEffect(() => {
    if (settled === searchText && settled !== filters.search)
      go(pathname, { filters: { ...filters, search: settled }, page: 1 }, true);
  }, [settled, searchText, filters, pathname, go]);

  return {
    filters,
    page,
    open,
    searchText,
    setSearchText,
    setFilters: (next: LeadFilters) => go(LEADS_PATH, { filters: next, page: 1 }),
    setPage: (next: number) => go(LEADS_PATH, { filters, page: next }),
    openLead: (lead: LeadRef | null) => go(lead ? leadPath(lead) : LEADS_PATH, { filters, page }, lead === null),
  };
}

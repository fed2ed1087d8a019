import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import type { RequestRef } from "./request-detail-dialog.tsx";
import type { RequestFilters } from "./requests-api.ts";
import {
  REQUESTS_PATH,
  requestOfPath,
  requestPath,
  requestsQueryString,
  parseRequestsQuery,
  type RequestsQuery,
} from "./requests-query.ts";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Filters, page and the open request live in the address (ADR 023): a reload or a shared link shows
 * the same list and request. The search is typed freely and written once typing pauses.
 */
export function useRequestsAddress() {
  const navigate = useNavigate();
  const { search: queryString } = useLocation();
  const params = useParams();
  const { filters, page } = useMemo(() => parseRequestsQuery(queryString), [queryString]);
  const open = useMemo(() => requestOfPath(params.type, params.id), [params.type, params.id]);
  const go = useCallback(
    (pathname: string, next: RequestsQuery, replace = false) =>
      void navigate({ pathname, search: requestsQueryString(next) }, { replace }),
    [navigate],
  );
  const [searchText, setSearchText] = useState(filters.search);
  const settled = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  // The address changed another way (back button, 'Limpiar filtros'): show its search.
  useEffect(() => setSearchText(filters.search), [filters.search]);
  const pathname = open ? requestPath(open) : REQUESTS_PATH;
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
    setFilters: (next: RequestFilters) => go(REQUESTS_PATH, { filters: next, page: 1 }),
    setPage: (next: number) => go(REQUESTS_PATH, { filters, page: next }),
    openRequest: (request: RequestRef | null) =>
      go(request ? requestPath(request) : REQUESTS_PATH, { filters, page }, request === null),
  };
}

import { ChevronLeft, ChevronRight, Download, Eye, Inbox, RefreshCw, Search, ShieldAlert } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import {
  LEAD_STATUSES,
  SPAM_LABEL,
  SPAM_RETENTION_DAYS,
  type LeadStatus,
  type LeadSummary,
} from "../../../contracts/leads-admin.ts";
import { LEAD_TYPES, type LeadType } from "../../../contracts/leads.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Input, Select } from "../../components/ui/field.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { formatPrice } from "../../lib/format.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { UnreadBadge, useUnreadQuotes } from "../admin-quotes/unread-badge.tsx";
import { useToast } from "../../components/ui/toast-provider.tsx";
import { LeadDetailDialog, type LeadRef } from "./lead-detail-dialog.tsx";
import {
  MAIL_LABEL,
  MAIL_TONE,
  SpamBadge,
  StatusBadge,
  TYPE_FILTER_LABEL,
  TYPE_LABEL,
  formatDateTime,
  spamReasonsText,
  statusLabel,
} from "./lead-labels.tsx";
import { exportLeads, leadCounts, listLeads, type LeadFilters, type LeadPage } from "./leads-api.ts";
import { MailStatusCard } from "./mail-status-card.tsx";
import { LEADS_PATH, leadOfPath, leadPath, leadsQueryString, parseLeadsQuery, type LeadsQuery } from "./leads-query.ts";

const EMPTY_FILTERS: LeadFilters = { type: "", status: "", search: "", spam: false };
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Filters, page and the open lead live in the address (ADR 023): a reload or a shared link shows
 * the same list and lead. The search is typed freely and written once typing pauses.
 */
function useLeadsAddress() {
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

function Summary({ lead }: { lead: LeadSummary }) {
  if (lead.type === "quotation") {
    return (
      <span>
        {lead.itemCount ?? 0} {lead.itemCount === 1 ? "producto" : "productos"} · {formatPrice(lead.total)}
      </span>
    );
  }
  return (
    <span className="line-clamp-2">
      {lead.service ? `${lead.service}: ` : ""}
      {lead.preview}
    </span>
  );
}

/** A flagged lead says so, and why, wherever it is listed. */
function SpamNote({ lead }: { lead: LeadSummary }) {
  if (!lead.spam) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2" data-testid="spam-note">
      <SpamBadge />
      <span className="text-xs text-red-700 dark:text-red-300">{spamReasonsText(lead.spamReasons)}</span>
    </div>
  );
}

/** Flagged leads awaiting review; refreshed with the list. */
function useSpamCount(refreshKey: number) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    leadCounts()
      .then((c) => live && setCount(c.spam))
      .catch(() => {
        // The count is a hint on the toggle; the list shows its own error.
      });
    return () => {
      live = false;
    };
  }, [refreshKey]);
  return count;
}

/** The 'Solicitudes' tab: quotations and messages, newest first, with their detail and mail state. */
export function AdminLeadsTab({ onChanged }: { onChanged?: () => void }) {
  const toast = useToast();
  const { filters, page, open, searchText, setSearchText, setFilters, setPage, openLead } = useLeadsAddress();
  const search = filters.search;
  const [data, setData] = useState<LeadPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<"csv" | "xlsx" | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);

  const query: LeadFilters = { type: filters.type, status: filters.status, search, spam: filters.spam };
  const spamCount = useSpamCount(refreshKey);
  const unread = useUnreadQuotes(refreshKey);
  const unreadOf = (lead: LeadSummary) => (lead.type === "quotation" ? unread.get(lead.id) : undefined);

  const load = useCallback(async (q: LeadFilters, p: number) => {
    try {
      setData(await listLeads(q, p));
      setError(null);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      setError(err instanceof Error ? err.message : "Error al cargar las solicitudes");
    }
  }, []);

  useEffect(() => {
    void load({ type: filters.type, status: filters.status, search, spam: filters.spam }, page);
  }, [load, filters.type, filters.status, search, filters.spam, page, refreshKey]);

  function setFilter<K extends keyof LeadFilters>(key: K, value: LeadFilters[K]) {
    if (key === "search") setSearchText(value as string);
    else setFilters({ ...filters, search: searchText, [key]: value });
  }

  async function download(format: "csv" | "xlsx") {
    setExporting(format);
    try {
      await exportLeads(query, format);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        toast.error(err instanceof Error ? err.message : "Error al exportar las solicitudes");
    } finally {
      setExporting(null);
    }
  }

  const changed = () => {
    setRefreshKey((k) => k + 1);
    onChanged?.();
  };

  const leads = data?.leads ?? [];
  const pagination = data?.pagination;
  const filtered = filters.type !== "" || filters.status !== "" || filters.search.trim() !== "" || filters.spam;

  return (
    <div className="space-y-6">
      <MailStatusCard refreshKey={refreshKey} />
      <Card
        title="Solicitudes"
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Actualizar solicitudes"
              onClick={() => setRefreshKey((k) => k + 1)}
            >
              <RefreshCw size={16} aria-hidden />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<Download size={14} aria-hidden />}
              loading={exporting === "csv"}
              onClick={() => void download("csv")}
            >
              Exportar CSV
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<Download size={14} aria-hidden />}
              loading={exporting === "xlsx"}
              onClick={() => void download("xlsx")}
            >
              Exportar Excel
            </Button>
          </div>
        }
      >
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]">
          <label className="relative block">
            <span className="sr-only">Buscar solicitudes</span>
            <Search
              size={16}
              aria-hidden
              className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
            />
            <Input
              type="search"
              className="pl-9"
              placeholder="Buscar por nombre, email, empresa o referencia"
              value={searchText}
              onChange={(e) => setFilter("search", e.target.value)}
            />
          </label>
          <Select
            aria-label="Filtrar por tipo"
            value={filters.type}
            onChange={(e) => setFilter("type", e.target.value as LeadType | "")}
          >
            <option value="">Todos los tipos</option>
            {LEAD_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_FILTER_LABEL[t]}
              </option>
            ))}
          </Select>
          <Select
            aria-label="Filtrar por estado"
            value={filters.status}
            onChange={(e) => setFilter("status", e.target.value as LeadStatus | "")}
          >
            <option value="">Todos los estados</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </Select>
          <Button
            variant={filters.spam ? "danger" : "secondary"}
            aria-pressed={filters.spam}
            icon={<ShieldAlert size={16} aria-hidden />}
            onClick={() => setFilter("spam", !filters.spam)}
            data-testid="spam-filter"
          >
            {SPAM_LABEL}
            {spamCount !== null && <span className="ml-1 tabular-nums">({spamCount})</span>}
          </Button>
        </div>
        {filters.spam && (
          <p
            className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
            data-testid="spam-hint"
          >
            Solicitudes guardadas con su referencia pero retenidas: no se envió ningún correo al cliente ni a ventas.
            Ábrelas para marcarlas como genuinas o eliminarlas; las que nadie revise se eliminan a los{" "}
            {SPAM_RETENTION_DAYS} días.
          </p>
        )}

        {error && !data ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : !data ? (
          <LoadingState>Cargando...</LoadingState>
        ) : leads.length === 0 ? (
          <EmptyState
            icon={<Inbox size={40} />}
            title={
              filters.spam && !(filters.type || filters.status || filters.search.trim())
                ? "No hay solicitudes marcadas como posible spam"
                : filtered
                  ? "No hay solicitudes con estos filtros"
                  : "Aún no hay solicitudes"
            }
            action={
              filtered && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setFilters(EMPTY_FILTERS);
                  }}
                >
                  Limpiar filtros
                </Button>
              )
            }
          />
        ) : (
          <>
            <div className="hidden overflow-x-auto rounded-xl border border-slate-200 lg:block dark:border-slate-700">
              <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
                <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
                  <tr>
                    <th className="px-3 py-3">Fecha</th>
                    <th className="px-3 py-3">Referencia</th>
                    <th className="px-3 py-3">Cliente</th>
                    <th className="px-3 py-3">Detalle</th>
                    <th className="px-3 py-3">Estado</th>
                    <th className="px-3 py-3">Correo</th>
                    <th className="px-3 py-3 text-right">Acciones</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-surface-dark">
                  {leads.map((lead) => (
                    <tr key={`${lead.type}-${lead.id}`} data-testid="lead-row">
                      <td className="whitespace-nowrap px-3 py-2 text-slate-600 dark:text-slate-300">
                        {formatDateTime(lead.createdAt)}
                      </td>
                      <td className="px-3 py-2">
                        <div className="flex flex-wrap items-center gap-1 font-mono text-xs font-semibold">
                          {lead.reference}
                          <UnreadBadge count={unreadOf(lead)} />
                        </div>
                        <div className="text-xs text-slate-500">{TYPE_LABEL[lead.type]}</div>
                      </td>
                      <td className="px-3 py-2">
                        <div className="font-medium text-slate-900 dark:text-white">{lead.name}</div>
                        <div className="text-xs text-slate-500">
                          {lead.email}
                          {lead.company ? ` · ${lead.company}` : ""}
                        </div>
                      </td>
                      <td className="max-w-xs px-3 py-2 text-slate-700 dark:text-slate-300">
                        <Summary lead={lead} />
                        <SpamNote lead={lead} />
                      </td>
                      <td className="px-3 py-2">
                        <StatusBadge status={lead.status} />
                      </td>
                      <td className={`px-3 py-2 text-xs font-semibold ${MAIL_TONE[lead.mailStatus]}`}>
                        {MAIL_LABEL[lead.mailStatus]}
                      </td>
                      <td className="px-3 py-2 text-right">
                        <Button
                          size="sm"
                          variant="secondary"
                          icon={<Eye size={14} aria-hidden />}
                          onClick={() => openLead({ type: lead.type, id: lead.id })}
                          aria-label={`Ver ${lead.reference}`}
                        >
                          Ver
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-3 lg:hidden">
              {leads.map((lead) => (
                <li
                  key={`${lead.type}-${lead.id}`}
                  data-testid="lead-card"
                  className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
                >
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-1 font-mono text-xs font-semibold">
                        {lead.reference}
                        <UnreadBadge count={unreadOf(lead)} />
                      </div>
                      <div className="wrap-anywhere font-medium text-slate-900 dark:text-white">{lead.name}</div>
                      <div className="wrap-anywhere text-xs text-slate-500">{lead.email}</div>
                    </div>
                    <span className="shrink-0">
                      <StatusBadge status={lead.status} />
                    </span>
                  </div>
                  <div className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                    <Summary lead={lead} />
                    <SpamNote lead={lead} />
                  </div>
                  <div className="mt-2 flex items-center justify-between text-xs">
                    <span className="text-slate-500">
                      {TYPE_LABEL[lead.type]} · {formatDateTime(lead.createdAt)} ·{" "}
                      <span className={MAIL_TONE[lead.mailStatus]}>{MAIL_LABEL[lead.mailStatus]}</span>
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => openLead({ type: lead.type, id: lead.id })}
                      aria-label={`Ver ${lead.reference}`}
                    >
                      Ver
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            {pagination && (
              <nav
                aria-label="Paginación de solicitudes"
                className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
              >
                <span className="text-slate-600 dark:text-slate-300" data-testid="leads-range">
                  Mostrando {(pagination.page - 1) * pagination.perPage + 1} a{" "}
                  {Math.min(pagination.page * pagination.perPage, pagination.total)} de {pagination.total} solicitudes
                </span>
                <div className="flex items-center gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<ChevronLeft size={14} aria-hidden />}
                    disabled={pagination.page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    Anterior
                  </Button>
                  <span className="tabular-nums">
                    {pagination.page} / {Math.max(1, pagination.totalPages)}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={pagination.page >= pagination.totalPages}
                    onClick={() => setPage(page + 1)}
                  >
                    Siguiente <ChevronRight size={14} aria-hidden />
                  </Button>
                </div>
              </nav>
            )}
          </>
        )}
      </Card>
      <LeadDetailDialog target={open} onClose={() => openLead(null)} onChanged={changed} />
    </div>
  );
}

export default AdminLeadsTab;

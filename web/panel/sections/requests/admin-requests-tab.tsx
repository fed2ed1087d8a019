import { Inbox, RefreshCw } from "lucide-react";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { QueryStatus } from "../../kit/query-status.tsx";
import { useIsAdmin } from "../../kit/use-catalog-writer.ts";
import { RequestDetailDialog } from "./request-detail-dialog.tsx";
import type { RequestFilters } from "./requests-api.ts";
import { RequestsExport } from "./requests-export.tsx";
import { RequestsFilters } from "./requests-filters.tsx";
import { RequestsList } from "./requests-list.tsx";
import { RequestsPager } from "./requests-pager.tsx";
import { MailStatusCard } from "./mail-status-card.tsx";
import { useInbox } from "./use-inbox.ts";
import { useRequestsAddress } from "./use-requests-address.ts";

const EMPTY_FILTERS: RequestFilters = { type: "", status: "", outcome: "", search: "", spam: false };

function emptyTitle(filters: RequestFilters) {
  if (filters.spam && !(filters.type || filters.status || filters.search.trim()))
    return "No hay solicitudes marcadas como posible spam";
  return isFiltered(filters) ? "No hay solicitudes con estos filtros" : "Aún no hay solicitudes";
}

const isFiltered = (f: RequestFilters) => f.type !== "" || f.status !== "" || f.search.trim() !== "" || f.spam;

/** The 'Solicitudes' tab: quotations and messages, newest first, with their detail and mail state. */
export function AdminRequestsTab({ onChanged }: { onChanged?: () => void }) {
  const { filters, page, open, searchText, setSearchText, setFilters, setPage, openRequest } = useRequestsAddress();
  const admin = useIsAdmin();
  const inbox = useInbox(filters, page, { withMail: admin });

  function setFilter<K extends keyof RequestFilters>(key: K, value: RequestFilters[K]) {
    if (key === "search") setSearchText(value as string);
    else setFilters({ ...filters, search: searchText, [key]: value });
  }

  const changed = () => {
    inbox.refresh();
    onChanged?.();
  };

  return (
    // On a phone the mail state follows the list: the newest request is on the first screen (issue 22).
    <div className="flex flex-col gap-6">
      {admin && (
        <div className="order-last lg:order-first">
          <MailStatusCard status={inbox.mail} />
        </div>
      )}
      <Card
        title="Solicitudes"
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" size="icon" aria-label="Actualizar solicitudes" onClick={inbox.refresh}>
              <RefreshCw size={16} aria-hidden />
            </Button>
            <RequestsExport filters={filters} />
          </div>
        }
      >
        <RequestsFilters filters={filters} searchText={searchText} spamCount={inbox.spamCount} onFilter={setFilter} />
        <QueryStatus query={inbox.list} retry={false}>
          {({ requests, pagination }) =>
            requests.length === 0 ? (
              <EmptyState
                icon={<Inbox size={40} />}
                title={emptyTitle(filters)}
                action={
                  isFiltered(filters) && (
                    <Button variant="secondary" onClick={() => setFilters(EMPTY_FILTERS)}>
                      Limpiar filtros
                    </Button>
                  )
                }
              />
            ) : (
              <>
                <RequestsList requests={requests} unread={inbox.unread} onOpen={openRequest} />
                {pagination && <RequestsPager pagination={pagination} onPage={setPage} />}
              </>
            )
          }
        </QueryStatus>
      </Card>
      <RequestDetailDialog target={open} onClose={() => openRequest(null)} onChanged={changed} />
    </div>
  );
}

export default AdminRequestsTab;

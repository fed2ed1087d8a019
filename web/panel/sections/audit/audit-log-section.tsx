import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { StaffUser } from "../../../../contracts/users.ts";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { listUsers } from "../users/users-api.ts";
import { auditAddressParams, parseAuditAddress } from "./audit-address.ts";
import { AuditFiltersForm } from "./audit-filters.tsx";
import { AuditResults } from "./audit-results.tsx";
import { useAuditPage } from "./use-audit-page.ts";

const PAGE_SIZE = 25;
const NO_USERS: StaffUser[] = [];

/**
 * 'Historial de cambios' (issue 10, admins only): who changed what and when, with filters. No card
 * of its own: it sits in the Administration tab's card. Filters and page live in the address
 * (issue 22): each 'Filtrar' and page is a history entry, so back returns to the previous one.
 */
export function AuditLogSection() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // One object per address, so the form's draft is reset only when the address changes.
  const { filters, page } = useMemo(() => parseAuditAddress(new URLSearchParams(search)), [search]);
  const result = useAuditPage(filters, page, PAGE_SIZE);
  // The user filter is a convenience: without the list, the log still shows (and says who).
  const users = useAdminQuery("users", listUsers, "").data ?? NO_USERS;

  return (
    <div data-testid="audit-log-section">
      <h3 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">Historial de cambios</h3>
      <AuditFiltersForm
        users={users}
        applied={filters}
        onApply={(next) => setParams(auditAddressParams({ filters: next, page: 1 }))}
      />
      <AuditResults
        {...result}
        empty="No hay cambios registrados con estos filtros."
        onPage={(next) => setParams(auditAddressParams({ filters, page: next }))}
      />
    </div>
  );
}

import { useState } from "react";
import type { StaffUser } from "../../../contracts/users.ts";
import { useAdminQuery } from "../admin/use-admin-query.ts";
import { listUsers } from "../admin-users/users-api.ts";
import type { AuditFilters } from "./audit-api.ts";
import { AuditFiltersForm } from "./audit-filters.tsx";
import { AuditResults } from "./audit-results.tsx";
import { useAuditPage } from "./use-audit-page.ts";

const PAGE_SIZE = 25;
const NO_USERS: StaffUser[] = [];

/**
 * 'Historial de cambios' (issue 10, admins only): who changed what and when, with filters. No card
 * of its own: it sits in the Administration tab's card.
 */
export function AuditLogSection() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const result = useAuditPage(filters, page, PAGE_SIZE);
  // The user filter is a convenience: without the list, the log still shows (and says who).
  const users = useAdminQuery("users", listUsers, "").data ?? NO_USERS;

  return (
    <div data-testid="audit-log-section">
      <h3 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">Historial de cambios</h3>
      <AuditFiltersForm
        users={users}
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <AuditResults {...result} empty="No hay cambios registrados con estos filtros." onPage={setPage} />
    </div>
  );
}

import { useNavigate } from "react-router";
import { useAdminContext } from "../kit/admin-context.ts";
import { adminPath } from "../kit/admin-tabs.ts";
import { DashboardTab, type DashboardAction } from "../sections/dashboard/dashboard-section.tsx";
import { SalesCharts } from "../sections/quotes/sales-charts.tsx";
import { SearchMissesCard } from "../sections/synonyms/search-misses-card.tsx";
import { NEW_PRODUCT } from "../sections/products/products-query.ts";
import { requestPath, requestsQueryString } from "../sections/requests/requests-query.ts";
import { ApprovalsCard } from "../sections/dashboard/approvals-card.tsx";
import { useAuth } from "../../session/auth-provider.tsx";

const ACTION_URL: Record<DashboardAction, string> = {
  "add-product": `${adminPath("productos")}?producto=${NEW_PRODUCT}`,
  "view-products": adminPath("productos"),
  "manage-data": adminPath("administracion"),
  import: adminPath("importar"),
  // The count beside it is of new requests: the inbox opens on those.
  requests: `${adminPath("solicitudes")}${requestsQueryString({ filters: { type: "", status: "nueva", outcome: "", search: "", spam: false }, page: 1 })}`,
};

/** /admin — the default tab (admin spec §2). */
export default function Dashboard() {
  const { data } = useAdminContext();
  const navigate = useNavigate();
  const isAdmin = useAuth().user?.role === "admin";
  return (
    <div className="space-y-6">
      <DashboardTab
        stats={data.stats}
        requests={data.requests}
        onAction={(action) => void navigate(ACTION_URL[action])}
      />
      {/* 'Por aprobar (N)' (ADR 051): only an admin approves, so only an admin sees the queue. */}
      {isAdmin && <ApprovalsCard requestHref={(id) => requestPath({ type: "quotation", id })} />}
      <SalesCharts />
      <SearchMissesCard />
    </div>
  );
}

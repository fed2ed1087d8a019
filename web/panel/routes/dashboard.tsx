import { useNavigate } from "react-router";
import { useAdminContext } from "../kit/admin-context.ts";
import { adminPath } from "../kit/admin-tabs.ts";
import { DashboardTab, type DashboardAction } from "../sections/dashboard/dashboard-section.tsx";
import { SalesCharts } from "../sections/quotes/sales-charts.tsx";
import { SearchMissesCard } from "../sections/synonyms/search-misses-card.tsx";
import { NEW_PRODUCT } from "../sections/products/products-query.ts";
import { leadsQueryString } from "../sections/requests/leads-query.ts";

const ACTION_URL: Record<DashboardAction, string> = {
  "add-product": `${adminPath("productos")}?producto=${NEW_PRODUCT}`,
  "view-products": adminPath("productos"),
  "manage-data": adminPath("administracion"),
  import: adminPath("importar"),
  // The count beside it is of new requests: the inbox opens on those.
  leads: `${adminPath("solicitudes")}${leadsQueryString({ filters: { type: "", status: "nueva", outcome: "", search: "", spam: false }, page: 1 })}`,
};

/** /admin — the default tab (admin spec §2). */
export default function Dashboard() {
  const { data } = useAdminContext();
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <DashboardTab stats={data.stats} leads={data.leads} onAction={(action) => void navigate(ACTION_URL[action])} />
      <SalesCharts />
      <SearchMissesCard />
    </div>
  );
}

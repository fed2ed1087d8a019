import { BarChart3, Inbox, Package, Settings2, Upload } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { Route } from "./+types/admin";
import { LoadingState } from "../components/ui/spinner.tsx";
import { Tab, TabList, TabPanel, Tabs } from "../components/ui/tabs.tsx";
import { AdminHeader } from "../features/admin/admin-header.tsx";
import { EMPTY_ADMIN_DATA, loadAdminData, reloadShared, type AdminData } from "../features/admin/admin-data.ts";
import { ADMIN_TABS, ADMIN_TOAST_MS, type AdminTab } from "../features/admin/admin-tabs.ts";
import { DashboardTab, type DashboardAction } from "../features/admin/dashboard-tab.tsx";
import { useSessionExpiry } from "../features/admin/use-session-expiry.ts";
import { useAuth } from "../features/auth/auth-provider.tsx";
import { ProtectedRoute } from "../features/auth/protected-route.tsx";
import { ToastDuration } from "../features/toast/toast-provider.tsx";
import { paths } from "../lib/paths.ts";

// Each tab's code loads the first time it is opened (none of it is in the public bundle).
const ProductsTab = lazy(() =>
  import("../features/admin-products/products-tab.tsx").then((m) => ({ default: m.ProductsTab })),
);
const AdminTaxonomyTab = lazy(() =>
  import("../features/admin-taxonomy/admin-taxonomy-tab.tsx").then((m) => ({ default: m.AdminTaxonomyTab })),
);
const AdminImportTab = lazy(() =>
  import("../features/admin-import/admin-import-tab.tsx").then((m) => ({ default: m.AdminImportTab })),
);
const AdminLeadsTab = lazy(() =>
  import("../features/admin-leads/admin-leads-tab.tsx").then((m) => ({ default: m.AdminLeadsTab })),
);

export const meta: Route.MetaFunction = () => [
  { title: "Panel de Administración" },
  { name: "robots", content: "noindex" },
];

// Client-only: the server renders the fallback and never the panel; its code loads on visit.
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-slate-600 dark:text-slate-300">
      Verificando autenticación...
    </div>
  );
}

const icons: Record<AdminTab, ReactNode> = {
  dashboard: <BarChart3 size={16} aria-hidden />,
  administracion: <Settings2 size={16} aria-hidden />,
  productos: <Package size={16} aria-hidden />,
  importar: <Upload size={16} aria-hidden />,
  solicitudes: <Inbox size={16} aria-hidden />,
};

/** A lazily loaded tab's own loading line (one per tab, so loading one never hides another). */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState>Cargando...</LoadingState>}>{children}</Suspense>;
}

function AdminPanel() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  useSessionExpiry();
  const [tab, setTab] = useState<AdminTab>("dashboard");
  const [data, setData] = useState<AdminData>(EMPTY_ADMIN_DATA);
  const [loading, setLoading] = useState(true);
  // Bumped by the dashboard's 'add product' so the products tab opens an empty form.
  const [newProductRequest, setNewProductRequest] = useState(0);

  useEffect(() => {
    let live = true;
    loadAdminData().then((loaded) => {
      if (!live) return;
      setData(loaded);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, []);

  // Another tab changed the catalogue or the taxonomy: refresh the shared lists and counters.
  const onChanged = useCallback(() => {
    void reloadShared().then((shared) => setData((d) => ({ ...d, ...shared })));
  }, []);

  // An import or wipe changes the products too: the kept-mounted products tab starts afresh.
  const [productsEpoch, setProductsEpoch] = useState(0);
  const onImported = useCallback(() => {
    setProductsEpoch((n) => n + 1);
    setNewProductRequest(0);
    onChanged();
  }, [onChanged]);

  function onAction(action: DashboardAction) {
    if (action === "add-product") {
      setNewProductRequest((n) => n + 1);
      setTab("productos");
    } else if (action === "view-products") setTab("productos");
    else if (action === "manage-data") setTab("administracion");
    else if (action === "import") setTab("importar");
    else setTab("solicitudes");
  }

  async function signOut() {
    // Leave first (and wait for the home page's data): signed out while still here, the guard
    // would send the user to /login instead of / (admin spec §2).
    await navigate(paths.home());
    await logout();
  }

  return (
    <ToastDuration ms={ADMIN_TOAST_MS}>
      <div className="min-h-screen bg-page-light dark:bg-page-dark">
        <AdminHeader user={user} onLogout={() => void signOut()} />
        <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          {loading ? (
            <LoadingState>Cargando panel de administración...</LoadingState>
          ) : (
            <Tabs value={tab} onValueChange={(v) => setTab(v as AdminTab)}>
              <TabList aria-label="Secciones del panel" className="mb-6">
                {ADMIN_TABS.map((t) => (
                  <Tab
                    key={t.value}
                    value={t.value}
                    icon={icons[t.value]}
                    badge={t.value === "solicitudes" ? data.leads?.new.total : undefined}
                  >
                    {t.label}
                  </Tab>
                ))}
              </TabList>
              <TabPanel value="dashboard">
                <DashboardTab stats={data.stats} leads={data.leads} onAction={onAction} />
              </TabPanel>
              <TabPanel value="administracion">
                <Lazy>
                  <AdminTaxonomyTab onChanged={onChanged} />
                </Lazy>
              </TabPanel>
              {/* Kept mounted: filters, page and an open form survive a look at another tab. */}
              <TabPanel value="productos" keepMounted>
                <Lazy>
                  <ProductsTab
                    key={productsEpoch}
                    initialPage={productsEpoch === 0 ? data.products : null}
                    brands={data.brands}
                    categories={data.categories}
                    subcategories={data.subcategories}
                    newProductRequest={newProductRequest}
                    onChanged={onChanged}
                  />
                </Lazy>
              </TabPanel>
              <TabPanel value="importar">
                <Lazy>
                  <AdminImportTab onChanged={onImported} />
                </Lazy>
              </TabPanel>
              <TabPanel value="solicitudes">
                <Lazy>
                  <AdminLeadsTab onChanged={onChanged} />
                </Lazy>
              </TabPanel>
            </Tabs>
          )}
        </main>
      </div>
    </ToastDuration>
  );
}

export default function Admin() {
  return (
    <ProtectedRoute>
      <AdminPanel />
    </ProtectedRoute>
  );
}

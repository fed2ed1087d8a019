import { BarChart3, Inbox, Package, Settings2, Upload } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/layout";
import { SPAM_LABEL } from "../../../contracts/spam-flags.ts";
import { LoadingState } from "../../ui/spinner.tsx";
import { TabLink, TabList, TabPanel, Tabs } from "../../ui/tabs.tsx";
import type { AdminContext } from "../kit/admin-context.ts";
import { AdminHeader } from "../kit/admin-header.tsx";
import { EMPTY_ADMIN_DATA, loadAdminData, reloadShared, type AdminData } from "../kit/admin-data.ts";
import { ADMIN_TABS, ADMIN_TOAST_MS, type AdminTab } from "../kit/admin-tabs.ts";
import { useSessionExpiry } from "../kit/use-session-expiry.ts";
import { useTabUrls } from "../kit/use-tab-urls.ts";
import { useAuth } from "../../session/auth-provider.tsx";
import { mustEnableSecondFactor, ProtectedRoute } from "../../session/protected-route.tsx";
import { ToastDuration } from "../../ui/toast-provider.tsx";
import { paths } from "../../lib/paths.ts";

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
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300">
      <div role="status">Verificando autenticación...</div>
      <noscript>
        <p className="max-w-md px-4 text-center">
          El panel de administración necesita JavaScript. Actívalo en tu navegador y vuelve a cargar la página.
        </p>
      </noscript>
    </div>
  );
}

// Below sm the tabs go without icons, so the five fit two rows of a 360 px phone (issue 22).
const TAB_ICON = "hidden sm:block";

const icons: Record<AdminTab, ReactNode> = {
  dashboard: <BarChart3 size={16} aria-hidden className={TAB_ICON} />,
  administracion: <Settings2 size={16} aria-hidden className={TAB_ICON} />,
  productos: <Package size={16} aria-hidden className={TAB_ICON} />,
  importar: <Upload size={16} aria-hidden className={TAB_ICON} />,
  solicitudes: <Inbox size={16} aria-hidden className={TAB_ICON} />,
};

function AdminPanel() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  useSessionExpiry();
  const { tab, urls } = useTabUrls();
  const [data, setData] = useState<AdminData>(EMPTY_ADMIN_DATA);
  const [loading, setLoading] = useState(true);
  // STAFF_2FA: until the second factor is on only 'Mi cuenta' is open; the panel's data would be refused.
  const enrolling = mustEnableSecondFactor(user);
  // The 'Mi cuenta' that turned the second factor on stays as it is until left: remounting it in
  // the panel's tabs would drop the recovery codes it shows only once.
  const onAccount = useLocation().pathname === paths.account();
  const [setUpHere, setSetUpHere] = useState(false);
  useEffect(() => {
    if (enrolling) setSetUpHere(true);
    else if (!onAccount) setSetUpHere(false);
  }, [enrolling, onAccount]);
  const bareAccount = enrolling || (setUpHere && onAccount);

  useEffect(() => {
    if (enrolling) return;
    let live = true;
    loadAdminData().then((loaded) => {
      if (!live) return;
      setData(loaded);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [enrolling]);

  const onChanged = useCallback(() => {
    void reloadShared().then((shared) => setData((d) => ({ ...d, ...shared })));
  }, []);

  // An import or wipe replaces products: the first page loaded with the panel is stale now.
  const onImported = useCallback(() => {
    setData((d) => ({ ...d, products: null }));
    onChanged();
  }, [onChanged]);

  async function signOut() {
    // Leave first (and wait for the home page's data): signed out while still here, the guard
    // would send the user to /login instead of / (admin spec §2).
    await navigate(paths.home());
    await logout();
  }

  const context: AdminContext = { data, onChanged, onImported };

  return (
    <ToastDuration ms={ADMIN_TOAST_MS}>
      <div className="min-h-screen bg-page-light dark:bg-page-dark">
        <AdminHeader user={user} onLogout={() => void signOut()} />
        <main className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-6">
          {bareAccount ? (
            <Outlet context={context} />
          ) : loading ? (
            <LoadingState>Cargando panel de administración...</LoadingState>
          ) : (
            <Tabs value={tab ?? ""} activationMode="manual">
              {/* On a phone the five tabs wrap onto rows: all in sight, none scrolled away (issue 22). */}
              <TabList aria-label="Secciones del panel" className="mb-4 flex-wrap sm:mb-6 sm:flex-nowrap">
                {ADMIN_TABS.map((t) => (
                  <TabLink
                    key={t.value}
                    value={t.value}
                    to={urls[t.value]}
                    icon={icons[t.value]}
                    // New requests plus what customers answered and no one has opened yet (issue 22).
                    badge={
                      t.value === "solicitudes" && data.requests
                        ? data.requests.new.total + data.requests.customerEvents
                        : undefined
                    }
                    // Requests held as possible spam wait for a person (issue 22): counted apart.
                    flag={
                      t.value === "solicitudes" && data.requests
                        ? { count: data.requests.spam, label: SPAM_LABEL }
                        : undefined
                    }
                  >
                    {t.label}
                  </TabLink>
                ))}
              </TabList>
              {ADMIN_TABS.map((t) => (
                <TabPanel key={t.value} value={t.value}>
                  {t.value === tab && <Outlet context={context} />}
                </TabPanel>
              ))}
              {tab === null && <Outlet context={context} />}
            </Tabs>
          )}
        </main>
      </div>
    </ToastDuration>
  );
}

export default function AdminLayout() {
  return (
    <ProtectedRoute>
      <AdminPanel />
    </ProtectedRoute>
  );
}

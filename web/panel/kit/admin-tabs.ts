/**
 * The panel's tabs (admin spec §2: Dashboard first and the default). Each tab is now a route of its
 * own (ADR 023), so a tab, its filters and an open request survive a reload and can be shared.
 */
export const ADMIN_TABS = [
  { value: "dashboard", label: "Dashboard", path: "/admin" },
  { value: "administracion", label: "Administración", path: "/admin/administracion" },
  { value: "productos", label: "Productos", path: "/admin/productos" },
  { value: "importar", label: "Importar", path: "/admin/importar" },
  { value: "solicitudes", label: "Solicitudes", path: "/admin/solicitudes" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["value"];
export const ADMIN_TOAST_MS = 3000;

export const adminPath = (tab: AdminTab) => ADMIN_TABS.find((t) => t.value === tab)!.path;

/** The tab a panel URL belongs to; null for pages outside the tabs (the account page). */
export function tabOfPath(pathname: string): AdminTab | null {
  const rest = pathname.replace(/^\/admin\/?/, "").split("/")[0];
  if (rest === "") return "dashboard";
  return ADMIN_TABS.find((t) => t.value === rest)?.value ?? null;
}

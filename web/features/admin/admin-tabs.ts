/** The panel's tabs (admin spec §2: switched freely, no routes of their own; Dashboard first). */
export const ADMIN_TABS = [
  { value: "dashboard", label: "Dashboard" },
  { value: "administracion", label: "Administración" },
  { value: "productos", label: "Productos" },
  { value: "importar", label: "Importar" },
  { value: "solicitudes", label: "Solicitudes" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["value"];
export const ADMIN_TOAST_MS = 3000;

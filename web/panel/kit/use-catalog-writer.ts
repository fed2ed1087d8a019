import { useAuth } from "../../session/auth-provider.tsx";

/**
 * Whether the signed-in user is an administrator: the admin-only controls (imports, the wipe,
 * taxonomy writes, mail tests) are shown to them alone, so 'ventas' never meets a button that
 * ends in the server's 403 (issue 22). The server decides; this only hides. An account stored
 * before roles existed was the one administrator.
 */
export function useIsAdmin() {
  return useAuth().user?.role !== "ventas";
}

/** Whether the signed-in user may change the catalogue (ADR 018: 'ventas' reads it and works the requests). */
export function useCatalogWriter() {
  return useIsAdmin();
}

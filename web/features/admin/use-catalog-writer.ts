import { useAuth } from "../auth/auth-provider.tsx";

/**
 * Whether the signed-in user may change the catalogue (ADR 018: 'ventas' reads it and works the
 * leads). Only hides buttons that would end in the server's 403; the server decides. An account
 * stored before roles existed was the one administrator.
 */
export function useCatalogWriter() {
  return useAuth().user?.role !== "ventas";
}

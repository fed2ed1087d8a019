import { useCallback } from "react";
import { ApiError } from "../../lib/api-client.ts";

/**
 * The message to show for a failed call, or null for a 401: the api client has already told the
 * panel, which says 'Sesión expirada…' and signs out (admin §6), so there is nothing to add.
 */
export function apiFailureMessage(err: unknown, fallback: string): string | null {
  if (err instanceof ApiError && err.status === 401) return null;
  return err instanceof Error && err.message ? err.message : fallback;
}

/** `apiFailureMessage` for components, stable across renders. */
export function useApiFailure() {
  return useCallback(apiFailureMessage, []);
}

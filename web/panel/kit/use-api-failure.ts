import { useCallback } from "react";
import { ApiError } from "../../lib/api-client.ts";

/**
 * A 401: the api client has already told the panel, which says 'Sesión expirada…' and signs out
 * (admin §6); the caller adds no message of its own (and keeps what was typed).
 */
export const isSessionError = (err: unknown) => err instanceof ApiError && err.status === 401;

/** The server's Spanish message when there is one. */
export const serverMessage = (err: unknown): string | null =>
  err instanceof ApiError && err.status > 0 && err.message ? err.message : null;

/** The message to show for a failed call, or null for a 401 (`isSessionError`). */
export function apiFailureMessage(err: unknown, fallback: string): string | null {
  if (isSessionError(err)) return null;
  return err instanceof Error && err.message ? err.message : fallback;
}

/** `apiFailureMessage` for components, stable across renders. */
export function useApiFailure() {
  return useCallback(apiFailureMessage, []);
}

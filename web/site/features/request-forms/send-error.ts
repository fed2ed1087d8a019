import { ApiError } from "../../../lib/api-client.ts";

/** Spec §8 texts for the send flows (the same strings live in contracts/requests.ts, which loads lazily). */
export const SEND_ERRORS = {
  server: "Error del servidor",
  connection: "Error de conexión. Verifica tu conexión a internet e intenta nuevamente.",
  unexpected: "Error inesperado. Intenta nuevamente.",
} as const;

/**
 * The toast of a failed send (spec §8): the server's error text, otherwise 'Error del servidor';
 * no response at all: the connection message; anything else: its own message or the generic one.
 */
export function sendErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return SEND_ERRORS.connection;
    const data = err.data as { error?: unknown } | null;
    const text = data && typeof data === "object" && typeof data.error === "string" ? data.error.trim() : "";
    return text || SEND_ERRORS.server;
  }
  if (err instanceof Error && err.message) return err.message;
  return SEND_ERRORS.unexpected;
}

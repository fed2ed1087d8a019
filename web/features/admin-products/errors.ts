import { ApiError } from "../../lib/api-client.ts";

/** A 401: the panel already said 'Sesión expirada…' and is signing out; no second toast. */
export const isSessionError = (err: unknown) => err instanceof ApiError && err.status === 401;

/** The server's Spanish message when there is one. */
export const serverMessage = (err: unknown): string | null =>
  err instanceof ApiError && err.status > 0 && err.message ? err.message : null;

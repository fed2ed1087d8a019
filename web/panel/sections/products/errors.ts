import { ApiError } from "../../../lib/api-client.ts";

/** The server's Spanish message when there is one. */
export const serverMessage = (err: unknown): string | null =>
  err instanceof ApiError && err.status > 0 && err.message ? err.message : null;

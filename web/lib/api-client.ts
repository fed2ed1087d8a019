import { notifySessionExpired } from "./session-expiry.ts";

/** A failed API call: the message to show, the HTTP status (0 = no response) and the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(message: string, status: number, data: unknown = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.data = data;
  }
}

type Body = Record<string, unknown> | unknown[] | FormData;
export type ApiRequest = Omit<RequestInit, "body"> & { body?: Body };

/** The message spec §8 shows for a response that is not OK. */
export function errorMessage(status: number, statusText: string, data: unknown): string {
  const error = data && typeof data === "object" ? (data as { error?: unknown }).error : undefined;
  return typeof error === "string" && error ? error : `Error ${status}: ${statusText}`;
}

/**
 * Spec §8's 'Error de red: {detail}' with a Spanish detail: the browser's own text ('Failed to
 * fetch', 'NetworkError when attempting…', 'Load failed') is English and differs by browser
 * (issue 22).
 */
export function networkErrorMessage(err: unknown): string {
  const aborted = err instanceof Error && (err.name === "AbortError" || err.name === "TimeoutError");
  return aborted
    ? "Error de red: la solicitud se canceló o tardó demasiado. Intenta nuevamente."
    : "Error de red: no se pudo conectar con el servidor. Verifica tu conexión a internet.";
}

/**
 * fetch for the browser: JSON in and out, and the spec's error messages. `path` is relative to
 * /api ('/products'). The session travels by itself in its HttpOnly cookie (same origin); the
 * X-Session-ID header is for API clients, never set here (ADR 033).
 */
export async function api<T = unknown>(path: string, init: ApiRequest = {}): Promise<T> {
  const headers = new Headers(init.headers);
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.body);
  }
  if (!headers.has("Accept")) headers.set("Accept", "application/json");

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: "same-origin", ...init, headers, body });
  } catch (err) {
    throw new ApiError(networkErrorMessage(err), 0);
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError("Error al parsear respuesta", response.status, text);
    }
  }
  // Spec §8: a 401 signs the admin out (login and logout answers are the auth screens' business).
  if (response.status === 401 && !path.startsWith("/auth/")) notifySessionExpired();
  if (!response.ok) throw new ApiError(errorMessage(response.status, response.statusText, data), response.status, data);
  return data as T;
}

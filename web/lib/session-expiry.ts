/**
 * What happens when the admin's session is gone (admin spec §6): a 401 from any API call, or a
 * save attempted without a stored session. The admin panel registers the handler (toast, log
 * out, /login with the origin remembered); before it runs, open forms get SESSION_EXPIRED_EVENT
 * so they can keep what the user typed (sessionStorage) for after signing in again.
 */
export const SESSION_EXPIRED_MESSAGE = "Sesión expirada. Por favor, inicia sesión nuevamente.";
export const SESSION_EXPIRED_EVENT = "admin:session-expired";

type Handler = () => void;
let handler: Handler | null = null;

/** Registers the reaction to an expired session; returns the function that removes it. */
export function setSessionExpiredHandler(fn: Handler): () => void {
  handler = fn;
  return () => {
    if (handler === fn) handler = null;
  };
}

/** Tells open forms to save their drafts, then runs the handler (if any page registered one). */
export function notifySessionExpired() {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  handler?.();
}

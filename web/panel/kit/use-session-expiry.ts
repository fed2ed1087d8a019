import { useEffect } from "react";
import { SESSION_EXPIRED_MESSAGE, setSessionExpiredHandler } from "../../lib/session-expiry.ts";
import { useAuth } from "../../session/auth-provider.tsx";
import { useToast } from "../../ui/toast-provider.tsx";

/**
 * While the panel is mounted, an expired session (any 401, or a save without a session) shows
 * 'Sesión expirada…' once and signs out; the route guard then sends the user to /login
 * remembering /admin, and login brings them back here.
 */
export function useSessionExpiry() {
  const { logout } = useAuth();
  const toast = useToast();
  useEffect(() => {
    let handled = false;
    return setSessionExpiredHandler(() => {
      if (handled) return;
      handled = true;
      toast.error(SESSION_EXPIRED_MESSAGE);
      void logout();
    });
  }, [logout, toast]);
}

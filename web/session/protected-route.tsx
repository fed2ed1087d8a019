import { useMemo, type ReactNode } from "react";
import type { PublicUser } from "../../contracts/auth.ts";
import { Navigate, useLocation } from "react-router";
import { paths } from "../lib/paths.ts";
import { useAuth } from "./auth-provider.tsx";

/** Where the login page sends the user back to after signing in. */
export type LoginRedirectState = { from?: { pathname: string; search: string; hash: string } };

/** STAFF_2FA requires a second factor this user has not turned on yet: only 'Mi cuenta' is open. */
export const mustEnableSecondFactor = (user: PublicUser | null) =>
  !!user?.two_factor_required && !user.two_factor_enabled;

/**
 * Spec §2 guard: a waiting text while auth loads, then /login (replacing history) for visitors.
 * A user STAFF_2FA requires a second factor of goes to 'Mi cuenta' to set it up first (the
 * server refuses them everything else meanwhile).
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const { pathname, search, hash } = location;
  // Stable across renders: <Navigate> navigates again whenever its `state` prop changes identity.
  const state = useMemo<LoginRedirectState>(() => ({ from: { pathname, search, hash } }), [pathname, search, hash]);
  if (status === "loading") {
    return (
      <div role="status" className="flex min-h-[50vh] items-center justify-center text-slate-600 dark:text-slate-300">
        Verificando autenticación...
      </div>
    );
  }
  if (status !== "authenticated") {
    return <Navigate to={paths.login()} replace state={state} />;
  }
  if (mustEnableSecondFactor(user) && pathname !== paths.account()) {
    return <Navigate to={paths.account()} replace />;
  }
  return <>{children}</>;
}

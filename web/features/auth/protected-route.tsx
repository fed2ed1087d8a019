import { useMemo, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "../../lib/paths.ts";
import { useAuth } from "./auth-provider.tsx";

/** Where the login page sends the user back to after signing in. */
export type LoginRedirectState = { from?: { pathname: string; search: string; hash: string } };

/** Spec §2 guard: a waiting text while auth loads, then /login (replacing history) for visitors. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
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
  return <>{children}</>;
}

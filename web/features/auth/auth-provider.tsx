import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { LoginResult, PublicUser, RegisterInitialBody, SessionCheck } from "../../../contracts/auth.ts";
import type { OkEnvelope } from "../../../contracts/envelope.ts";
import { api, ApiError } from "../../lib/api-client.ts";
import { STORAGE_KEYS, storage } from "../../lib/storage.ts";

export type AuthStatus = "loading" | "authenticated" | "anonymous";

type AuthContextValue = {
  status: AuthStatus;
  isLoading: boolean;
  isAuthenticated: boolean;
  user: PublicUser | null;
  login: (email: string, password: string) => Promise<PublicUser>;
  /** First-run setup: creates the first administrator with the link's token and signs them in. */
  registerInitial: (input: RegisterInitialBody) => Promise<PublicUser>;
  logout: () => Promise<void>;
  /** The signed-in user changed their own name or email ('Mi cuenta'): the header shows it at once. */
  updateUser: (user: PublicUser) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

function clearStoredAuth() {
  storage.remove(STORAGE_KEYS.sessionId);
  storage.remove(STORAGE_KEYS.user);
}

/**
 * Auth state (spec §4): starts loading; after hydration, a stored session id and user are kept
 * only when the server still knows the session.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>("loading");
  const [user, setUser] = useState<PublicUser | null>(null);

  useEffect(() => {
    let cancelled = false;
    const sessionId = storage.get(STORAGE_KEYS.sessionId);
    const stored = storage.getJson<PublicUser>(STORAGE_KEYS.user);
    if (!sessionId || !stored) {
      clearStoredAuth();
      setStatus("anonymous");
      return;
    }
    api<SessionCheck>("/auth/check-session")
      .then((res) => (res.hasValidSession ? "valid" : "invalid"))
      // No answer (offline, or the request cut by leaving the page) says nothing about the session:
      // forgetting it then signed staff out when they merely navigated away mid-check.
      .catch(() => "unknown" as const)
      .then((answer) => {
        if (cancelled) return;
        if (answer === "valid") {
          setUser(stored);
          setStatus("authenticated");
        } else {
          if (answer === "invalid") clearStoredAuth();
          setStatus("anonymous");
        }
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const signIn = useCallback(async (path: string, body: Record<string, unknown>) => {
    const res = await api<OkEnvelope<LoginResult>>(path, { method: "POST", body });
    if (!res?.success || !res.data?.sessionId)
      throw new ApiError("Error al iniciar sesión. Por favor, intenta nuevamente.", 0, res);
    storage.set(STORAGE_KEYS.sessionId, res.data.sessionId);
    storage.setJson(STORAGE_KEYS.user, res.data.user);
    setUser(res.data.user);
    setStatus("authenticated");
    return res.data.user;
  }, []);

  const login = useCallback((email: string, password: string) => signIn("/auth/login", { email, password }), [signIn]);
  const registerInitial = useCallback(
    (input: RegisterInitialBody) => signIn("/auth/register-initial", input),
    [signIn],
  );

  const logout = useCallback(async () => {
    try {
      await api("/auth/logout", { method: "POST" });
    } catch {
      // Local sign-out happens regardless (spec §4).
    } finally {
      clearStoredAuth();
      setUser(null);
      setStatus("anonymous");
    }
  }, []);

  const updateUser = useCallback((next: PublicUser) => {
    storage.setJson(STORAGE_KEYS.user, next);
    setUser(next);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      isLoading: status === "loading",
      isAuthenticated: status === "authenticated",
      user,
      login,
      registerInitial,
      logout,
      updateUser,
    }),
    [status, user, login, registerInitial, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth debe usarse dentro de AuthProvider");
  return value;
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type {
  LoginAnswer,
  LoginResult,
  PublicUser,
  RegisterInitialBody,
  SecondFactorChallenge,
} from "../../contracts/auth.ts";
import type { OkEnvelope } from "../../contracts/envelope.ts";
import { api, ApiError } from "../lib/api-client.ts";
import { STORAGE_KEYS, storage } from "../lib/storage.ts";

export type AuthStatus = "loading" | "authenticated" | "anonymous";

/** The password was right: either signed in, or the second factor's code comes next. */
export type SignInOutcome = { user: PublicUser } | { challenge: SecondFactorChallenge };

type AuthContextValue = {
  status: AuthStatus;
  isLoading: boolean;
  isAuthenticated: boolean;
  user: PublicUser | null;
  login: (email: string, password: string) => Promise<SignInOutcome>;
  /** The second step ('Código de verificación'): an app code or a recovery code. */
  verifyCode: (challenge: string, code: string) => Promise<PublicUser>;
  /** First-run setup: creates the first administrator with the link's token and signs them in. */
  registerInitial: (input: RegisterInitialBody) => Promise<PublicUser>;
  logout: () => Promise<void>;
  /** The signed-in user changed their own name, email or second factor ('Mi cuenta'): shown at once. */
  updateUser: (user: PublicUser) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const SIGN_IN_FAILED = "Error al iniciar sesión. Por favor, intenta nuevamente.";

function clearStoredAuth() {
  storage.remove(STORAGE_KEYS.user);
}

const isChallenge = (data: LoginAnswer): data is SecondFactorChallenge => "challenge" in data;

/**
 * Auth state (spec §4): starts loading; after hydration, when this browser remembers a user,
 * the server is asked who the session cookie belongs to (GET /auth/verify). The session itself
 * is an HttpOnly cookie: nothing here can read it, and nothing here stores it (ADR 033).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>("loading");
  const [user, setUser] = useState<PublicUser | null>(null);

  useEffect(() => {
    let cancelled = false;
    // A token an earlier version left readable to scripts: gone on the first visit.
    storage.remove(STORAGE_KEYS.legacySessionId);
    if (!storage.getJson<PublicUser>(STORAGE_KEYS.user)) {
      setStatus("anonymous");
      return;
    }
    api<OkEnvelope<{ user: PublicUser }>>("/auth/verify")
      .then((res) => res.data.user)
      // No answer (offline, or the request cut by leaving the page) says nothing about the session:
      // forgetting it then signed staff out when they merely navigated away mid-check.
      .catch((err: unknown) => (err instanceof ApiError && err.status === 401 ? ("invalid" as const) : null))
      .then((answer) => {
        if (cancelled) return;
        if (answer && answer !== "invalid") {
          storage.setJson(STORAGE_KEYS.user, answer);
          setUser(answer);
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

  const signedIn = useCallback((res: OkEnvelope<LoginResult> | null) => {
    if (!res?.success || !res.data?.user) throw new ApiError(SIGN_IN_FAILED, 0, res);
    storage.setJson(STORAGE_KEYS.user, res.data.user);
    setUser(res.data.user);
    setStatus("authenticated");
    return res.data.user;
  }, []);

  const login = useCallback(
    async (email: string, password: string): Promise<SignInOutcome> => {
      const res = await api<OkEnvelope<LoginAnswer>>("/auth/login", { method: "POST", body: { email, password } });
      if (res?.success && res.data && isChallenge(res.data)) return { challenge: res.data };
      return { user: signedIn(res as OkEnvelope<LoginResult>) };
    },
    [signedIn],
  );
  const verifyCode = useCallback(
    async (challenge: string, code: string) =>
      signedIn(await api<OkEnvelope<LoginResult>>("/auth/login/verify", { method: "POST", body: { challenge, code } })),
    [signedIn],
  );
  const registerInitial = useCallback(
    async (input: RegisterInitialBody) =>
      signedIn(await api<OkEnvelope<LoginResult>>("/auth/register-initial", { method: "POST", body: input })),
    [signedIn],
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
      verifyCode,
      registerInitial,
      logout,
      updateUser,
    }),
    [status, user, login, verifyCode, registerInitial, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth debe usarse dentro de AuthProvider");
  return value;
}

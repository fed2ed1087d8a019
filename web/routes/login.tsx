import { ArrowLeft, Factory, LogIn } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { ErrorPage } from "../components/error-page.tsx";
import { useAuth } from "../features/auth/auth-provider.tsx";
import type { LoginRedirectState } from "../features/auth/protected-route.tsx";
import { SetupAdminForm } from "../features/auth/setup-admin-form.tsx";
import { AuthAlert, AuthField, AuthSubmit, authFormClass } from "../features/auth/auth-form-parts.tsx";
import { seoMeta, seoRoot } from "../features/seo/seo.ts";
import { ApiError } from "../lib/api-client.ts";
import { paths } from "../lib/paths.ts";
import { useRootData } from "../lib/root-data.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(seoRoot(matches), {
    title: "Iniciar Sesión",
    description: "Acceso del personal al panel de administración.",
    path: paths.login(),
    noindex: true,
  });

const UNEXPECTED = "Error inesperado. Por favor, intenta nuevamente.";
const REQUIRED = "El email y la contraseña son requeridos";

/** Spec §8: the server's error text, otherwise the generic one. */
function loginError(err: unknown): string {
  if (err instanceof ApiError && err.status > 0) {
    const data = err.data as { error?: unknown } | null;
    if (data && typeof data.error === "string" && data.error) return data.error;
  }
  return UNEXPECTED;
}

/** Where to go after signing in: the page the guard remembered, else the admin panel. */
function destination(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (from?.pathname && from.pathname.startsWith("/") && from.pathname !== paths.login()) {
    return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
  }
  return paths.admin();
}

export default function Login() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const companyName = useRootData()?.company.name ?? "";
  // /login?setup=TOKEN: the first-run link printed by the server while no user exists.
  const setupToken = useSearchParams()[0].get("setup");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setError(REQUIRED);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login(email.trim(), password);
      navigate(destination(location.state), { replace: true });
    } catch (err) {
      setError(loginError(err));
    } finally {
      setBusy(false);
    }
  }

  // The error goes away as soon as the visitor edits either field (spec §4).
  const edit = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    if (error) setError(null);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-page-light px-4 py-12 dark:bg-page-dark">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary-600 text-white">
            <Factory size={26} aria-hidden />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
            {setupToken ? "Crear administrador" : "Iniciar Sesión"}
          </h1>
          {companyName && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{companyName}</p>}
        </div>
        {setupToken ? (
          <SetupAdminForm setupToken={setupToken} onDone={() => navigate(paths.admin(), { replace: true })} />
        ) : (
          <form onSubmit={onSubmit} aria-label="Iniciar sesión" className={authFormClass}>
            {error && <AuthAlert testId="login-error">{error}</AuthAlert>}
            <AuthField
              id="login-email"
              label="Email"
              type="email"
              name="email"
              required
              autoComplete="username"
              value={email}
              onChange={edit(setEmail)}
            />
            <AuthField
              id="login-password"
              label="Contraseña"
              type="password"
              name="password"
              required
              autoComplete="current-password"
              value={password}
              onChange={edit(setPassword)}
            />
            <AuthSubmit
              busy={busy}
              icon={<LogIn size={18} aria-hidden />}
              text="Iniciar Sesión"
              busyText="Iniciando sesión..."
            />
          </form>
        )}
        <p className="mt-6 text-center">
          <Link
            to={paths.home()}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
          >
            <ArrowLeft size={16} aria-hidden /> Volver al sitio
          </Link>
        </p>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

import { ArrowLeft, Factory, LogIn } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { TWO_FACTOR_MESSAGES, type SecondFactorChallenge } from "../../../contracts/auth.ts";
import { ErrorPage } from "../../ui/error-page.tsx";
import { useAuth } from "../../session/auth-provider.tsx";
import type { LoginRedirectState } from "../../session/protected-route.tsx";
import { SecondFactorForm } from "../sections/sign-in/second-factor-form.tsx";
import { SetupAdminForm } from "../sections/sign-in/setup-admin-form.tsx";
import { SignInForm } from "../sections/sign-in/sign-in-form.tsx";
import { authFormClass } from "../sections/sign-in/auth-form-parts.tsx";
import { seoMeta, seoRoot } from "../../lib/seo.ts";
import { ApiError } from "../../lib/api-client.ts";
import { paths } from "../../lib/paths.ts";
import { useRootData } from "../../lib/root-data.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(seoRoot(matches), {
    title: "Iniciar Sesión",
    description: "Acceso del personal al panel de administración.",
    path: paths.login(),
    noindex: true,
  });

/** With a setup link (?setup=…): whether it can still create the first administrator. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const setup = new URL(request.url).searchParams.get("setup");
  return { setupOpen: setup ? await context.services.auth.firstAdminPending() : null };
}

const UNEXPECTED = "Error inesperado. Por favor, intenta nuevamente.";

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

/** A setup link opened after the first administrator exists: it says so and requests to sign-in. */
function SetupLinkUsed() {
  return (
    <div role="status" data-testid="setup-used" className={authFormClass}>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Ya existe una cuenta de administrador, así que este enlace de configuración ya no sirve. Inicia sesión con tu
        email y contraseña.
      </p>
      <Link
        to={paths.login()}
        replace
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-primary-600 px-6 py-3 font-semibold text-white hover:bg-primary-700"
      >
        <LogIn size={18} aria-hidden /> Ir a iniciar sesión
      </Link>
    </div>
  );
}

/** Sign-in: email and password, then — for accounts with a second factor — the code. */
function SignIn() {
  const { login, verifyCode } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = () => navigate(destination(location.state), { replace: true });

  async function signIn(email: string, password: string) {
    try {
      const outcome = await login(email, password);
      if ("challenge" in outcome) setChallenge(outcome.challenge);
      else await done();
    } catch (err) {
      throw new Error(loginError(err), { cause: err });
    }
  }

  async function sendCode(code: string) {
    if (!challenge) return;
    try {
      await verifyCode(challenge.challenge, code);
      await done();
    } catch (err) {
      const message = loginError(err);
      // The verification ended (time, or too many wrong codes): the password comes first again.
      if (message === TWO_FACTOR_MESSAGES.challengeExpired) {
        setNotice(message);
        setChallenge(null);
        return;
      }
      throw new Error(message, { cause: err });
    }
  }

  if (challenge) {
    return <SecondFactorForm onSubmit={sendCode} onRestart={() => setChallenge(null)} />;
  }
  return <SignInForm key={notice ?? ""} notice={notice} onSubmit={signIn} />;
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const companyName = useRootData()?.company.name ?? "";
  // /login?setup=TOKEN: the first-run link printed by the server while no user exists.
  const setupToken = useSearchParams()[0].get("setup");
  const setupUsed = setupToken !== null && loaderData?.setupOpen === false;
  const showSetup = setupToken !== null && !setupUsed;

  return (
    <main className="flex min-h-screen items-center justify-center bg-page-light px-4 py-12 dark:bg-page-dark">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary-600 text-white">
            <Factory size={26} aria-hidden />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
            {showSetup ? "Crear administrador" : "Iniciar Sesión"}
          </h1>
          {companyName && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{companyName}</p>}
        </div>
        {setupUsed ? (
          <SetupLinkUsed />
        ) : showSetup ? (
          <SetupAdminForm setupToken={setupToken} onDone={() => navigate(paths.admin(), { replace: true })} />
        ) : (
          <SignIn />
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

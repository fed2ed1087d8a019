import { LogIn } from "lucide-react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { loginBody } from "../../../../contracts/auth.ts";
import { AuthAlert, AuthField, AuthSubmit, authFormClass } from "./auth-form-parts.tsx";

type Field = "email" | "password";
export type SignInErrors = Partial<Record<Field, string>>;

/**
 * The contract's checks and Spanish messages, first one per field, before anything is sent: the
 * form says `noValidate`, so the browser's own (English) bubbles never appear.
 */
export function checkSignIn(email: string, password: string): SignInErrors {
  const parsed = loginBody.safeParse({ email, password });
  if (parsed.success) return {};
  const errors: SignInErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if ((field === "email" || field === "password") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

type Props = {
  /** Signs in; throws with the message to show (server text or the generic one). */
  onSubmit: (email: string, password: string) => Promise<void>;
  /** A message carried over from a step that ended (an expired verification). */
  notice?: string | null;
};

/** 'Iniciar Sesión': email and password, errors inline, the error box cleared on the next edit (spec §4). */
export function SignInForm({ onSubmit, notice = null }: Props) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<SignInErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(notice);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = checkSignIn(email, password);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(email.trim(), password);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const edit = (field: Field, set: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    setErrors((x) => ({ ...x, [field]: undefined }));
    if (error) setError(null);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Iniciar sesión" className={authFormClass}>
      {error && <AuthAlert testId="login-error">{error}</AuthAlert>}
      <AuthField
        id="login-email"
        label="Email"
        type="email"
        name="email"
        required
        autoComplete="username"
        value={email}
        onChange={edit("email", setEmail)}
        error={errors.email ?? null}
      />
      <AuthField
        id="login-password"
        label="Contraseña"
        type="password"
        name="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={edit("password", setPassword)}
        error={errors.password ?? null}
      />
      <AuthSubmit
        busy={busy}
        icon={<LogIn size={18} aria-hidden />}
        text="Iniciar Sesión"
        busyText="Iniciando sesión..."
      />
    </form>
  );
}

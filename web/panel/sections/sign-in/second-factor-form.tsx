import { ShieldCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { verificationCodeField } from "../../../../contracts/auth.ts";
import { AuthAlert, AuthField, AuthSubmit, authFormClass } from "./auth-form-parts.tsx";

/** The contract's check of the code field: null when it may be sent. */
export function checkCode(code: string): string | null {
  const parsed = verificationCodeField.safeParse(code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

type Props = {
  /** Sends the code; throws with the message to show. */
  onSubmit: (code: string) => Promise<void>;
  /** Back to email and password (another account, or a verification that expired). */
  onRestart: () => void;
};

/**
 * The second step of signing in ('Código de verificación'): the 6 digits of the authenticator
 * app, or one of the recovery codes shown when the second factor was turned on.
 */
export function SecondFactorForm({ onSubmit, onRestart }: Props) {
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = checkCode(code);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(code);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setCode("");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Verificación en dos pasos" className={authFormClass}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Tu cuenta tiene verificación en dos pasos. Ingresa el código que muestra tu aplicación de autenticación.
      </p>
      {error && <AuthAlert testId="code-error">{error}</AuthAlert>}
      <AuthField
        id="login-code"
        label="Código de verificación"
        name="code"
        required
        autoFocus
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setFieldError(null);
          if (error) setError(null);
        }}
        error={fieldError}
        hint="Los 6 dígitos de la aplicación, o uno de tus códigos de recuperación si no tienes el teléfono."
      />
      <AuthSubmit busy={busy} icon={<ShieldCheck size={18} aria-hidden />} text="Verificar" busyText="Verificando..." />
      <button
        type="button"
        onClick={onRestart}
        className="w-full text-center text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
      >
        Volver a ingresar email y contraseña
      </button>
    </form>
  );
}

import { AlertCircle, Loader2, UserPlus } from "lucide-react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { PASSWORD_MIN, registerInitialBody } from "../../../contracts/auth.ts";
import { inputClass } from "../forms/fields.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useAuth } from "./auth-provider.tsx";

type Field = "name" | "email" | "password";
type Errors = Partial<Record<Field, string>>;

const UNEXPECTED = "Error inesperado. Por favor, intenta nuevamente.";
const label = "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200";

/** The contract's rules and Spanish messages, first one per field, before anything is sent. */
function validate(values: Record<Field, string>, setupToken: string): Errors {
  const parsed = registerInitialBody.safeParse({ ...values, setupToken });
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (field in values && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's text (403 for a used or wrong link), otherwise the generic one. */
function serverError(err: unknown): string {
  if (err instanceof ApiError && err.status > 0) {
    const data = err.data as { error?: unknown } | null;
    if (data && typeof data.error === "string" && data.error) return data.error;
  }
  return UNEXPECTED;
}

/**
 * 'Crear administrador': shown by /login?setup=TOKEN, the one-time link the server prints at
 * start-up while no user exists. Signs the new administrator in and hands over to `onDone`.
 */
export function SetupAdminForm({ setupToken, onDone }: { setupToken: string; onDone: () => void }) {
  const { registerInitial } = useAuth();
  const [values, setValues] = useState<Record<Field, string>>({ name: "", email: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
    setError(null);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = validate(values, setupToken);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await registerInitial({ ...values, email: values.email.trim(), name: values.name.trim(), setupToken });
      onDone();
    } catch (err) {
      setError(serverError(err));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`setup-${field}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: Field) => (errors[field] ? `setup-${field}-error` : undefined);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Crear administrador"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-surface-dark"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Todavía no hay ninguna cuenta. Crea la del administrador; este enlace sirve una sola vez.
      </p>
      {error && (
        <div
          role="alert"
          data-testid="setup-error"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <AlertCircle size={18} aria-hidden className="mt-0.5 shrink-0" />
          <span>{error}</span>
        </div>
      )}
      <div>
        <label htmlFor="setup-name" className={label}>
          Nombre
        </label>
        <input
          id="setup-name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={edit("name")}
          aria-invalid={!!errors.name}
          aria-describedby={described("name")}
          className={inputClass}
        />
        {fieldError("name")}
      </div>
      <div>
        <label htmlFor="setup-email" className={label}>
          Email
        </label>
        <input
          id="setup-email"
          type="email"
          name="email"
          autoComplete="username"
          value={values.email}
          onChange={edit("email")}
          aria-invalid={!!errors.email}
          aria-describedby={described("email")}
          className={inputClass}
        />
        {fieldError("email")}
      </div>
      <div>
        <label htmlFor="setup-password" className={label}>
          Contraseña
        </label>
        <input
          id="setup-password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={edit("password")}
          aria-invalid={!!errors.password}
          aria-describedby={described("password") ?? "setup-password-hint"}
          className={inputClass}
        />
        {fieldError("password") ?? (
          <p id="setup-password-hint" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            Al menos {PASSWORD_MIN} caracteres, con letras y números o símbolos, sin incluir tu email.
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-primary-600 px-6 py-3 font-semibold text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? (
          <Loader2 size={18} aria-hidden className="motion-safe:animate-spin" />
        ) : (
          <UserPlus size={18} aria-hidden />
        )}
        {busy ? "Creando administrador..." : "Crear administrador"}
      </button>
    </form>
  );
}

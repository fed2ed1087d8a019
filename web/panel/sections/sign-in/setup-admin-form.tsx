import { UserPlus } from "lucide-react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { PASSWORD_MIN, registerInitialBody } from "../../../../contracts/auth.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { AuthAlert, AuthField, AuthSubmit, authFormClass } from "./auth-form-parts.tsx";
import { useAuth } from "../../../session/auth-provider.tsx";

type Field = "name" | "email" | "password";
type Errors = Partial<Record<Field, string>>;

const UNEXPECTED = "Error inesperado. Por favor, intenta nuevamente.";

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

/** The server's message for one of this form's fields, if it named one. */
function fieldDetail(err: unknown): Errors | null {
  const details =
    err instanceof ApiError ? (err.data as { details?: { field?: string; message?: string }[] })?.details : null;
  const hit = details?.find((d) => d.field === "name" || d.field === "email" || d.field === "password");
  return hit?.message ? { [hit.field as Field]: hit.message } : null;
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
      const message = serverError(err);
      // A rule only the server checks (a common password) belongs under its field.
      const onField = fieldDetail(err);
      if (onField) setErrors(onField);
      else setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Crear administrador" className={authFormClass}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Todavía no hay ninguna cuenta. Crea la del administrador; este enlace sirve una sola vez.
      </p>
      {error && <AuthAlert testId="setup-error">{error}</AuthAlert>}
      <AuthField
        id="setup-name"
        label="Nombre"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={edit("name")}
        error={errors.name ?? null}
      />
      <AuthField
        id="setup-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        value={values.email}
        onChange={edit("email")}
        error={errors.email ?? null}
      />
      <AuthField
        id="setup-password"
        label="Contraseña"
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={edit("password")}
        error={errors.password ?? null}
        hint={`Al menos ${PASSWORD_MIN} caracteres, con letras y números o símbolos, sin incluir tu email.`}
      />
      <AuthSubmit
        busy={busy}
        icon={<UserPlus size={18} aria-hidden />}
        text="Crear administrador"
        busyText="Creando administrador..."
      />
    </form>
  );
}

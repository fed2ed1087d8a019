import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { PASSWORD_MIN, registerInitialBody } from "../../../../contracts/auth.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { checkWith, markFields, serverFieldErrors } from "../../../lib/field-errors.ts";
import { AuthAlert, AuthField, AuthSubmit, authFormClass } from "./auth-form-parts.tsx";
import { UNEXPECTED, useSignInWrite } from "./use-sign-in-write.ts";
import { useAuth } from "../../../session/auth-provider.tsx";

const FIELDS = ["name", "email", "password"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

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
  const form = useForm<Values>({ defaultValues: { name: "", email: "", password: "" } });
  const { errors } = form.formState;
  const { busy, run } = useSignInWrite(form);

  async function submit(values: Values) {
    if (busy) return;
    // The contract's rules and Spanish messages, first one per field, before anything is sent (the
    // link's token is the server's to judge).
    const checked = checkWith(registerInitialBody, { ...values, setupToken });
    if (!checked.ok) {
      const { name, email, password } = checked.errors;
      if (name || email || password) return markFields(form, { name, email, password });
    }
    const body = { ...values, email: values.email.trim(), name: values.name.trim(), setupToken };
    await run(() => registerInitial(body), {
      failure: UNEXPECTED,
      // A rule only the server checks (a common password) belongs under its field; anything
      // else is the form's alert, in the server's words.
      shownOnFields: (err) => {
        const onField = serverFieldErrors(err, FIELDS);
        if (Object.keys(onField).length) markFields(form, onField);
        else form.setError("root.server", { message: serverError(err) });
        return true;
      },
      then: onDone,
    });
  }

  // An edit clears the box: what it said was about what was typed before.
  const field = (name: keyof Values) => form.register(name, { onChange: () => form.clearErrors("root") });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Crear administrador" className={authFormClass}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Todavía no hay ninguna cuenta. Crea la del administrador; este enlace sirve una sola vez.
      </p>
      {errors.root?.server?.message && <AuthAlert testId="setup-error">{errors.root.server.message}</AuthAlert>}
      <AuthField
        {...field("name")}
        id="setup-name"
        label="Nombre"
        autoComplete="name"
        error={errors.name?.message ?? null}
      />
      <AuthField
        {...field("email")}
        id="setup-email"
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message ?? null}
      />
      <AuthField
        {...field("password")}
        id="setup-password"
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message ?? null}
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

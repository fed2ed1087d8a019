import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { loginBody } from "../../../../contracts/auth.ts";
import { checkWith, markFields } from "../../../lib/field-errors.ts";
import { AuthAlert, AuthField, AuthSubmit, authFormClass } from "./auth-form-parts.tsx";
import { UNEXPECTED, useSignInWrite } from "./use-sign-in-write.ts";

type Field = "email" | "password";
type Values = Record<Field, string>;
export type SignInErrors = Partial<Record<Field, string>>;

/**
 * The contract's checks and Spanish messages, first one per field, before anything is sent: the
 * form says `noValidate`, so the browser's own (English) bubbles never appear.
 */
export function checkSignIn(email: string, password: string): SignInErrors {
  const checked = checkWith(loginBody, { email, password });
  return checked.ok ? {} : checked.errors;
}

type Props = {
  /** Signs in; throws with the message to show (server text or the generic one). */
  onSubmit: (email: string, password: string) => Promise<void>;
  /** A message carried over from a step that ended (an expired verification). */
  notice?: string | null;
};

/** 'Iniciar Sesión': email and password, errors inline, the error box cleared on the next edit (spec §4). */
export function SignInForm({ onSubmit, notice = null }: Props) {
  const form = useForm<Values>({ defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;
  const { busy, run } = useSignInWrite(form);

  useEffect(() => {
    if (notice) form.setError("root.server", { message: notice });
  }, [notice, form]);

  async function submit({ email, password }: Values) {
    if (busy) return;
    const found = checkSignIn(email, password);
    markFields(form, found);
    if (Object.keys(found).length) return;
    await run(() => onSubmit(email.trim(), password), { failure: UNEXPECTED });
  }

  // An edit clears the box: what it said was about what was typed before.
  const field = (name: Field) => form.register(name, { onChange: () => form.clearErrors("root") });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Iniciar sesión" className={authFormClass}>
      {errors.root?.server?.message && <AuthAlert testId="login-error">{errors.root.server.message}</AuthAlert>}
      <AuthField
        {...field("email")}
        id="login-email"
        label="Email"
        type="email"
        required
        autoComplete="username"
        error={errors.email?.message ?? null}
      />
      <AuthField
        {...field("password")}
        id="login-password"
        label="Contraseña"
        type="password"
        required
        autoComplete="current-password"
        error={errors.password?.message ?? null}
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

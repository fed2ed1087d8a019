import { ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { verificationCodeField } from "../../../../contracts/auth.ts";
import { AuthAlert, AuthField, AuthSubmit, authFormClass } from "./auth-form-parts.tsx";
import { UNEXPECTED, useSignInWrite } from "./use-sign-in-write.ts";

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
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const { errors } = form.formState;
  const { busy, run } = useSignInWrite(form);

  async function submit({ code }: { code: string }) {
    if (busy) return;
    const problem = checkCode(code);
    if (problem) return form.setError("code", { type: "validate", message: problem });
    const result = await run(() => onSubmit(code), { failure: UNEXPECTED });
    // A used or wrong code is not offered again.
    if (!result.ok) form.setValue("code", "");
  }

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label="Verificación en dos pasos"
      className={authFormClass}
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Tu cuenta tiene verificación en dos pasos. Ingresa el código que muestra tu aplicación de autenticación.
      </p>
      {errors.root?.server?.message && <AuthAlert testId="code-error">{errors.root.server.message}</AuthAlert>}
      <AuthField
        {...form.register("code", { onChange: () => form.clearErrors("root") })}
        id="login-code"
        label="Código de verificación"
        required
        autoFocus
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        error={errors.code?.message ?? null}
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

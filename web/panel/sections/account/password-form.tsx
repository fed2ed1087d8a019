import { useForm } from "react-hook-form";
import {
  AUTH_MESSAGES,
  PASSWORD_MESSAGES,
  passwordContainsEmail,
  profileUpdateBody,
} from "../../../../contracts/auth.ts";
import { Button } from "../../../ui/button.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { checkWith, markFields, serverFieldErrors, type FieldErrors } from "../../../lib/field-errors.ts";
import { PASSWORD_HINT } from "../users/user-create-dialog.tsx";
import { failureText } from "../../kit/panel-write.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { updateProfile } from "./account-api.ts";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };
export const MISMATCH = "Las contraseñas no coinciden";
const FAILURE = "Error al cambiar la contraseña";

/** The checks before sending: the contract's rules, then that both new entries agree. */
export function checkPasswordChange(values: Values, email: string) {
  const checked = checkWith(profileUpdateBody, {
    currentPassword: values.currentPassword || undefined,
    newPassword: values.newPassword,
  });
  const errors: FieldErrors<keyof Values> = checked.ok ? {} : { ...checked.errors };
  if (!values.currentPassword) errors.currentPassword = AUTH_MESSAGES.currentPasswordRequired;
  if (!errors.newPassword && passwordContainsEmail(values.newPassword, email))
    errors.newPassword = PASSWORD_MESSAGES.containsEmail;
  if (!errors.newPassword && values.confirmPassword !== values.newPassword) errors.confirmPassword = MISMATCH;
  return errors;
}

/** 'Cambiar contraseña': the current one is required; the other sessions end (the server does it). */
export function PasswordForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const form = useForm<Values>({ defaultValues: EMPTY });
  const { errors } = form.formState;
  const { busy, run } = usePanelWrite();

  const field = (name: keyof Values, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} required error={errors[name]?.message} hint={hint}>
      {(p) => <Input {...p} {...form.register(name)} type="password" autoComplete={autoComplete} />}
    </Field>
  );

  async function submit(values: Values) {
    if (busy) return;
    const found = checkPasswordChange(values, email);
    markFields(form, found);
    if (Object.keys(found).length) return;
    const body = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const result = await run("save", () => updateProfile(body), {
      success: (res) => res.message ?? "Perfil actualizado exitosamente",
      failure: FAILURE,
      then: () => {
        form.reset(EMPTY);
        onChanged();
      },
    });
    if (result.ok) return;
    const message = failureText(result.error, { failure: FAILURE });
    if (message === null) return;
    const byField = serverFieldErrors(result.error, FIELDS);
    if (/actual/i.test(message)) byField.currentPassword = message;
    markFields(form, byField);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="max-w-md space-y-4" data-testid="password-form">
      {field("currentPassword", "Contraseña actual", "current-password")}
      {field("newPassword", "Nueva contraseña", "new-password", PASSWORD_HINT)}
      {field("confirmPassword", "Repite la nueva contraseña", "new-password")}
      <Button type="submit" loading={busy !== null}>
        Cambiar contraseña
      </Button>
    </form>
  );
}

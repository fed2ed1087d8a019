import { useState, type FormEvent } from "react";
import {
  AUTH_MESSAGES,
  PASSWORD_MESSAGES,
  passwordContainsEmail,
  profileUpdateBody,
} from "../../../../contracts/auth.ts";
import { Button } from "../../../ui/button.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { checkWith, serverFieldErrors, type FieldErrors } from "../../../lib/field-errors.ts";
import { PASSWORD_HINT } from "../users/user-create-dialog.tsx";
import { ADMIN_TOAST_MS } from "../../kit/admin-tabs.ts";
import { useApiFailure } from "../../kit/use-api-failure.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { updateProfile } from "./account-api.ts";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };
export const MISMATCH = "Las contraseñas no coinciden";

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
  const toast = useToast();
  const failure = useApiFailure();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const [saving, setSaving] = useState(false);

  const field = (name: keyof Values, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} required error={errors[name]} hint={hint}>
      {(p) => (
        <Input
          {...p}
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => {
            const value = e.target.value;
            setValues((v) => ({ ...v, [name]: value }));
            setErrors((er) => ({ ...er, [name]: undefined }));
          }}
        />
      )}
    </Field>
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const found = checkPasswordChange(values, email);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const res = await updateProfile({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      toast.success(res.message ?? "Perfil actualizado exitosamente", ADMIN_TOAST_MS);
      setValues(EMPTY);
      onChanged();
    } catch (err) {
      const message = failure(err, "Error al cambiar la contraseña");
      if (message === null) return;
      const byField = serverFieldErrors(err, FIELDS);
      if (/actual/i.test(message)) byField.currentPassword = message;
      setErrors(byField);
      toast.error(message, ADMIN_TOAST_MS);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4" data-testid="password-form">
      {field("currentPassword", "Contraseña actual", "current-password")}
      {field("newPassword", "Nueva contraseña", "new-password", PASSWORD_HINT)}
      {field("confirmPassword", "Repite la nueva contraseña", "new-password")}
      <Button type="submit" loading={saving}>
        Cambiar contraseña
      </Button>
    </form>
  );
}

import { useEffect, useState, type FormEvent } from "react";
import { AUTH_MESSAGES, profileUpdateBody, type PublicUser } from "../../../../contracts/auth.ts";
import { Button } from "../../../ui/button.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { checkWith, serverFieldErrors, type FieldErrors } from "../../../lib/field-errors.ts";
import { ADMIN_TOAST_MS } from "../../kit/admin-tabs.ts";
import { useApiFailure } from "../../kit/use-api-failure.ts";
import { useAuth } from "../../../session/auth-provider.tsx";
import { useToast } from "../../../ui/toast-provider.tsx";
import { updateProfile } from "./account-api.ts";

const FIELDS = ["name", "email", "currentPassword"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Name and email; a new email needs the current password (a stolen session is not enough). */
export function ProfileForm({ user, onSaved }: { user: PublicUser; onSaved: (u: PublicUser) => void }) {
  const toast = useToast();
  const failure = useApiFailure();
  const { updateUser } = useAuth();
  const [values, setValues] = useState<Values>({ name: user.name, email: user.email, currentPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => setValues({ name: user.name, email: user.email, currentPassword: "" }), [user]);

  const emailChanged = values.email.trim().toLowerCase() !== user.email;
  const set = (name: keyof Values) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((er) => ({ ...er, [name]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const input = {
      name: values.name,
      email: values.email,
      currentPassword: emailChanged ? values.currentPassword : undefined,
    };
    const checked = checkWith(profileUpdateBody, input);
    const found: FieldErrors<keyof Values> = checked.ok ? {} : checked.errors;
    if (emailChanged && !values.currentPassword) found.currentPassword = AUTH_MESSAGES.currentPasswordRequired;
    setErrors(found);
    if (!checked.ok || Object.keys(found).length) return;
    setSaving(true);
    try {
      const res = await updateProfile(checked.body);
      // The panel header and the stored session show the new name and email at once.
      updateUser(res.data);
      toast.success(res.message ?? "Perfil actualizado exitosamente", ADMIN_TOAST_MS);
      onSaved(res.data);
    } catch (err) {
      const message = failure(err, "Error al guardar el perfil");
      if (message === null) return;
      const byField = serverFieldErrors(err, FIELDS);
      if (/actual/i.test(message)) byField.currentPassword = message;
      if (/email/i.test(message) && !byField.currentPassword) byField.email = message;
      setErrors(byField);
      toast.error(message, ADMIN_TOAST_MS);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4" data-testid="profile-form">
      <Field label="Nombre" required error={errors.name}>
        {(p) => <Input {...p} value={values.name} onChange={set("name")} autoComplete="name" />}
      </Field>
      <Field label="Email" required error={errors.email}>
        {(p) => <Input {...p} type="email" value={values.email} onChange={set("email")} autoComplete="email" />}
      </Field>
      {emailChanged && (
        <Field
          label="Contraseña actual"
          required
          error={errors.currentPassword}
          hint="Para cambiar el email confirma tu contraseña."
        >
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={set("currentPassword")}
            />
          )}
        </Field>
      )}
      <Button type="submit" loading={saving}>
        Guardar perfil
      </Button>
    </form>
  );
}

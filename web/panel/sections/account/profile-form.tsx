import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { AUTH_MESSAGES, profileUpdateBody, type PublicUser } from "../../../../contracts/auth.ts";
import { Button } from "../../../ui/button.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { checkWith, markFields, serverFieldErrors, type FieldErrors } from "../../../lib/field-errors.ts";
import { failureText } from "../../kit/panel-write.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { useAuth } from "../../../session/auth-provider.tsx";
import { updateProfile } from "./account-api.ts";

const FIELDS = ["name", "email", "currentPassword"] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const FAILURE = "Error al guardar el perfil";

const valuesOf = (user: PublicUser): Values => ({ name: user.name, email: user.email, currentPassword: "" });

/** Name and email; a new email needs the current password (a stolen session is not enough). */
export function ProfileForm({ user, onSaved }: { user: PublicUser; onSaved: (u: PublicUser) => void }) {
  const { updateUser } = useAuth();
  const form = useForm<Values>({ defaultValues: valuesOf(user) });
  const { errors } = form.formState;
  const { busy, run } = usePanelWrite();
  useEffect(() => form.reset(valuesOf(user)), [user, form]);

  const emailChanged = form.watch("email").trim().toLowerCase() !== user.email;

  async function submit(values: Values) {
    if (busy) return;
    const input = {
      name: values.name,
      email: values.email,
      currentPassword: emailChanged ? values.currentPassword : undefined,
    };
    const checked = checkWith(profileUpdateBody, input);
    const found: FieldErrors<keyof Values> = checked.ok ? {} : checked.errors;
    if (emailChanged && !values.currentPassword) found.currentPassword = AUTH_MESSAGES.currentPasswordRequired;
    markFields(form, found);
    if (!checked.ok || Object.keys(found).length) return;
    const result = await run("save", () => updateProfile(checked.body), {
      success: (res) => res.message ?? "Perfil actualizado exitosamente",
      failure: FAILURE,
      then: (res) => {
        // The panel header and the stored session show the new name and email at once.
        updateUser(res.data);
        onSaved(res.data);
      },
    });
    if (result.ok) return;
    const message = failureText(result.error, { failure: FAILURE });
    if (message === null) return;
    const byField = serverFieldErrors(result.error, FIELDS);
    if (/actual/i.test(message)) byField.currentPassword = message;
    if (/email/i.test(message) && !byField.currentPassword) byField.email = message;
    // 'Contraseña actual' is on the form only while the email changes.
    if (!emailChanged) delete byField.currentPassword;
    markFields(form, byField);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="max-w-md space-y-4" data-testid="profile-form">
      <Field label="Nombre" required error={errors.name?.message}>
        {(p) => <Input {...p} {...form.register("name")} autoComplete="name" />}
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        {(p) => <Input {...p} {...form.register("email")} type="email" autoComplete="email" />}
      </Field>
      {emailChanged && (
        <Field
          label="Contraseña actual"
          required
          error={errors.currentPassword?.message}
          hint="Para cambiar el email confirma tu contraseña."
        >
          {(p) => (
            <Input {...p} {...form.register("currentPassword")} type="password" autoComplete="current-password" />
          )}
        </Field>
      )}
      <Button type="submit" loading={busy !== null}>
        Guardar perfil
      </Button>
    </form>
  );
}

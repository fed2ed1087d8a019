import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { checkPasswordAgainstUserEmail, newPasswordField } from "../../../../contracts/auth.ts";
import type { StaffUser } from "../../../../contracts/users.ts";
import { z } from "../../../../contracts/zod.ts";
import { Field } from "../../../ui/field.tsx";
import { FormDialog } from "../../kit/form-dialog.tsx";
import { failureText } from "../../kit/panel-write.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { checkWith, serverFieldErrors } from "../../../lib/field-errors.ts";
import { NewPasswordInput } from "./password-input.tsx";
import { PASSWORD_HINT } from "./user-create-dialog.tsx";
import { updateUser } from "./users-api.ts";

const resetBody = z
  .object({ email: z.string(), password: newPasswordField })
  .superRefine(checkPasswordAgainstUserEmail);

const FAILURE = "Error al cambiar la contraseña";

type Props = { user: StaffUser | null; onClose: () => void; onSaved: () => void };

/**
 * 'Restablecer contraseña': the admin sets a new one (the API never reveals a password) and hands
 * it over; the user's open sessions end, so whoever held them must sign in with it.
 */
export function UserPasswordDialog({ user, onClose, onSaved }: Props) {
  const form = useForm<{ password: string }>({ defaultValues: { password: "" } });
  const error = form.formState.errors.password?.message;
  const { busy, run } = usePanelWrite();

  useEffect(() => form.reset({ password: "" }), [user, form]);

  const mark = (message: string | undefined) => {
    if (message) form.setError("password", { type: "validate", message });
  };

  async function submit({ password }: { password: string }) {
    if (!user || busy) return;
    const checked = checkWith(resetBody, { email: user.email, password });
    if (!checked.ok) return mark(checked.errors.password);
    const result = await run("save", () => updateUser(user.id, { password: checked.body.password }), {
      success: (res) => res.message ?? "Usuario actualizado exitosamente",
      failure: FAILURE,
      then: onSaved,
    });
    // A refusal (signed out: nothing) is said under the field as well as in the toast.
    if (!result.ok) {
      const message = failureText(result.error, { failure: FAILURE });
      if (message !== null) mark(serverFieldErrors(result.error, ["password"]).password ?? message);
    }
  }

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      title="Restablecer contraseña"
      description={
        user ? `Nueva contraseña para ${user.name} (${user.email}). Sus sesiones abiertas se cerrarán.` : undefined
      }
      size="sm"
      dirty={form.formState.isDirty}
      saving={busy !== null}
      testId="user-password-dialog"
      formId="user-password-form"
      submitLabel="Guardar contraseña"
      onSubmit={form.handleSubmit(submit)}
    >
      <Field label="Nueva contraseña" required error={error} hint={PASSWORD_HINT}>
        {(p) => (
          <Controller
            control={form.control}
            name="password"
            render={({ field }) => <NewPasswordInput {...p} value={field.value} onChange={field.onChange} />}
          />
        )}
      </Field>
    </FormDialog>
  );
}

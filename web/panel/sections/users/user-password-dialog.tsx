import { useEffect, useState, type FormEvent } from "react";
import { checkPasswordAgainstUserEmail, newPasswordField } from "../../../../contracts/auth.ts";
import type { StaffUser } from "../../../../contracts/users.ts";
import { z } from "../../../../contracts/zod.ts";
import { Field } from "../../../ui/field.tsx";
import { ADMIN_TOAST_MS } from "../../kit/admin-tabs.ts";
import { FormDialog } from "../../kit/form-dialog.tsx";
import { useApiFailure } from "../../kit/use-api-failure.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { checkWith, serverFieldErrors } from "../../../lib/field-errors.ts";
import { NewPasswordInput } from "./password-input.tsx";
import { PASSWORD_HINT } from "./user-create-dialog.tsx";
import { updateUser } from "./users-api.ts";

const resetBody = z
  .object({ email: z.string(), password: newPasswordField })
  .superRefine(checkPasswordAgainstUserEmail);

type Props = { user: StaffUser | null; onClose: () => void; onSaved: () => void };

/**
 * 'Restablecer contraseña': the admin sets a new one (the API never reveals a password) and hands
 * it over; the user's open sessions end, so whoever held them must sign in with it.
 */
export function UserPasswordDialog({ user, onClose, onSaved }: Props) {
  const toast = useToast();
  const failure = useApiFailure();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setPassword("");
    setError(null);
  }, [user]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!user || saving) return;
    const checked = checkWith(resetBody, { email: user.email, password });
    if (!checked.ok) {
      setError(checked.errors.password ?? null);
      return;
    }
    setSaving(true);
    try {
      const res = await updateUser(user.id, { password: checked.body.password });
      toast.success(res.message ?? "Usuario actualizado exitosamente", ADMIN_TOAST_MS);
      onSaved();
    } catch (err) {
      const message = failure(err, "Error al cambiar la contraseña");
      if (message === null) return;
      setError(serverFieldErrors(err, ["password"]).password ?? message);
      toast.error(message, ADMIN_TOAST_MS);
    } finally {
      setSaving(false);
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
      dirty={password !== ""}
      saving={saving}
      testId="user-password-dialog"
      formId="user-password-form"
      submitLabel="Guardar contraseña"
      onSubmit={submit}
    >
      <Field label="Nueva contraseña" required error={error} hint={PASSWORD_HINT}>
        {(p) => (
          <NewPasswordInput
            {...p}
            value={password}
            onChange={(v) => {
              setPassword(v);
              setError(null);
            }}
          />
        )}
      </Field>
    </FormDialog>
  );
}

import { useEffect, useState, type FormEvent } from "react";
import { PASSWORD_MIN } from "../../../../contracts/auth.ts";
import { userCreateBody, type StaffUser } from "../../../../contracts/users.ts";
import { Field, Input, Select } from "../../../ui/field.tsx";
import { ADMIN_TOAST_MS } from "../../kit/admin-tabs.ts";
import { FormDialog } from "../../kit/form-dialog.tsx";
import { useApiFailure } from "../../kit/use-api-failure.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { checkWith, serverFieldErrors, type FieldErrors } from "../../../lib/field-errors.ts";
import { NewPasswordInput } from "./password-input.tsx";
import { ROLE_LABELS, ROLES } from "./user-labels.ts";
import { createUser } from "./users-api.ts";

const FIELDS = ["name", "email", "role", "password"] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { name: "", email: "", role: "ventas", password: "" };

export const PASSWORD_HINT = `Al menos ${PASSWORD_MIN} caracteres, con letras y números o símbolos; no puede contener el email.`;

type Props = { open: boolean; onClose: () => void; onCreated: (user: StaffUser) => void };

/** 'Nuevo usuario': checked with the contract first; on any error what was typed stays. */
export function UserCreateDialog({ open, onClose, onCreated }: Props) {
  const toast = useToast();
  const failure = useApiFailure();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
  }, [open]);

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const dirty = FIELDS.some((f) => values[f] !== EMPTY[f]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const checked = checkWith(userCreateBody, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const res = await createUser(checked.body);
      toast.success(res.message ?? "Usuario creado exitosamente", ADMIN_TOAST_MS);
      onCreated(res.data);
    } catch (err) {
      const message = failure(err, "Error al crear el usuario");
      if (message === null) return;
      setErrors(serverFieldErrors(err, FIELDS));
      setFormError(message);
      toast.error(message, ADMIN_TOAST_MS);
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Nuevo usuario"
      description="La persona inicia sesión con este email y la contraseña que le entregues; podrá cambiarla en 'Mi cuenta'."
      dirty={dirty}
      saving={saving}
      testId="user-create-dialog"
      formId="user-create-form"
      submitLabel="Crear usuario"
      formError={formError}
      onSubmit={submit}
      className="space-y-4"
    >
      <Field label="Nombre" required error={errors.name}>
        {(p) => <Input {...p} value={values.name} onChange={(e) => set("name")(e.target.value)} autoComplete="off" />}
      </Field>
      <Field label="Email" required error={errors.email}>
        {(p) => (
          <Input
            {...p}
            type="email"
            value={values.email}
            onChange={(e) => set("email")(e.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label="Rol" required error={errors.role} hint="Ventas: bandeja de solicitudes y catálogo en lectura.">
        {(p) => (
          <Select {...p} value={values.role} onChange={(e) => set("role")(e.target.value)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Contraseña inicial" required error={errors.password} hint={PASSWORD_HINT}>
        {(p) => <NewPasswordInput {...p} value={values.password} onChange={set("password")} />}
      </Field>
    </FormDialog>
  );
}

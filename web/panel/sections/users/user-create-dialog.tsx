import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { PASSWORD_MIN } from "../../../../contracts/auth.ts";
import { userCreateBody, type StaffUser } from "../../../../contracts/users.ts";
import { Field, Input, Select } from "../../../ui/field.tsx";
import { FormDialog } from "../../kit/form-dialog.tsx";
import { failureText } from "../../kit/panel-write.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { checkWith, markFields, serverFieldErrors } from "../../../lib/field-errors.ts";
import { NewPasswordInput } from "./password-input.tsx";
import { ROLE_LABELS, ROLES } from "./user-labels.ts";
import { createUser } from "./users-api.ts";

const FIELDS = ["name", "email", "role", "password"] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { name: "", email: "", role: "ventas", password: "" };
const FAILURE = "Error al crear el usuario";

export const PASSWORD_HINT = `Al menos ${PASSWORD_MIN} caracteres, con letras y números o símbolos; no puede contener el email.`;

type Props = { open: boolean; onClose: () => void; onCreated: (user: StaffUser) => void };

/** 'Nuevo usuario': checked with the contract first; on any error what was typed stays. */
export function UserCreateDialog({ open, onClose, onCreated }: Props) {
  const form = useForm<Values>({ defaultValues: EMPTY });
  const { errors } = form.formState;
  const { busy, run } = usePanelWrite();

  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  async function submit(values: Values) {
    if (busy) return;
    const checked = checkWith(userCreateBody, values);
    if (!checked.ok) return markFields(form, checked.errors);
    const result = await run("save", () => createUser(checked.body), {
      success: (res) => res.message ?? "Usuario creado exitosamente",
      failure: FAILURE,
      then: (res) => onCreated(res.data),
    });
    if (result.ok) return;
    // Signed out: nothing more. A refusal is said above the fields and, when it names one, under it.
    const message = failureText(result.error, { failure: FAILURE });
    if (message === null) return;
    markFields(form, serverFieldErrors(result.error, FIELDS));
    form.setError("root.server", { message });
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Nuevo usuario"
      description="La persona inicia sesión con este email y la contraseña que le entregues; podrá cambiarla en 'Mi cuenta'."
      dirty={form.formState.isDirty}
      saving={busy !== null}
      testId="user-create-dialog"
      formId="user-create-form"
      submitLabel="Crear usuario"
      formError={errors.root?.server?.message}
      onSubmit={form.handleSubmit(submit)}
      className="space-y-4"
    >
      <Field label="Nombre" required error={errors.name?.message}>
        {(p) => <Input {...p} {...form.register("name")} autoComplete="off" />}
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        {(p) => <Input {...p} {...form.register("email")} type="email" autoComplete="off" />}
      </Field>
      <Field
        label="Rol"
        required
        error={errors.role?.message}
        hint="Ventas: bandeja de solicitudes y catálogo en lectura."
      >
        {(p) => (
          <Select {...p} {...form.register("role")}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Contraseña inicial" required error={errors.password?.message} hint={PASSWORD_HINT}>
        {(p) => (
          <Controller
            control={form.control}
            name="password"
            render={({ field: password }) => (
              <NewPasswordInput {...p} value={password.value} onChange={password.onChange} />
            )}
          />
        )}
      </Field>
    </FormDialog>
  );
}

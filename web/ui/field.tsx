/**
 * Form fields — label, control, hint and error wired together for screen readers
 * (htmlFor/id, aria-invalid, aria-describedby, a visible '*' plus aria-required when required).
 *
 *   <Field label="Nombre" required error={errors.name}>
 *     {(p) => <Input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
 *   </Field>
 *   <Field label="Categoría" required error={err}>
 *     {(p) => <Select {...p} value={id} onChange={...}><option value="">Selecciona…</option>…</Select>}
 *   </Field>
 *
 * `Field` props: label, required?, error? (string shown in red, role="alert"), hint?, className?,
 * id? (otherwise generated), describedBy? (ids of the caller's own descriptions, before the error),
 * look? ("field" default | "request": the public request forms' label, a quieter error without
 * role="alert" — the toast announces it, ADR 024 — and the hint as given, after the error),
 * children: a function receiving the props to spread on the control.
 * `Input`, `Select` (select.tsx), `Textarea`: styled native controls (forwardRef, so
 * react-hook-form's `register()` works: <Input {...p} {...register("sku")} />), each with a `look`
 * from control-class.ts. `inputClass` is the admin's style.
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { controlClass, type ControlLook } from "./control-class.ts";

export { Select } from "./select.tsx";

export const inputClass = controlClass.field;

export type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  "aria-describedby"?: string;
};

export type FieldLook = "field" | "request";

type FieldProps = {
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  id?: string;
  describedBy?: string;
  look?: FieldLook;
  children: (control: ControlProps) => ReactNode;
};

const labelText = "text-sm font-medium text-slate-700 dark:text-slate-200";
const asterisk = "text-red-600 dark:text-red-400";

function FieldLabel({
  htmlFor,
  label,
  required,
  look,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  look: FieldLook;
}) {
  if (look === "request")
    return (
      <label htmlFor={htmlFor} className={`mb-1 block ${labelText}`}>
        {label}
        {required && (
          <span aria-hidden className={asterisk}>
            {" "}
            *
          </span>
        )}
      </label>
    );
  // The asterisk sits outside the label so the accessible name is just the label text.
  return (
    <div className={`mb-1 flex gap-1 ${labelText}`}>
      <label htmlFor={htmlFor}>{label}</label>
      {required && (
        <span aria-hidden className={asterisk}>
          *
        </span>
      )}
    </div>
  );
}

export function Field({
  label,
  required,
  error,
  hint,
  className = "",
  id,
  describedBy,
  look = "field",
  children,
}: FieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const ownHint = look === "field" && hint;
  const hintId = ownHint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const ids = [hintId, describedBy, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} required={required} look={look} />
      {children({
        id: fieldId,
        "aria-invalid": error ? true : undefined,
        "aria-required": required ? true : undefined,
        "aria-describedby": ids,
      })}
      {ownHint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error &&
        (look === "request" ? (
          <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ))}
      {look === "request" && hint}
    </div>
  );
}

type Look = { look?: ControlLook };

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & Look>(function Input(
  { look = "field", className = "", ...rest },
  ref,
) {
  return <input ref={ref} className={`${controlClass[look]} ${className}`} {...rest} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & Look>(
  function Textarea({ look = "field", className = "", rows = 3, ...rest }, ref) {
    return <textarea ref={ref} rows={rows} className={`${controlClass[look]} ${className}`} {...rest} />;
  },
);

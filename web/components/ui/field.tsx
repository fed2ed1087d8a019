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
 * id? (otherwise generated), children: a function receiving the props to spread on the control.
 * `Input`, `Select`, `Textarea`: styled native controls (forwardRef, so react-hook-form's
 * `register()` works: <Input {...p} {...register("sku")} />). `inputClass` is the shared style.
 */
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800";

export type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  "aria-describedby"?: string;
};

type FieldProps = {
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  id?: string;
  children: (control: ControlProps) => ReactNode;
};

export function Field({ label, required, error, hint, className = "", id, children }: FieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      {/* The asterisk sits outside the label so the accessible name is just the label text. */}
      <div className="mb-1 flex gap-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        <label htmlFor={fieldId}>{label}</label>
        {required && (
          <span aria-hidden className="text-red-600 dark:text-red-400">
            *
          </span>
        )}
      </div>
      {children({
        id: fieldId,
        "aria-invalid": error ? true : undefined,
        "aria-required": required ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className = "", ...rest },
  ref,
) {
  return <input ref={ref} className={`${inputClass} ${className}`} {...rest} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className = "", ...rest },
  ref,
) {
  return <select ref={ref} className={`${inputClass} ${className}`} {...rest} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className = "", rows = 3, ...rest },
  ref,
) {
  return <textarea ref={ref} rows={rows} className={`${inputClass} ${className}`} {...rest} />;
});

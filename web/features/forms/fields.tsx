import { Loader2, Send } from "lucide-react";
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/30 read-only:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:read-only:bg-slate-800";

type Common = { label: string; required?: boolean; hint?: ReactNode };

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
      {label}
      {required && (
        <span aria-hidden className="text-red-600 dark:text-red-400">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

/**
 * A labelled input. Required fields say so with aria-required rather than `required`: the form
 * checks with the contracts' rules and toasts the first error (spec §5), not the browser's bubble.
 */
export function TextField({
  label,
  required,
  hint,
  id,
  className = "",
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={className}>
      <Label htmlFor={fieldId} label={label} required={required} />
      <input id={fieldId} aria-required={required || undefined} className={inputClass} {...rest} />
      {hint}
    </div>
  );
}

export function TextAreaField({
  label,
  required,
  id,
  className = "",
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={className}>
      <Label htmlFor={fieldId} label={label} required={required} />
      <textarea id={fieldId} aria-required={required || undefined} className={inputClass} {...rest} />
    </div>
  );
}

/** Bots fill every field; people never see this one (hidden from sight, focus and screen readers). */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Sitio web
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}

export function SubmitButton({
  sending,
  label,
  disabled = false,
  className = "",
}: {
  sending: boolean;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={sending || disabled}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-primary-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    >
      {sending ? (
        <Loader2 size={18} aria-hidden className="motion-safe:animate-spin" />
      ) : (
        <Send size={18} aria-hidden />
      )}
      {sending ? "Enviando..." : label}
    </button>
  );
}

/** Note under a form: what the asterisk means. */
export function RequiredNote() {
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      Los campos marcados con <span aria-hidden>*</span>
      <span className="sr-only">asterisco</span> son obligatorios.
    </p>
  );
}

import { AlertCircle, Loader2 } from "lucide-react";
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { controlClass } from "../../../ui/control-class.ts";

// The sign-in form (web/panel/routes/login.tsx) and the first-run form ('Crear administrador') are one
// card on one page: these pieces keep them looking and reading alike.

export const authFormClass =
  "space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-surface-dark";

const labelClass = "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200";

/** The form's one error line, read out when it appears. */
export function AuthAlert({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <AlertCircle size={18} aria-hidden className="mt-0.5 shrink-0" />
      <span>{children}</span>
    </div>
  );
}

type AuthFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  /** react-hook-form's `register` hands its ref to the input. */
  ref?: Ref<HTMLInputElement>;
  id: string;
  label: string;
  /** Only forms that check fields before sending pass it (null: checked, nothing wrong). */
  error?: string | null;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
};

/** A labelled input; its error (or else its hint) is tied to it for screen readers. */
export function AuthField({ id, label, error, hint, ...input }: AuthFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const checked = error !== undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={checked ? !!error : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        className={controlClass.request}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The full-width submit button: a spinner and `busyText` while the request is under way. */
export function AuthSubmit({
  busy,
  icon,
  text,
  busyText,
}: {
  busy: boolean;
  icon: ReactNode;
  text: string;
  busyText: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-primary-600 px-6 py-3 font-semibold text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? <Loader2 size={18} aria-hidden className="motion-safe:animate-spin" /> : icon}
      {busy ? busyText : text}
    </button>
  );
}

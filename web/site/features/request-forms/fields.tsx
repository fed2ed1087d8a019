import { CheckCircle2, Loader2, Send, TriangleAlert } from "lucide-react";
import { useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { Button } from "../../../ui/button.tsx";
import { controlClass } from "../../../ui/control-class.ts";
import { Field, Input, Textarea, type ControlProps } from "../../../ui/field.tsx";
import { newIdempotencyKey } from "./idempotency.ts";
import type { RequestFormResult } from "./request-form-result.ts";

/** The request forms' control style (also the parts list's and the sign-in forms'). */
export const inputClass = controlClass.request;

type Common = {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The rule the value breaks: shown under the field and tied to it for screen readers. */
  error?: string;
};

/** Field's request look around a control: the error without role="alert" (the toast announces it). */
function RequestField({
  label,
  required,
  hint,
  error,
  id,
  className,
  describedBy,
  control,
}: Common & {
  id?: string;
  className: string;
  describedBy?: string;
  control: (p: ControlProps) => ReactNode;
}) {
  return (
    <Field
      look="request"
      label={label}
      required={required}
      hint={hint}
      error={error}
      id={id}
      className={className}
      describedBy={describedBy}
    >
      {control}
    </Field>
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
  error,
  id,
  className = "",
  "aria-describedby": describedBy,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const field = { label, required, hint, error, id, className, describedBy };
  return <RequestField {...field} control={(p) => <Input look="request" {...p} {...rest} />} />;
}

export function TextAreaField({
  label,
  required,
  hint,
  error,
  id,
  className = "",
  "aria-describedby": describedBy,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const field = { label, required, hint, error, id, className, describedBy };
  return <RequestField {...field} control={(p) => <Textarea look="request" {...p} {...rest} />} />;
}

/**
 * Characters used of a text's limit, under the field: a paste longer than `maxlength` is cut by
 * the browser, and this shows it reached the limit (issue 22).
 */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const full = value.length >= max;
  return (
    <p
      className={`mt-1 text-right text-xs tabular-nums ${full ? "font-semibold text-amber-800 dark:text-amber-300" : "text-slate-600 dark:text-slate-400"}`}
      data-testid="character-count"
    >
      {value.length} / {max} caracteres{full ? " (máximo)" : ""}
    </p>
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

/**
 * What only a form sent without JavaScript needs (the script path keeps its own, ADR 024): when it
 * was shown, for the minimum fill time, and an idempotency key, so a double click or a reload of
 * the answer stores one request. After a refusal the first start time is kept. The values are the
 * server's: the browser's own differ and are never read, hence no hydration warning.
 */
export function FormStamp({ startedAt }: { startedAt?: number | null }) {
  const [stamp] = useState(() => ({ startedAt: startedAt ?? Date.now(), key: newIdempotencyKey() }));
  return (
    <>
      <input type="hidden" name="startedAt" value={stamp.startedAt} suppressHydrationWarning />
      <input type="hidden" name="idempotencyKey" value={stamp.key} suppressHydrationWarning />
    </>
  );
}

/**
 * The server's answer to a form sent without JavaScript, where the toast would have been. The
 * answer page opens at the top and the home page's form is far down: `autofocus` (no script
 * needed) brings the visitor back to this notice, unless a refused field takes the focus instead.
 * Not a URL fragment: a page opened at one ignores autofocus.
 */
export function FormResultNotice({ result }: { result: RequestFormResult | null }) {
  if (!result) return null;
  const fieldTakesFocus = !result.ok && Object.keys(result.fields).length > 0;
  const Icon = result.ok ? CheckCircle2 : TriangleAlert;
  const tone = result.ok
    ? "border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"
    : "border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100";
  return (
    <p
      role={result.ok ? "status" : "alert"}
      tabIndex={-1}
      autoFocus={!fieldTakesFocus}
      data-testid="form-result"
      className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${tone}`}
    >
      <Icon size={18} aria-hidden className="mt-0.5 shrink-0" />
      {result.ok ? result.message : result.error}
    </p>
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
    <Button
      type="submit"
      size="site-lg"
      disabled={sending || disabled}
      className={className}
      icon={
        sending ? (
          <Loader2 size={18} aria-hidden className="motion-safe:animate-spin" />
        ) : (
          <Send size={18} aria-hidden />
        )
      }
    >
      {sending ? "Enviando..." : label}
    </Button>
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

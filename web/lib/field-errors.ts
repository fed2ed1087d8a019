import type { FieldError } from "../../contracts/envelope.ts";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "../../contracts/zod.ts";
import { ApiError } from "./api-client.ts";
/** The message to show under each invalid field, by the form's field name. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export type FieldDetail = { field: string; message: string };

/** Where a quotation's payload keeps a field the form shows under another name. */
const FORM_FIELD: Record<string, string> = {
  "customerInfo.name": "name",
  "customerInfo.email": "email",
  "customerInfo.phone": "phone",
  "customerInfo.company": "company",
  "customerInfo.ruc": "ruc",
  "customerInfo.idType": "idType",
  notes: "message",
};

/**
 * Each field's first message, from the server's `details` or a parse's issues turned into them.
 * Paths with no field on the form (a basket line, the total) are left to the toast.
 */
export function fieldErrorsFrom(details: readonly FieldDetail[] | null | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of details ?? []) {
    const name = FORM_FIELD[field] ?? field;
    if (name && !name.includes(".") && errors[name] === undefined) errors[name] = message;
  }
  return errors;
}

/** A zod parse's issues in the server's `details` shape. */
export function issueDetails(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldDetail[] {
  return issues.map((i) => ({ field: i.path.map(String).join("."), message: i.message }));
}

/** The server's `details` inside a failed API answer (an ApiError's data), if any. */
export function detailsOfAnswer(data: unknown): FieldDetail[] {
  const details = (data as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is FieldDetail =>
      typeof d === "object" && d !== null && typeof d.field === "string" && typeof d.message === "string",
  );
}

/** Moves focus to the form's first field marked invalid (call once the marks are rendered). */
export function focusFirstInvalid(form: HTMLFormElement | null | undefined) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * Checks `input` with a contract's schema (the same Spanish messages the server gives): the parsed
 * body, or the first message per field.
 */
export function checkWith<S extends z.ZodType, K extends string>(
  schema: S,
  input: Record<K, unknown>,
): { ok: true; body: z.infer<S> } | { ok: false; errors: FieldErrors<K> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors<K> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as K;
    if (field in input && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The per-field details of a server 400, for the fields this form has. */
export function serverFieldErrors<K extends string>(err: unknown, fields: readonly K[]): FieldErrors<K> {
  const details = err instanceof ApiError ? (err.data as { details?: FieldError[] } | null)?.details : undefined;
  const errors: FieldErrors<K> = {};
  for (const d of details ?? []) {
    const field = d.field.split(".")[0] as K;
    if (fields.includes(field) && !errors[field]) errors[field] = d.message;
  }
  return errors;
}

/**
 * Marks a react-hook-form's fields with their messages (a contract's check, or the server's
 * details); each mark goes when its field is edited or the form is sent again.
 */
export function markFields<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, "setError">,
  errors: Partial<Record<Path<V>, string | undefined>>,
) {
  for (const [field, message] of Object.entries(errors) as [Path<V>, string | undefined][]) {
    if (message) form.setError(field, { type: "validate", message });
  }
}

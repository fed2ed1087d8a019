import type { FieldError } from "../../../../contracts/envelope.ts";
import type { z } from "../../../../contracts/zod.ts";
import { ApiError } from "../../../lib/api-client.ts";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

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

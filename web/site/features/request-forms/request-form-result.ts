import { useActionData } from "react-router";
import type { FieldErrors } from "../../../lib/field-errors.ts";

/**
 * What a page's request action answers a form sent without JavaScript (ADR 024): the success
 * message with the reference, or the first error, each field's error and everything typed.
 */
export type RequestFormResult =
  | { ok: true; message: string; reference: string }
  | { ok: false; error: string; fields: FieldErrors; values: Record<string, string>; startedAt: number | null };

export type RequestFormFailure = Extract<RequestFormResult, { ok: false }>;

const isResult = (v: unknown): v is RequestFormResult =>
  typeof v === "object" && v !== null && typeof (v as { ok?: unknown }).ok === "boolean";

/** This page's action answer, when the form was sent without JavaScript (or before hydration). */
export function useRequestFormResult(): RequestFormResult | null {
  const data: unknown = useActionData();
  return isResult(data) ? data : null;
}

/** The first field the server refused, focused as the answer loads. */
export const refusedField = (result: RequestFormResult | null): string | undefined =>
  result && !result.ok ? Object.keys(result.fields)[0] : undefined;

/** The form's starting values: what the visitor typed when the server refused it, else empty. */
export function initialValues<K extends string>(empty: Record<K, string>, result: RequestFormResult | null) {
  if (!result || result.ok) return empty;
  const values = { ...empty };
  for (const key of Object.keys(empty) as K[]) {
    const typed = result.values[key];
    if (typeof typed === "string") values[key] = typed;
  }
  return values;
}

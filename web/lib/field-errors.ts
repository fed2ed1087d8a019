/** The message to show under each invalid field, by the form's field name. */
export type FieldErrors = Partial<Record<string, string>>;

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

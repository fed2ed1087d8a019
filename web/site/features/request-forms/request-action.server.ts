import { createHash } from "node:crypto";
import { data, type AppLoadContext } from "react-router";
import {
  buildQuotationRequest,
  REQUEST_MESSAGES,
  optionalText,
  type CartLine,
} from "../../../../contracts/requests.ts";
import { fieldErrorsFrom, type FieldDetail } from "../../../lib/field-errors.ts";
import type { RequestFormFailure, RequestFormResult } from "./request-form-result.ts";

export type RequestFormKind = "contact" | "services" | "quotation";

/** The text fields each form sends (the names its inputs carry). */
const FIELDS: Record<RequestFormKind, readonly string[]> = {
  contact: ["name", "email", "phone", "company", "message"],
  services: ["name", "email", "phone", "company", "service", "message"],
  quotation: ["name", "email", "phone", "company", "idType", "ruc", "message"],
};

/** An error the requests service meant for the visitor (AppError, matched by shape: bundles differ). */
type ShownError = { statusCode: number; message: string; details?: FieldDetail[] };
const isShownError = (e: unknown): e is ShownError => {
  const status = (e as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
};

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};
const integerOrNull = (v: string) => (/^\d{1,15}$/.test(v) ? Number(v) : null);

/**
 * The rendered form's key joined with a digest of what was sent, as the script path keys each
 * distinct payload: a double click or a reload of the answer repeats both and gets the first
 * request; changed data — or another visitor served the same page from a cache — is a new request.
 */
function idempotencyKeyOf(form: FormData, sent: unknown): string | null {
  const rendered = text(form, "idempotencyKey");
  if (!rendered) return null;
  const digest = createHash("sha256").update(JSON.stringify(sent)).digest("base64url").slice(0, 22);
  return `${rendered}.${digest}`;
}

/** The basket the quotation form carries in a hidden field; unreadable → none (the rules say so). */
function basketOf(form: FormData): CartLine[] {
  try {
    const lines: unknown = JSON.parse(text(form, "basket") || "[]");
    return Array.isArray(lines) ? (lines as CartLine[]) : [];
  } catch {
    return [];
  }
}

/**
 * The server half of a request form sent without JavaScript: the same rate limit, rules, anti-abuse
 * fields and requests service as the API's send routes (requests.routes.ts), answered as page data.
 */
export async function requestFormAction(kind: RequestFormKind, request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS[kind].map((f) => [f, text(form, f)]));
  const startedAt = integerOrNull(text(form, "startedAt"));
  const antiAbuse = {
    website: text(form, "website"),
    startedAt,
    idempotencyKey: idempotencyKeyOf(form, [values, text(form, "basket")]),
  };
  const fail = (status: number, error: string, details?: FieldDetail[]) =>
    data<RequestFormFailure>({ ok: false, error, fields: fieldErrorsFrom(details), values, startedAt }, { status });

  // Counted before the rules, as the API's limit counts every request.
  if (await context.overRequestsRateLimit()) return fail(429, REQUEST_MESSAGES.tooManyRequests);
  const ctx = { ...context.client, idempotencyKey: null };
  try {
    const sent =
      kind === "quotation"
        ? await context.services.requests.submitQuotation(quotationBody(form, values, antiAbuse), ctx)
        : await context.services.requests.submitMessage(kind, { ...values, ...antiAbuse }, ctx);
    return data<RequestFormResult>({ ok: true, message: sent.message, reference: sent.reference });
  } catch (e) {
    if (isShownError(e)) return fail(e.statusCode, e.message, e.details);
    throw e;
  }
}

function quotationBody(form: FormData, values: Record<string, string>, antiAbuse: object) {
  const request = buildQuotationRequest(basketOf(form), values as { name: string; email: string }, antiAbuse);
  return {
    ...request,
    customerInfo: { ...request.customerInfo, idType: optionalText(values.idType), ruc: optionalText(values.ruc) },
  };
}

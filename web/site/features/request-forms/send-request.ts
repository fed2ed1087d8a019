import { flushSync } from "react-dom";
import type { RefObject } from "react";
import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import type { RequestReceipt } from "../../../../contracts/requests.ts";
import { api, ApiError } from "../../../lib/api-client.ts";
import {
  detailsOfAnswer,
  fieldErrorsFrom,
  focusFirstInvalid,
  issueDetails,
  type FieldDetail,
  type FieldErrors,
} from "../../../lib/field-errors.ts";
import type { useToast } from "../../../ui/toast-provider.tsx";
import { IdempotencyKeys } from "./idempotency.ts";
import type { RequestKit } from "./request-contracts.ts";
import { sendErrorMessage } from "./send-error.ts";

// The send flow of the request forms, loaded with the contracts on the first touch of a form
// (request-contracts.ts): nothing here is needed to paint or hydrate a page.

export type RequestEndpoint = "/email/contact" | "/email/services" | "/quotations/send";
type Contracts = RequestKit["contracts"];
/** What `prepare` gets besides the contracts: the issues of a failed parse, as field details. */
export type PrepareTools = { issueDetails: typeof issueDetails };

export type SendOptions<P> = {
  endpoint: RequestEndpoint;
  /** The spec payload (no anti-abuse fields), or the first rule it breaks and every field's. */
  prepare: (contracts: Contracts, tools: PrepareTools) => { payload: P } | { error: string; details?: FieldDetail[] };
  /** Which §8 texts apply when the server answers without its own. */
  texts: (contracts: Contracts) => { success: string; unsuccessful: string };
  /** The form whose first invalid field gets focus when the data is refused. */
  form: HTMLFormElement | null;
};

/** `statusUrl`: a quotation's status page (absolute), when the server gave one. */
export type SendOutcome = { reference: string; message: string; statusUrl: string | null } | null;

/** The sending form's state, kept by useRequestSender. */
export type SenderState = {
  toast: ReturnType<typeof useToast>;
  honeypot: string;
  setHoneypot: (value: string) => void;
  setErrors: (errors: FieldErrors) => void;
  startedAt: RefObject<number | null>;
  /** Created on the first send: the same key while the data does not change. */
  keys: RefObject<IdempotencyKeys | null>;
  /** This form's error toasts still on screen: a later success makes them stale (issue 22). */
  errorToasts: RefObject<(string | number)[]>;
};

/** Toasts the first error; marks the fields at once (flushSync) so focus can land on the first. */
function refuse(state: SenderState, message: string, details: FieldDetail[], form: HTMLFormElement | null) {
  state.errorToasts.current.push(state.toast.error(message));
  flushSync(() => state.setErrors(fieldErrorsFrom(details)));
  focusFirstInvalid(form);
}

/** One send (see useRequestSender): check, POST, toast; the form's state updated through `state`. */
export async function sendRequest<P extends object>(
  contracts: Contracts,
  options: SendOptions<P>,
  state: SenderState,
): Promise<SendOutcome> {
  const prepared = options.prepare(contracts, { issueDetails });
  if ("error" in prepared) {
    refuse(state, prepared.error, prepared.details ?? [], options.form);
    return null;
  }
  const texts = options.texts(contracts);
  const keys = (state.keys.current ??= new IdempotencyKeys());
  const body = {
    ...prepared.payload,
    website: state.honeypot,
    startedAt: state.startedAt.current,
    idempotencyKey: keys.keyFor(prepared.payload),
  };
  try {
    const res = await api<OkEnvelope<RequestReceipt> | { success: false; error?: string }>(options.endpoint, {
      method: "POST",
      body,
    });
    if (!res?.success) throw new Error(("error" in res && res.error) || texts.unsuccessful);
    const message = res.message ?? contracts.withReference(texts.success, res.data.reference);
    for (const id of state.errorToasts.current.splice(0)) state.toast.dismiss(id);
    state.toast.success(message);
    state.setErrors({});
    keys.reset();
    // The cleared form is a new fill: its own start time.
    state.startedAt.current = Date.now();
    state.setHoneypot("");
    return { reference: res.data.reference, message, statusUrl: res.data.statusUrl ?? null };
  } catch (err) {
    refuse(state, sendErrorMessage(err), err instanceof ApiError ? detailsOfAnswer(err.data) : [], options.form);
    return null;
  }
}

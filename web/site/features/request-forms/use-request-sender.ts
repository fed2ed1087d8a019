import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import type { RequestReceipt } from "../../../../contracts/requests.ts";
import { api, ApiError } from "../../../lib/api-client.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import {
  detailsOfAnswer,
  fieldErrorsFrom,
  focusFirstInvalid,
  type FieldDetail,
  type FieldErrors,
} from "../../../lib/field-errors.ts";
import { IdempotencyKeys } from "./idempotency.ts";
import { loadRequestContracts } from "./request-contracts.ts";
import { SEND_ERRORS, sendErrorMessage } from "./send-error.ts";

export type RequestEndpoint = "/email/contact" | "/email/services" | "/quotations/send";
type Contracts = Awaited<ReturnType<typeof loadRequestContracts>>;

export type SendOptions<P> = {
  endpoint: RequestEndpoint;
  /** The spec payload (no anti-abuse fields), or the first rule it breaks and every field's. */
  prepare: (contracts: Contracts) => { payload: P } | { error: string; details?: FieldDetail[] };
  /** Which §8 texts apply when the server answers without its own. */
  texts: (contracts: Contracts) => { success: string; unsuccessful: string };
  /** The form whose first invalid field gets focus when the data is refused. */
  form: HTMLFormElement | null;
};

/** `statusUrl`: a quotation's status page (absolute), when the server gave one. */
export type SendOutcome = { reference: string; message: string; statusUrl: string | null } | null;

/**
 * The shared send flow of the three request forms (spec §4, §8): client check with the contracts'
 * rules (first error toasted), then POST with the honeypot, the time the form was shown and an
 * idempotency key that stays the same while the data does; success or error toast. A refusal also
 * marks each invalid field (`errors`) and focuses the first, so a phone user sees what to fix. The
 * caller clears its form on success and keeps it otherwise. `initialErrors`: the server's, when the
 * form was sent before the script ran (ADR 024).
 */
export function useRequestSender(initialErrors: FieldErrors = {}) {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const startedAt = useRef<number | null>(null);
  const keys = useRef(new IdempotencyKeys());
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  /** This form's error toasts still on screen: a later success makes them stale (issue 22). */
  const errorToasts = useRef<(string | number)[]>([]);

  /** Toasts the first error; marks the fields at once (flushSync) so focus can land on the first. */
  const refuse = useCallback(
    (message: string, details: FieldDetail[], form: HTMLFormElement | null) => {
      errorToasts.current.push(toast.error(message));
      flushSync(() => setErrors(fieldErrorsFrom(details)));
      focusFirstInvalid(form);
    },
    [toast],
  );

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const send = useCallback(
    async <P extends object>(options: SendOptions<P>): Promise<SendOutcome> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSending(true);
      try {
        let contracts: Contracts;
        try {
          contracts = await loadRequestContracts();
        } catch {
          errorToasts.current.push(toast.error(SEND_ERRORS.connection));
          return null;
        }
        const prepared = options.prepare(contracts);
        if ("error" in prepared) {
          refuse(prepared.error, prepared.details ?? [], options.form);
          return null;
        }
        const texts = options.texts(contracts);
        const body = {
          ...prepared.payload,
          website: honeypot,
          startedAt: startedAt.current,
          idempotencyKey: keys.current.keyFor(prepared.payload),
        };
        try {
          const res = await api<OkEnvelope<RequestReceipt> | { success: false; error?: string }>(options.endpoint, {
            method: "POST",
            body,
          });
          if (!res?.success) throw new Error(("error" in res && res.error) || texts.unsuccessful);
          const message = res.message ?? contracts.withReference(texts.success, res.data.reference);
          for (const id of errorToasts.current.splice(0)) toast.dismiss(id);
          toast.success(message);
          setErrors({});
          keys.current.reset();
          // The cleared form is a new fill: its own start time.
          startedAt.current = Date.now();
          setHoneypot("");
          return { reference: res.data.reference, message, statusUrl: res.data.statusUrl ?? null };
        } catch (err) {
          refuse(sendErrorMessage(err), err instanceof ApiError ? detailsOfAnswer(err.data) : [], options.form);
          return null;
        }
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [toast, honeypot, refuse],
  );

  return { send, sending, errors, honeypot: { value: honeypot, onChange: setHoneypot } };
}

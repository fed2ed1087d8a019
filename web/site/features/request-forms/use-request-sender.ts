import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldErrors } from "../../../lib/field-errors.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import type { IdempotencyKeys } from "./idempotency.ts";
import { loadRequestKit } from "./request-contracts.ts";
import { SEND_ERRORS } from "./send-error.ts";
import type { SendOptions, SendOutcome } from "./send-request.ts";

export type { RequestEndpoint, SendOptions, SendOutcome } from "./send-request.ts";

/**
 * The shared send flow of the three request forms (spec §4, §8): client check with the contracts'
 * rules (first error toasted), then POST with the honeypot, the time the form was shown and an
 * idempotency key that stays the same while the data does; success or error toast. A refusal also
 * marks each invalid field (`errors`) and focuses the first, so a phone user sees what to fix. The
 * caller clears its form on success and keeps it otherwise. `initialErrors`: the server's, when the
 * form was sent before the script ran (ADR 024). The flow itself (send-request.ts) loads with the
 * contracts on the form's first touch, not with the page.
 */
export function useRequestSender(initialErrors: FieldErrors = {}) {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const startedAt = useRef<number | null>(null);
  const keys = useRef<IdempotencyKeys | null>(null);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  /** This form's error toasts still on screen: a later success makes them stale (issue 22). */
  const errorToasts = useRef<(string | number)[]>([]);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const send = useCallback(
    async <P extends object>(options: SendOptions<P>): Promise<SendOutcome> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSending(true);
      try {
        let kit: Awaited<ReturnType<typeof loadRequestKit>>;
        try {
          kit = await loadRequestKit();
        } catch {
          errorToasts.current.push(toast.error(SEND_ERRORS.connection));
          return null;
        }
        return await kit.send.sendRequest(kit.contracts, options, {
          toast,
          honeypot,
          setHoneypot,
          setErrors,
          startedAt,
          keys,
          errorToasts,
        });
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [toast, honeypot],
  );

  return { send, sending, errors, honeypot: { value: honeypot, onChange: setHoneypot } };
}

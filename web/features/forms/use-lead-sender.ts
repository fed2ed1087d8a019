import { useCallback, useEffect, useRef, useState } from "react";
import type { OkEnvelope } from "../../../contracts/envelope.ts";
import type { LeadReceipt } from "../../../contracts/leads.ts";
import { api } from "../../lib/api-client.ts";
import { useToast } from "../toast/toast-provider.tsx";
import { IdempotencyKeys } from "./idempotency.ts";
import { loadLeadContracts } from "./lead-contracts.ts";
import { SEND_ERRORS, sendErrorMessage } from "./send-error.ts";

export type LeadEndpoint = "/email/contact" | "/email/services" | "/quotations/send";
type Contracts = Awaited<ReturnType<typeof loadLeadContracts>>;

export type SendOptions<P> = {
  endpoint: LeadEndpoint;
  /** The spec payload (no anti-abuse fields), or the first rule it breaks. */
  prepare: (contracts: Contracts) => { payload: P } | { error: string };
  /** Which §8 texts apply when the server answers without its own. */
  texts: (contracts: Contracts) => { success: string; unsuccessful: string };
};

/** `statusUrl`: a quotation's status page (absolute), when the server gave one. */
export type SendOutcome = { reference: string; message: string; statusUrl: string | null } | null;

/**
 * The shared send flow of the three lead forms (spec §4, §8): client check with the contracts'
 * rules (first error toasted), then POST with the honeypot, the time the form was shown and an
 * idempotency key that stays the same while the data does; success or error toast. The caller
 * clears its form on success and keeps it otherwise.
 */
export function useLeadSender() {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const startedAt = useRef<number | null>(null);
  const keys = useRef(new IdempotencyKeys());
  const [honeypot, setHoneypot] = useState("");

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
          contracts = await loadLeadContracts();
        } catch {
          toast.error(SEND_ERRORS.connection);
          return null;
        }
        const prepared = options.prepare(contracts);
        if ("error" in prepared) {
          toast.error(prepared.error);
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
          const res = await api<OkEnvelope<LeadReceipt> | { success: false; error?: string }>(options.endpoint, {
            method: "POST",
            body,
          });
          if (!res?.success) throw new Error(("error" in res && res.error) || texts.unsuccessful);
          const message = res.message ?? contracts.withReference(texts.success, res.data.reference);
          toast.success(message);
          keys.current.reset();
          // The cleared form is a new fill: its own start time.
          startedAt.current = Date.now();
          setHoneypot("");
          return { reference: res.data.reference, message, statusUrl: res.data.statusUrl ?? null };
        } catch (err) {
          toast.error(sendErrorMessage(err));
          return null;
        }
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [toast, honeypot],
  );

  return { send, sending, honeypot: { value: honeypot, onChange: setHoneypot } };
}

import { useCallback, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { api } from "../../../lib/api-client.ts";
import { SEND_ERRORS, sendErrorMessage } from "../request-forms/send-error.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { loadQuoteContracts } from "./status-contracts.ts";

export type StatusAction = "accept" | "reject" | "messages";

/**
 * Accept, reject or write through the public API (the same calls, rate limit and mails as any
 * client): the contract's rule first (first error toasted), then POST, then the page reloads its
 * data, also after a refusal (a 409 means the quote changed under the customer's eyes).
 */
export function useStatusAction(token: string) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<StatusAction | null>(null);
  const inFlight = useRef(false);

  const run = useCallback(
    async (action: StatusAction, input: Record<string, unknown>): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(action);
      try {
        let contracts: Awaited<ReturnType<typeof loadQuoteContracts>>;
        try {
          contracts = await loadQuoteContracts();
        } catch {
          toast.error(SEND_ERRORS.connection);
          return false;
        }
        const schema = { accept: contracts.acceptBody, reject: contracts.rejectBody, messages: contracts.messageBody }[
          action
        ];
        const parsed = schema.safeParse(input);
        if (!parsed.success) {
          toast.error(parsed.error.issues[0]?.message ?? SEND_ERRORS.unexpected);
          return false;
        }
        try {
          const res = await api<{ message?: string }>(`/quote-status/${encodeURIComponent(token)}/${action}`, {
            method: "POST",
            body: parsed.data,
          });
          if (res.message) toast.success(res.message);
          return true;
        } catch (err) {
          toast.error(sendErrorMessage(err));
          return false;
        } finally {
          await revalidator.revalidate();
        }
      } finally {
        inFlight.current = false;
        setBusy(null);
      }
    },
    [token, toast, revalidator],
  );

  return { run, busy };
}

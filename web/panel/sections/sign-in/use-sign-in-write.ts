import { useCallback, useMemo, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { runWrite, type WriteOptions } from "../../kit/panel-write.ts";

/** What the sign-in page's forms show when a send fails and the page gave no message of its own. */
export const UNEXPECTED = "Error inesperado. Por favor, intenta nuevamente.";

/**
 * The panel's one write (`runWrite`, ADR 053) for the sign-in page's forms. The page is outside the
 * panel and says everything inline (spec §4), so there is no toast: a failure becomes the form's
 * alert, react-hook-form's `root.server` error, which the next edit clears.
 */
export function useSignInWrite<V extends FieldValues>(form: Pick<UseFormReturn<V>, "setError">) {
  const [busy, setBusy] = useState(false);
  const io = useMemo(
    () => ({
      setBusy: (key: "send" | null) => setBusy(key !== null),
      success: () => {},
      error: (message: string) => form.setError("root.server", { message }),
    }),
    [form],
  );
  const run = useCallback(
    <T>(action: () => Promise<T>, options: WriteOptions<T>) => runWrite(io, "send", action, options),
    [io],
  );
  return { busy, run };
}

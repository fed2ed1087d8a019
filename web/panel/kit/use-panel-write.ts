import { useCallback, useMemo, useState } from "react";
import { useToast } from "../../ui/toast-provider.tsx";
import { runWrite, type WriteOptions, type WriteResult } from "./panel-write.ts";

/**
 * Every panel write goes through this (ADR 053). `busy` names the write in flight (one key per
 * button when a screen has several), so each button shows its own spinner and the others wait.
 */
export function usePanelWrite<Key extends string = "save">() {
  const toast = useToast();
  const [busy, setBusy] = useState<Key | null>(null);
  const io = useMemo(() => ({ setBusy, success: toast.success, error: toast.error }), [toast]);
  const run = useCallback(
    <T>(key: Key, action: () => Promise<T>, options: WriteOptions<T>): Promise<WriteResult<T>> =>
      runWrite(io, key, action, options),
    [io],
  );
  return { busy, run };
}

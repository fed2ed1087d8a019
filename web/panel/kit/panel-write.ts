import { apiFailureMessage } from "./use-api-failure.ts";

/**
 * The one way the panel writes (issue 23, ADR 053): busy while the call runs, a success toast, a
 * failure toast (the server's Spanish message, else the write's own), nothing more for a 401 (the
 * api client has already signed the panel out and kept what was typed), then a refresh of what
 * changed. Pure, so it is tested without a browser; `usePanelWrite` binds it to React.
 */
export type WriteOptions<T> = {
  /** The success toast: a text, or one made from the answer; none when omitted or null. */
  success?: string | ((value: T) => string | null | undefined);
  /** Shown when the call fails and the server gave no message. */
  failure: string;
  /** 'Error al guardar: <server message>' rather than the server's message alone. */
  prefixFailure?: boolean;
  /** After success: refresh what the write changed (lists, counters, the open item). */
  then?: (value: T) => void | Promise<void>;
  /** A failure the form shows itself (field errors): return true and no toast is shown. */
  shownOnFields?: (err: unknown) => boolean;
  /** Throw the failure again after toasting it (a confirm dialog that stays open for a retry). */
  rethrow?: boolean;
};

export type WriteResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type WriteIo<Key> = {
  setBusy: (key: Key | null) => void;
  success: (message: string) => void;
  error: (message: string) => void;
};

export function failureText(err: unknown, options: Pick<WriteOptions<unknown>, "failure" | "prefixFailure">) {
  const message = apiFailureMessage(err, options.failure);
  if (message === null) return null;
  return options.prefixFailure && message !== options.failure ? `${options.failure}: ${message}` : message;
}

export async function runWrite<T, Key>(
  io: WriteIo<Key>,
  key: Key,
  action: () => Promise<T>,
  options: WriteOptions<T>,
): Promise<WriteResult<T>> {
  io.setBusy(key);
  let value: T;
  try {
    value = await action();
  } catch (error) {
    io.setBusy(null);
    if (!options.shownOnFields?.(error)) {
      const message = failureText(error, options);
      if (message) io.error(message);
    }
    if (options.rethrow) throw error;
    return { ok: false, error };
  }
  io.setBusy(null);
  const message = typeof options.success === "function" ? options.success(value) : options.success;
  if (message) io.success(message);
  await options.then?.(value);
  return { ok: true, value };
}

import { useCallback, useEffect, useReducer, useRef } from "react";
import { IMPORT_MESSAGES } from "../../../../contracts/import-export.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { importFile, previewFile } from "./import-api.ts";
import {
  IDLE,
  RESET_AFTER_IMPORT_MS,
  canImport,
  importReducer,
  isXlsxName,
  lateWarnings,
  resultSummary,
} from "./import-state.ts";
import { UploadAbortedError } from "./upload.ts";
import { isSessionError } from "../../kit/use-api-failure.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";

export const IMPORT_SUCCESS_TOAST_MS = 8000;

/** The per-row / per-cell messages a 422 carries in `details`. */
function detailMessages(err: unknown): string[] {
  if (!(err instanceof ApiError)) return [];
  const details = (err.data as { details?: { message: string }[] } | null)?.details;
  return Array.isArray(details) ? details.map((d) => d.message) : [];
}

/**
 * The upload → preview → import flow around importReducer: one request at a time, Cancel aborts
 * it, the file is kept for the import call (the server re-reads it in one transaction).
 */
export function useImportFlow(onChanged?: () => void) {
  const toast = useToast();
  const { run } = usePanelWrite<"preview" | "import">();
  const [state, dispatch] = useReducer(importReducer, IDLE);
  const file = useRef<File | null>(null);
  const request = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = () => {
    if (resetTimer.current) clearTimeout(resetTimer.current);
    resetTimer.current = null;
  };

  useEffect(
    () => () => {
      request.current?.abort();
      clearTimer();
    },
    [],
  );

  const select = useCallback(
    async (picked: File) => {
      clearTimer();
      request.current?.abort();
      file.current = picked;
      dispatch({ type: "upload", fileName: picked.name });
      if (!isXlsxName(picked.name)) {
        dispatch({ type: "failed", message: IMPORT_MESSAGES.onlyXlsx });
        return;
      }
      const controller = new AbortController();
      request.current = controller;
      // Every failure of a preview is shown in the upload zone, none by a toast.
      const result = await run(
        "preview",
        () => previewFile(picked, (percent) => dispatch({ type: "progress", percent }), controller.signal),
        { failure: IMPORT_MESSAGES.generic, shownOnFields: () => true },
      );
      if (request.current !== controller) return;
      request.current = null;
      if (result.ok) return dispatch({ type: "previewed", preview: result.value.data });
      const err = result.error;
      if (err instanceof UploadAbortedError) {
        dispatch({ type: "cancelled" });
        toast.warning(IMPORT_MESSAGES.uploadCancelled);
        return;
      }
      if (isSessionError(err)) return dispatch({ type: "reset" });
      const message = err instanceof Error ? err.message : IMPORT_MESSAGES.generic;
      dispatch({ type: "failed", message, details: detailMessages(err) });
    },
    [toast, run],
  );

  const cancel = useCallback(() => request.current?.abort(), []);

  const reset = useCallback(() => {
    clearTimer();
    request.current?.abort();
    request.current = null;
    file.current = null;
    dispatch({ type: "reset" });
  }, []);

  const runImport = useCallback(async () => {
    if (!file.current || !canImport(state)) return;
    const controller = new AbortController();
    request.current = controller;
    dispatch({ type: "import" });
    const picked = file.current;
    const result = await run(
      "import",
      // The toast says only that the import failed; the upload zone lists why (the cause's details).
      () =>
        importFile(picked, controller.signal).catch((err: unknown) =>
          Promise.reject(
            err instanceof UploadAbortedError || isSessionError(err)
              ? err
              : new Error(IMPORT_MESSAGES.importFailed, { cause: err }),
          ),
        ),
      {
        failure: IMPORT_MESSAGES.importFailed,
        shownOnFields: (err) => err instanceof UploadAbortedError, // cancelled by staff: nothing to say
        then: (res) => {
          dispatch({ type: "imported", results: res.data.results });
          toast.success(resultSummary(res.data.results, res.data.documents_attached), IMPORT_SUCCESS_TOAST_MS);
          // Documents are downloaded after the products are saved: their problems are new to staff.
          const late = lateWarnings(res.data.warnings, state.phase === "success" ? state.preview.warnings : []);
          if (late.length) toast.warning(late.join(" · "), IMPORT_SUCCESS_TOAST_MS);
          onChanged?.();
          resetTimer.current = setTimeout(() => {
            file.current = null;
            dispatch({ type: "reset" });
          }, RESET_AFTER_IMPORT_MS);
        },
      },
    );
    if (request.current === controller) request.current = null;
    if (result.ok || result.error instanceof UploadAbortedError) return;
    if (isSessionError(result.error)) return dispatch({ type: "reset" });
    const err = (result.error as Error).cause;
    const detail = err instanceof Error ? err.message : "";
    dispatch({
      type: "failed",
      message: IMPORT_MESSAGES.importFailed,
      details: [detail, ...detailMessages(err)].filter(Boolean),
    });
  }, [state, toast, onChanged, run]);

  return { state, select, cancel, reset, runImport };
}

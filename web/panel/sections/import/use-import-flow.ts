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
      try {
        const res = await previewFile(picked, (percent) => dispatch({ type: "progress", percent }), controller.signal);
        if (request.current !== controller) return;
        dispatch({ type: "previewed", preview: res.data });
      } catch (err) {
        if (request.current !== controller) return;
        if (err instanceof UploadAbortedError) {
          dispatch({ type: "cancelled" });
          toast.warning(IMPORT_MESSAGES.uploadCancelled);
          return;
        }
        if (isSessionError(err)) return dispatch({ type: "reset" });
        const message = err instanceof Error ? err.message : IMPORT_MESSAGES.generic;
        dispatch({ type: "failed", message, details: detailMessages(err) });
      } finally {
        if (request.current === controller) request.current = null;
      }
    },
    [toast],
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
    try {
      const res = await importFile(file.current, controller.signal);
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
    } catch (err) {
      if (err instanceof UploadAbortedError) return;
      if (isSessionError(err)) return dispatch({ type: "reset" });
      const detail = err instanceof Error ? err.message : "";
      dispatch({
        type: "failed",
        message: IMPORT_MESSAGES.importFailed,
        details: [detail, ...detailMessages(err)].filter(Boolean),
      });
      toast.error(IMPORT_MESSAGES.importFailed);
    } finally {
      if (request.current === controller) request.current = null;
    }
  }, [state, toast, onChanged]);

  return { state, select, cancel, reset, runImport };
}

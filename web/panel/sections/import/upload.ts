import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { notifySessionExpired } from "../../../lib/session-expiry.ts";

/** Thrown when the user cancels an upload (not a failure to report as an error of the server). */
export class UploadAbortedError extends Error {
  constructor() {
    super("aborted");
    this.name = "UploadAbortedError";
  }
}

/** Upload progress in the spec's steps: 25 while sending (moving towards 75), 75 sent, 100 answered. */
export type ProgressListener = (percent: number) => void;

/**
 * POSTs one file as multipart field 'file' with XMLHttpRequest (fetch cannot report upload
 * progress), the session in its cookie, and the same error mapping as the api client.
 */
export function uploadFile<T>(path: string, file: File, onProgress: ProgressListener, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(new UploadAbortedError());
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${path}`);
    xhr.setRequestHeader("Accept", "application/json");

    const onAbort = () => xhr.abort();
    signal.addEventListener("abort", onAbort, { once: true });
    const done = () => signal.removeEventListener("abort", onAbort);

    xhr.upload.onloadstart = () => onProgress(25);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(25 + Math.floor((50 * e.loaded) / e.total));
    };
    xhr.upload.onload = () => onProgress(75);
    xhr.onabort = () => {
      done();
      reject(new UploadAbortedError());
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError("Error de red: no se pudo conectar con el servidor", 0));
    };
    xhr.onload = () => {
      done();
      let data: unknown = null;
      if (xhr.responseText) {
        try {
          data = JSON.parse(xhr.responseText);
        } catch {
          return reject(new ApiError("Error al parsear respuesta", xhr.status, xhr.responseText));
        }
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) notifySessionExpired();
        return reject(new ApiError(errorMessage(xhr.status, xhr.statusText, data), xhr.status, data));
      }
      onProgress(100);
      resolve(data as T);
    };

    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

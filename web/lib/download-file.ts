import { ApiError, errorMessage, networkErrorMessage } from "./api-client.ts";
import { notifySessionExpired } from "./session-expiry.ts";

/** The name a Content-Disposition header gives the file, when it gives one. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}

/**
 * Downloads an authenticated API file (the session cookie goes along): fetches it, so a 401 can
 * sign the panel out as every call does, then saves it under the server's name or `fallbackName`.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: "same-origin" });
  } catch (err) {
    throw new ApiError(networkErrorMessage(err), 0);
  }
  if (!response.ok) {
    if (response.status === 401) notifySessionExpired();
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      // Not JSON: the status line is all there is.
    }
    throw new ApiError(errorMessage(response.status, response.statusText, data), response.status, data);
  }
  const blob = await response.blob();
  const name = attachmentName(response.headers.get("content-disposition")) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

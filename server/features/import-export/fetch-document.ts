import { DOCUMENT_LIMITS } from "../../../contracts/documents.ts";
import { DOCUMENT_IMPORT_MESSAGES as M } from "../../../contracts/import-documents.ts";
import { fetchPublic, PublicFetchError, type PublicFetchOptions } from "../../lib/public-fetch.ts";

export { isPublicAddress } from "../../lib/public-fetch.ts";

/** A download refused or failed, with the Spanish reason the import lists as a warning. */
export class DocumentFetchError extends Error {}

export type FetchOptions = Partial<
  Pick<PublicFetchOptions, "maxBytes" | "timeoutMs" | "maxRedirects" | "allowAddress">
>;

const reasonOf = (err: PublicFetchError) => (err.reason === "httpStatus" ? M.httpStatus(err.status) : M[err.reason]);

const fileNameOf = (url: URL, disposition: string | undefined) => {
  const quoted = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  const fromHeader = quoted ? decodeURIComponent(quoted) : "";
  return fromHeader || decodeURIComponent(url.pathname.split("/").pop() || "") || "documento";
};

/**
 * Downloads a document through the guarded fetcher with the upload's limits: at most 20 MB, a
 * time limit, a few redirects. The content itself is checked by the documents service, as an
 * upload's is.
 */
export async function fetchPublicDocument(
  address: string,
  options: FetchOptions = {},
): Promise<{ data: Buffer; filename: string }> {
  try {
    const answer = await fetchPublic(address, { maxBytes: DOCUMENT_LIMITS.maxBytes, timeoutMs: 30_000, ...options });
    return { data: answer.data, filename: fileNameOf(answer.url, answer.disposition) };
  } catch (err) {
    throw new DocumentFetchError(err instanceof PublicFetchError ? reasonOf(err) : M.unreachable);
  }
}

import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|ld\+json))|\+xml/i;

/**
 * Pages leave compressed (brotli, else gzip) when the browser accepts it. Each chunk is flushed
 * as it comes, so the streamed parts of a page (Suspense) still arrive as soon as they are ready.
 */
export function compressResponse(response: Response, acceptEncoding: string | undefined): Response {
  if (!response.body || response.headers.has("content-encoding")) return response;
  if (!COMPRESSIBLE.test(response.headers.get("content-type") ?? "")) return response;
  const accepts = (acceptEncoding ?? "").toLowerCase();
  let encoding: string;
  let stream: BrotliCompress | Gzip;
  if (/\bbr\b/.test(accepts)) {
    encoding = "br";
    // Quality 5: most of brotli's gain for a fraction of its top-quality cost, per request.
    stream = createBrotliCompress({
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
  } else if (/\bgzip\b/.test(accepts)) {
    encoding = "gzip";
    stream = createGzip({ flush: constants.Z_SYNC_FLUSH });
  } else return response;

  const headers = new Headers(response.headers);
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  headers.append("vary", "Accept-Encoding");
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>).pipe(stream);
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

import { LRUCache } from "lru-cache";
import { prepareSpliced, spliceGzip, splicedBytes, type SplicedGzip } from "./spliced-gzip.ts";

/**
 * Rendered public pages (and the data of client-side navigations to them), reused while the
 * catalogue version they were rendered at is current (ADR 025). Rendering a catalogue page costs
 * far more than sending one; visitors ask for the same few over and over.
 *
 * Each response carries its own CSP nonce, so a page is stored with its nonce replaced by a
 * marker and gets the new request's nonce when served: the nonce stays unpredictable.
 */

/**
 * Pages that read only the catalogue and the configuration: the same for every visitor. The
 * pages with a request form (home, /contacto, /servicios) are not among them: their HTML carries a
 * per-visitor idempotency key and start time, and a shared key would turn a second visitor's
 * message into a replay of the first. Their navigation data (`.data`) holds no form and is kept.
 */
const CACHEABLE_HTML = /^\/(?:productos|producto\/\d+|privacidad|terminos)$/;
const CACHEABLE_DATA = /^\/(?:_root|productos|producto\/\d+|privacidad|terminos|servicios|contacto)\.data$/;
// Never appears in a page: base64 nonces have no '~'.
const NONCE_MARK = "~nonce~";
/** Not kept with a page: they belong to one response (the security headers are added per reply). */
const DROPPED_HEADERS = new Set(["set-cookie", "content-length", "date"]);

type StoredPage = {
  version: number;
  status: number;
  headers: [string, string][];
  /** The text with the nonce marked, for a client that takes no gzip. */
  body: string;
  /** The same, compressed once around the nonce (spliced-gzip.ts). */
  gzip: SplicedGzip;
};

export type PageCache = ReturnType<typeof createPageCache>;

const acceptsGzip = (acceptEncoding: string | undefined) => /\bgzip\b/i.test(acceptEncoding ?? "");

/**
 * A stored page as a fresh response carrying this request's nonce: gzip spliced around the nonce
 * when the client takes it (no compression per answer), else the plain text.
 */
function served(page: StoredPage, nonce: string, acceptEncoding: string | undefined): Response {
  const headers = new Headers([...page.headers, ["x-page-cache", "hit"]]);
  if (!acceptsGzip(acceptEncoding))
    return new Response(page.body.replaceAll(NONCE_MARK, nonce), { status: page.status, headers });
  const body = spliceGzip(page.gzip, nonce);
  headers.set("content-encoding", "gzip");
  headers.set("content-length", String(body.length));
  headers.append("vary", "Accept-Encoding");
  // A Buffer is a Uint8Array over an ArrayBuffer of its own (Buffer.concat allocates it).
  return new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
}

/** A complete 200 answer as a page to keep (nonce marked) and the same answer to send; else null. */
async function storable(response: Response, nonce: string, version: number) {
  if (response.status !== 200 || response.headers.has("set-cookie") || !response.body) return null;
  const body = await response.text();
  const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name));
  const marked = nonce ? body.replaceAll(nonce, NONCE_MARK) : body;
  const gzip = await prepareSpliced(marked.split(NONCE_MARK));
  const page: StoredPage = { version, status: 200, headers, body: marked, gzip };
  const sent = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  return { page, response: sent };
}

export function createPageCache(opts: {
  maxBytes: number;
  /** The catalogue version now (read at most once per freshness window by the caller). */
  currentVersion: () => Promise<number>;
}) {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: opts.maxBytes,
    sizeCalculation: (page) => page.body.length * 2 + splicedBytes(page.gzip) + 512,
  });
  const inFlight = new Map<string, Promise<StoredPage | null>>();

  return {
    /** The cache key of a request it may answer, or null (another method, path, or a form post). */
    keyOf(method: string, url: URL): string | null {
      if (method !== "GET" || !(CACHEABLE_HTML.test(url.pathname) || CACHEABLE_DATA.test(url.pathname))) return null;
      return url.origin + url.pathname + url.search;
    },

    /**
     * The stored page for `key` with this request's nonce, or `render`'s answer, stored when it is
     * a complete 200. Requests that miss at the same moment wait for one render: a crowd arriving
     * on a page that just went stale must not render it a hundred times.
     */
    async respond(
      key: string,
      nonce: string,
      acceptEncoding: string | undefined,
      render: () => Promise<Response>,
    ): Promise<Response> {
      const version = await opts.currentVersion();
      const page = pages.get(key);
      if (page && page.version === version) return served(page, nonce, acceptEncoding);
      const pending = inFlight.get(key);
      if (pending) {
        const shared = await pending;
        if (shared && shared.version === version) return served(shared, nonce, acceptEncoding);
        return render();
      }
      let settle: (page: StoredPage | null) => void = () => {};
      inFlight.set(key, new Promise((resolve) => (settle = resolve)));
      try {
        const rendered = await render();
        const stored = await storable(rendered, nonce, version);
        if (!stored) return rendered;
        pages.set(key, stored.page);
        settle(stored.page);
        return stored.response;
      } finally {
        settle(null);
        inFlight.delete(key);
      }
    },

    clear: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
}

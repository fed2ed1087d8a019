import { LRUCache } from "lru-cache";

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
 * pages with a lead form (home, /contacto, /servicios) are not among them: their HTML carries a
 * per-visitor idempotency key and start time, and a shared key would turn a second visitor's
 * message into a replay of the first. Their navigation data (`.data`) holds no form and is kept.
 */
const CACHEABLE_HTML = /^\/(?:productos|producto\/\d+|privacidad|terminos)$/;
const CACHEABLE_DATA = /^\/(?:_root|productos|producto\/\d+|privacidad|terminos|servicios|contacto)\.data$/;
// Never appears in a page: base64 nonces have no '~'.
const NONCE_MARK = "~nonce~";
/** Not kept with a page: they belong to one response (the security headers are added per reply). */
const DROPPED_HEADERS = new Set(["set-cookie", "content-length", "date"]);

type StoredPage = { version: number; status: number; headers: [string, string][]; body: string };

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(opts: {
  maxBytes: number;
  /** The catalogue version now (read at most once per freshness window by the caller). */
  currentVersion: () => Promise<number>;
}) {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: opts.maxBytes,
    sizeCalculation: (page) => page.body.length * 2 + 512,
  });

  return {
    /** The cache key of a request it may answer, or null (another method, path, or a form post). */
    keyOf(method: string, url: URL): string | null {
      if (method !== "GET" || !(CACHEABLE_HTML.test(url.pathname) || CACHEABLE_DATA.test(url.pathname))) return null;
      return url.origin + url.pathname + url.search;
    },

    /** A stored page as a fresh response with this request's nonce, or null. */
    async get(key: string, nonce: string): Promise<Response | null> {
      const page = pages.get(key);
      if (!page) return null;
      if (page.version !== (await opts.currentVersion())) {
        pages.delete(key);
        return null;
      }
      return new Response(page.body.replaceAll(NONCE_MARK, nonce), {
        status: page.status,
        headers: new Headers([...page.headers, ["x-page-cache", "hit"]]),
      });
    },

    /**
     * Stores a complete 200 answer rendered at `version` (read before rendering, so a write that
     * lands meanwhile makes it stale at once) and returns an equivalent response to send.
     */
    async put(key: string, version: number, response: Response, nonce: string): Promise<Response> {
      if (response.status !== 200 || response.headers.has("set-cookie") || !response.body) return response;
      const body = await response.text();
      const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name));
      const marked = nonce ? body.replaceAll(nonce, NONCE_MARK) : body;
      pages.set(key, { version, status: 200, headers, body: marked });
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },

    clear: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
}

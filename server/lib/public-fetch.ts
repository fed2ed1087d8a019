import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * The one way the server downloads anything (ADR 028): addresses that come from data (an import's
 * document URL, an image URL staff typed) are fetched here and nowhere else, and never from a
 * request's headers. Lint refuses `fetch` and http(s).get/request elsewhere in server code.
 */

/** Why a download was refused or failed; callers word it for their users. */
export type PublicFetchFailure =
  "urlInvalid" | "notPublic" | "unreachable" | "httpStatus" | "tooLarge" | "tooManyRedirects" | "timeout";

export class PublicFetchError extends Error {
  constructor(
    readonly reason: PublicFetchFailure,
    /** The HTTP status when reason is "httpStatus". */
    readonly status = 0,
  ) {
    super(status ? `${reason} ${status}` : reason);
    this.name = "PublicFetchError";
  }
}

/**
 * Addresses the server must never reach on a stranger's behalf (SSRF): this host, private
 * networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and
 * reserved ranges, in IPv4 and IPv6.
 */
// Two lists: BlockList matches IPv4 addresses against IPv4-mapped IPv6 ranges too.
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  BLOCKED_V4.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  // IPv4 inside IPv6 (mapped, NAT64): would reach the IPv4 ranges above by another name.
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
] as const)
  BLOCKED_V6.addSubnet(net, bits, "ipv6");

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED_V4.check(address, "ipv4");
  return family === 6 && !BLOCKED_V6.check(address, "ipv6");
}

export type PublicFetchOptions = {
  maxBytes: number;
  /** For the whole download, redirects included, however slowly the bytes come. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Which resolved addresses may be connected to; public ones only, except in tests. */
  allowAddress?: (address: string) => boolean;
  /** Refuse an answer whose Content-Type this does not accept (before reading its body). */
  acceptType?: (contentType: string) => boolean;
};

export type PublicFetchAnswer = {
  data: Buffer;
  /** The address answered from, after redirects. */
  url: URL;
  contentType: string;
  disposition?: string;
};

/**
 * The address check runs inside the socket's own DNS lookup, so the address connected to is the
 * one checked (a name that resolves to a public address first and a private one later — DNS
 * rebinding — cannot slip through). Literal IP hosts never reach a lookup: fetchPublic checks them.
 */
function guardedLookup(allow: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as LookupAddress[];
      const refused = list.find((a) => !allow(a.address));
      if (refused || list.length === 0) return callback(new PublicFetchError("notPublic"), "", 0);
      if ((options as { all?: boolean }).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/**
 * GET of a public http(s) address: every hop's address checked at connect time, at most
 * `maxRedirects` redirects, at most `maxBytes` (stopped while reading, whatever Content-Length
 * says), all within `timeoutMs`. Throws PublicFetchError.
 */
export async function fetchPublic(address: string, options: PublicFetchOptions): Promise<PublicFetchAnswer> {
  const { maxRedirects = 3, allowAddress = isPublicAddress } = options;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PublicFetchError("urlInvalid");
  }
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new PublicFetchError("urlInvalid");
      // Node connects to a literal IP without any lookup, so those are checked here.
      const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
      if (isIP(literal) && !allowAddress(literal)) throw new PublicFetchError("notPublic");
      const answer = await get(url, { ...options, lookup: guardedLookup(allowAddress), signal: deadline.signal });
      if ("redirect" in answer) {
        if (hop >= maxRedirects) throw new PublicFetchError("tooManyRedirects");
        url = new URL(answer.redirect, url);
        continue;
      }
      return { ...answer, url };
    }
  } finally {
    clearTimeout(timer);
  }
}

type Hop = { redirect: string } | Omit<PublicFetchAnswer, "url">;
type HopOptions = PublicFetchOptions & { lookup: LookupFunction; signal: AbortSignal };

function get(url: URL, opts: HopOptions): Promise<Hop> {
  return new Promise((settle, refuse) => {
    if (opts.signal.aborted) return refuse(new PublicFetchError("timeout"));
    const onAbort = () => fail(new PublicFetchError("timeout"));
    opts.signal.addEventListener("abort", onAbort, { once: true });
    const resolve = (hop: Hop) => {
      opts.signal.removeEventListener("abort", onAbort);
      settle(hop);
    };
    const reject = (err: PublicFetchError) => {
      opts.signal.removeEventListener("abort", onAbort);
      refuse(err);
    };
    const fail = (err: PublicFetchError) => {
      req.destroy();
      reject(err);
    };
    const client = url.protocol === "https:" ? https : http;
    const req = client.get(url, { lookup: opts.lookup, agent: false }, (res) => {
      const status = res.statusCode ?? 0;
      const contentType = res.headers["content-type"] ?? "";
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ redirect: res.headers.location });
      }
      if (status !== 200) return fail(new PublicFetchError("httpStatus", status));
      if (opts.acceptType && !opts.acceptType(contentType)) return fail(new PublicFetchError("unreachable"));
      if (Number(res.headers["content-length"] ?? 0) > opts.maxBytes) return fail(new PublicFetchError("tooLarge"));
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) fail(new PublicFetchError("tooLarge"));
        else chunks.push(chunk);
      });
      res.on("end", () =>
        resolve({ data: Buffer.concat(chunks), contentType, disposition: res.headers["content-disposition"] }),
      );
      res.on("error", () => reject(new PublicFetchError("unreachable")));
    });
    req.on("error", (err) => reject(err instanceof PublicFetchError ? err : new PublicFetchError("unreachable")));
  });
}

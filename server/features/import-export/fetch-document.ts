import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { DOCUMENT_LIMITS } from "../../../contracts/documents.ts";
import { DOCUMENT_IMPORT_MESSAGES as M } from "../../../contracts/import-documents.ts";

/** A download refused or failed, with the Spanish reason the import lists as a warning. */
export class DocumentFetchError extends Error {}

/**
 * Addresses an import must never reach (SSRF): this host, private networks, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges, in IPv4 and IPv6.
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

export type FetchOptions = {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Which resolved addresses may be connected to; public ones only, except in tests. */
  allowAddress?: (address: string) => boolean;
};

/**
 * The address check runs inside the socket's own DNS lookup, so the address connected to is the
 * one checked (a name that resolves to a public address first and a private one later — DNS
 * rebinding — cannot slip through). Literal IP hosts never reach a lookup: fetchPublicDocument
 * checks them itself.
 */
function guardedLookup(allow: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as LookupAddress[];
      const refused = list.find((a) => !allow(a.address));
      if (refused || list.length === 0) return callback(new DocumentFetchError(M.notPublic), "", 0);
      if ((options as { all?: boolean }).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

const fileNameOf = (url: URL, disposition: string | undefined) => {
  const quoted = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  const fromHeader = quoted ? decodeURIComponent(quoted) : "";
  return fromHeader || decodeURIComponent(url.pathname.split("/").pop() || "") || "documento";
};

/**
 * Downloads a document from a public http(s) URL with the upload's limits: at most 20 MB (stopped
 * while reading, whatever Content-Length says), a time limit, a few redirects, each hop checked
 * again. The content itself is checked by the documents service, as an upload's is.
 */
export async function fetchPublicDocument(
  address: string,
  {
    maxBytes = DOCUMENT_LIMITS.maxBytes,
    timeoutMs = 30_000,
    maxRedirects = 3,
    allowAddress = isPublicAddress,
  }: FetchOptions = {},
): Promise<{ data: Buffer; filename: string }> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new DocumentFetchError(M.urlInvalid);
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new DocumentFetchError(M.urlInvalid);
    // Node connects to a literal IP without any lookup, so those are checked here.
    const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
    if (isIP(literal) && !allowAddress(literal)) throw new DocumentFetchError(M.notPublic);
    const answer = await get(url, { maxBytes, timeoutMs, lookup: guardedLookup(allowAddress) });
    if ("redirect" in answer) {
      if (hop >= maxRedirects) throw new DocumentFetchError(M.tooManyRedirects);
      url = new URL(answer.redirect, url);
      continue;
    }
    return { data: answer.data, filename: fileNameOf(url, answer.disposition) };
  }
}

type Answer = { redirect: string } | { data: Buffer; disposition?: string };

function get(url: URL, opts: { maxBytes: number; timeoutMs: number; lookup: LookupFunction }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.get(url, { lookup: opts.lookup, timeout: opts.timeoutMs, agent: false }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ redirect: res.headers.location });
      }
      if (status !== 200) {
        res.resume();
        return reject(new DocumentFetchError(M.httpStatus(status)));
      }
      if (Number(res.headers["content-length"] ?? 0) > opts.maxBytes) {
        res.destroy();
        return reject(new DocumentFetchError(M.tooLarge));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) {
          res.destroy();
          reject(new DocumentFetchError(M.tooLarge));
        } else chunks.push(chunk);
      });
      res.on("end", () => resolve({ data: Buffer.concat(chunks), disposition: res.headers["content-disposition"] }));
      res.on("error", () => reject(new DocumentFetchError(M.unreachable)));
    });
    req.on("timeout", () => req.destroy(new DocumentFetchError(M.timeout)));
    req.on("error", (err) => reject(err instanceof DocumentFetchError ? err : new DocumentFetchError(M.unreachable)));
  });
}

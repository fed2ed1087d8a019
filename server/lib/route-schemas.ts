import { errorEnvelope } from "../../contracts/envelope.ts";

/** OpenAPI security for staff routes: the X-Session-ID header (API clients) or the site's session cookie. */
export const sessionSecurity: { [scheme: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];

/** The error answers a route declares, each the shared failure envelope. */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof errorEnvelope> {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelope])) as Record<C, typeof errorEnvelope>;
}

// Room for the keys, quotes, braces and some whitespace around the text fields.
const JSON_FRAMING_BYTES = 4096;

/** Bytes per UTF-16 unit of text when every unit is written as a `\uXXXX` escape: the worst any JSON can do. */
export const ESCAPED_JSON_BYTES_PER_CHAR = 6;

/**
 * Bytes per UTF-16 unit as JSON.stringify (browsers, every common client) writes text: at most
 * 3 in UTF-8 (a surrogate pair is 4 bytes for 2 units), 2 for `\t`, `\n`, `\r`, `"` and `\`.
 * The other control characters take 6, but the request guard refuses them anyway.
 */
export const PLAIN_JSON_BYTES_PER_CHAR = 3;

/**
 * A route's bodyLimit from its contract: the most a JSON body whose text fields hold at most
 * `chars` characters can take. Anything larger cannot pass the contract, so Fastify refuses it
 * (413) before reading and parsing it (issue 20). Multipart uploads are not affected: their
 * parser streams, and each reader sets its own file limit.
 */
export const jsonTextBodyLimit = (chars: number, bytesPerChar = ESCAPED_JSON_BYTES_PER_CHAR) =>
  chars * bytesPerChar + JSON_FRAMING_BYTES;

/**
 * Request URLs as the logs may keep them (issue 20): a status page's token is its only key
 * (ADR 020), and query strings carry setup links, signed-file signatures and customers' search
 * text, so both are written as placeholders. The path and the parameter names stay for debugging.
 */

// The customer's status page and its API, by token, with whatever follows it (/pdf, .data).
const STATUS_TOKEN = /^(\/(?:api\/quote-status|cotizacion\/estado)\/)[^/?#.]+/;

export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  const path = (at < 0 ? url : url.slice(0, at)).replace(STATUS_TOKEN, "$1[token]");
  if (at < 0) return path;
  const names = url
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=[…]`);
  return `${path}?${names.join("&")}`;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
};

/** Fastify's own `req` log serializer with the URL redacted. */
export function requestLogSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.["accept-version"],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

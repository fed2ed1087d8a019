/**
 * How long one client may hold a connection. Without these a body trickled at one byte every few
 * seconds keeps a socket (and a request) open for as long as the client likes.
 */
export type ServerTimeouts = {
  /** The whole request, headers and body; an import upload (30 MB at most) must fit in it. */
  requestTimeout: number;
  headersTimeout: number;
  /** Longer than the proxy's upstream keep-alive (nginx: 60 s), so the proxy closes first. */
  keepAliveTimeout: number;
  /** No byte either way for this long (a slow handler counts): the socket is dropped. */
  idleTimeout: number;
  /** Node checks request/headers timeouts on this tick, so it bounds how late the cut comes. */
  checkEvery: number;
};

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestTimeout: 60_000,
  headersTimeout: 15_000,
  keepAliveTimeout: 72_000,
  idleTimeout: 120_000,
  checkEvery: 5_000,
};

/** The Fastify constructor options for these timeouts (applied to the server it creates and listens on). */
export function serverTimeoutOptions(overrides: Partial<ServerTimeouts> = {}) {
  const t = { ...SERVER_TIMEOUTS, ...overrides };
  return {
    requestTimeout: t.requestTimeout,
    connectionTimeout: t.idleTimeout,
    keepAliveTimeout: t.keepAliveTimeout,
    http: {
      // Node refuses a headers timeout above the request timeout.
      headersTimeout: Math.min(t.headersTimeout, t.requestTimeout),
      connectionsCheckingInterval: t.checkEvery,
    },
  };
}

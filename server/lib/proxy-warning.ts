import type { FastifyRequest } from "fastify";

/**
 * Behind a proxy with TRUST_PROXY=0 every customer shares the proxy's address, so one busy
 * office exhausts everyone's rate limits. The header's presence is the telltale: say so once.
 */
export function warnOnUntrustedForwardedFor(trustProxy: number) {
  let warned = trustProxy > 0;
  return async (request: FastifyRequest) => {
    if (warned || request.headers["x-forwarded-for"] === undefined) return;
    warned = true;
    request.log.warn(
      "requests carry X-Forwarded-For but TRUST_PROXY=0: every client behind the proxy shares one address " +
        "for rate limits and logs; set TRUST_PROXY to the number of proxies in front",
    );
  };
}

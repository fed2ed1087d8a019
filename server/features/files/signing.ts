import { createHmac, timingSafeEqual } from "node:crypto";

// Links are checked on another instance than the one that signed them; clocks drift a little.
const CLOCK_SKEW_SECONDS = 60;

/**
 * HMAC-SHA256 over id, variant and expiry. The key is derived from the session secret with a
 * label, so a signature made here can never be replayed as any other signed value of the app.
 */
export function createUrlSigner(secret: string, lifetimeSeconds: number) {
  const key = createHmac("sha256", secret).update("files:signed-url:v1").digest();
  const sign = (id: string, variant: string, expires: number) =>
    createHmac("sha256", key).update(`${id}\n${variant}\n${expires}`).digest("base64url");

  return {
    sign,
    /**
     * A link is good only between now and the lifetime we hand out: an expiry further ahead can
     * only come from someone holding the secret (a leaked or default one), not from us.
     */
    verify(id: string, variant: string, expires: number, signature: string, nowSeconds: number) {
      if (expires <= nowSeconds || expires > nowSeconds + lifetimeSeconds + CLOCK_SKEW_SECONDS) return false;
      const expected = Buffer.from(sign(id, variant, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

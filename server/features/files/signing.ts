import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * HMAC-SHA256 over id, variant and expiry. The key is derived from the session secret with a
 * label, so a signature made here can never be replayed as any other signed value of the app.
 */
export function createUrlSigner(secret: string) {
  const key = createHmac("sha256", secret).update("files:signed-url:v1").digest();
  const sign = (id: string, variant: string, expires: number) =>
    createHmac("sha256", key).update(`${id}\n${variant}\n${expires}`).digest("base64url");

  return {
    sign,
    verify(id: string, variant: string, expires: number, signature: string) {
      const expected = Buffer.from(sign(id, variant, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

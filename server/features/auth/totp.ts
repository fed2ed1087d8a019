import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

// What every authenticator app understands (Google Authenticator ignores anything else).
const PARAMS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
// One step either side: a phone clock 30 s off, or a code typed as it rolled over.
const WINDOW = 1;

/** A new 160-bit secret (RFC 4226 §4 recommends 160), in base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** otpauth://totp/Issuer:label?secret=…: what the QR code carries. */
export function totpUri(secret: string, issuer: string, label: string) {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), ...PARAMS }).toString();
}

/** The QR code as an SVG drawn here: the secret never goes to an outside QR service. */
export const qrSvg = (uri: string) => renderSVG(uri, { ecc: "M", border: 2 });

/**
 * The 30-second step `code` belongs to at `at` (within one step either side), or null. Callers
 * keep the last step used so the same code cannot be used twice.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), timestamp, window: WINDOW, ...PARAMS });
  if (delta === null) return null;
  return TOTP.counter({ period: PARAMS.period, timestamp }) + delta;
}

/** The code an app shows at `at` (tests, and nothing else, need to compute one). */
export const totpCode = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime(), ...PARAMS });

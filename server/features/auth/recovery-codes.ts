import { randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "../../../contracts/auth.ts";

// No look-alikes (0/o, 1/l/i): codes get written on paper and typed back from it.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** 'k7m2p-x9qaz': 10 characters (~50 bits); stored as argon2id hashes, so that is enough (ASVS 6.5.2). */
function recoveryCode() {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);

/** What the contract's code field leaves of a typed code: no dashes or spaces, lower case. */
export const normalRecoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

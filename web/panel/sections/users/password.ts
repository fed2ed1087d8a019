import { PASSWORD_MIN } from "../../../../contracts/auth.ts";

// No look-alikes (0/O, 1/l/I): the admin may read the password aloud or copy it by hand.
const LETTERS = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
const ALPHABET = `${LETTERS}23456789`;

/**
 * A password that meets the contract's rule (long enough, letters and digits), for the admin to
 * hand over: random from the browser's crypto; drawn again in the rare case it lacks either kind.
 */
export function generatePassword(length = Math.max(PASSWORD_MIN, 16)): string {
  for (;;) {
    const random = crypto.getRandomValues(new Uint32Array(length));
    const password = Array.from(random, (n) => ALPHABET[n % ALPHABET.length]).join("");
    if (/\d/.test(password) && /[a-z]/i.test(password)) return password;
  }
}

import { randomBytes } from "node:crypto";
import { hash, verify, type Options } from "@node-rs/argon2";

// argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): ~30 ms per hash here.
const ARGON2: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashSecret = (secret: string) => hash(secret, ARGON2);

/** False for a wrong secret or a malformed hash, never a throw. */
export const verifySecret = (stored: string, secret: string) => verify(stored, secret).catch(() => false);

let dummyHash: Promise<string> | undefined;

/** Unknown emails still pay for one verify, so response time does not reveal which emails exist. */
export async function checkPassword(user: { password_hash: string } | undefined, password: string) {
  if (user) return verifySecret(user.password_hash, password);
  dummyHash ??= hashSecret(randomBytes(16).toString("hex"));
  await verifySecret(await dummyHash, password);
  return false;
}

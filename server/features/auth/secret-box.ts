import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * Seals short secrets (TOTP keys) at rest with AES-256-GCM under a key derived (HKDF-SHA256)
 * from SESSION_SECRET, so a copy of the database alone does not give away anyone's second factor.
 * Format: v1.<iv>.<ciphertext>.<tag>, base64url. The same SESSION_SECRET must be kept to open them.
 */
export function createSecretBox(sessionSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync("sha256", sessionSecret, "andes-secret-box", purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, data, cipher.getAuthTag()]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    /** The secret, or null when it was sealed under another key (SESSION_SECRET changed) or altered. */
    open(sealed: string): string | null {
      const [version, iv, data, tag] = sealed.split(".");
      if (version !== VERSION || !iv || !data || !tag) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

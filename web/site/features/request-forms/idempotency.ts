/** A fresh idempotency key (a UUID; also where crypto.randomUUID is missing, e.g. plain http). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per distinct payload: sending the same data again (double click, retry after an error)
 * reuses the key, so the server answers with the first request instead of creating another; changed
 * data gets a new key.
 */
export class IdempotencyKeys {
  private last: { fingerprint: string; key: string } | null = null;

  keyFor(payload: object): string {
    // createdAt is stamped on every attempt (spec §3): not part of what makes two sends the same.
    const { createdAt: _stamp, ...identity } = payload as Record<string, unknown>;
    const fingerprint = JSON.stringify(identity);
    if (this.last?.fingerprint !== fingerprint) this.last = { fingerprint, key: newIdempotencyKey() };
    return this.last.key;
  }

  reset() {
    this.last = null;
  }
}

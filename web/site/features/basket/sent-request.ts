/** What /cotizacion hands the home page after a send: the reference and where to follow it. */
export type SentRequest = { reference: string; statusPath: string | null };

/**
 * The status link as a path on this site: the server builds it from PUBLIC_URL, which may name
 * another host than the one the visitor is on (a proxy, a preview); the path is the same.
 */
export function statusPathOf(statusUrl: string | null | undefined): string | null {
  if (!statusUrl) return null;
  try {
    const path = new URL(statusUrl, "http://x").pathname;
    return path.startsWith("/cotizacion/estado/") ? path : null;
  } catch {
    return null;
  }
}

export const sentRequestState = (o: { reference: string; statusUrl: string | null }) => ({
  sentQuote: { reference: o.reference, statusPath: statusPathOf(o.statusUrl) } satisfies SentRequest,
});

/** The notice's data from history state, when it is ours and well formed. */
export function readSentRequest(state: unknown): SentRequest | null {
  const s = (state as { sentQuote?: Partial<SentRequest> } | null)?.sentQuote;
  if (!s || typeof s.reference !== "string" || !s.statusPath || typeof s.statusPath !== "string") return null;
  // Exactly a path of ours: '//host/cotizacion/estado/…' would leave the site.
  return statusPathOf(s.statusPath) === s.statusPath ? { reference: s.reference, statusPath: s.statusPath } : null;
}

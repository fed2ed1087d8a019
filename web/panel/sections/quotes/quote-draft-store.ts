import { SESSION_EXPIRED_EVENT } from "../../../lib/session-expiry.ts";
import { withSections, type Draft } from "./quote-draft.ts";

/**
 * The quote editor's unsaved work kept across an expired session, the way the product form keeps
 * its own (sessionStorage: this tab only): prices, free lines and notes typed since the last save.
 */
export type KeptQuoteDraft = { quoteId: number; draft: Draft; savedAt: string };
const KEY = "admin:quote-draft";

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepQuoteDraft(quoteId: number, draft: Draft) {
  const kept: KeptQuoteDraft = { quoteId, draft, savedAt: new Date().toISOString() };
  try {
    session()?.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: nothing more we can keep.
  }
}

/** The work kept for this draft quote, if any (another quote's stays until that one opens). */
export function keptQuoteDraft(quoteId: number): KeptQuoteDraft | null {
  const raw = session()?.getItem(KEY);
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as KeptQuoteDraft;
    if (kept.quoteId !== quoteId || !Array.isArray(kept.draft?.lines) || !kept.draft.terms) return null;
    return { ...kept, draft: withSections(kept.draft) };
  } catch {
    return null;
  }
}

export function forgetQuoteDraft() {
  session()?.removeItem(KEY);
}

/**
 * Keeps the editor's work when any API call finds the session gone; `current` answers the draft
 * quote's id and its working copy, or null when nothing is unsaved. Returns the unsubscribe.
 */
export function keepOnSessionExpiry(current: () => { quoteId: number; draft: Draft } | null): () => void {
  const keep = () => {
    const c = current();
    if (c) keepQuoteDraft(c.quoteId, c.draft);
  };
  window.addEventListener(SESSION_EXPIRED_EVENT, keep);
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, keep);
}

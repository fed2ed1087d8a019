import { lazy, Suspense } from "react";
import { useLocation } from "react-router";

// The card loads only when /cotizacion has just sent a request (history state): almost every
// visit to the home page never shows it, so it stays out of the page's first load (issue 24).
const SentRequestCard = lazy(() => import("./sent-request-card.tsx").then((m) => ({ default: m.SentRequestCard })));

/** The home page's notice after a quotation was sent (sent-request-card.tsx), or nothing. */
export function SentRequestNotice() {
  const state = useLocation().state as { sentQuote?: unknown } | null;
  if (!state?.sentQuote) return null;
  return (
    <Suspense fallback={null}>
      <SentRequestCard />
    </Suspense>
  );
}

import { MessageSquareDot } from "lucide-react";
import { useEffect, useState } from "react";
import { unreadCounts } from "./quotes-api.ts";

/**
 * Customer events (messages, accept, reject) staff have not opened, per quotation request:
 * GET /quotes/unread, refreshed with the inbox (ADR 017 keeps it apart from /leads/counts).
 */
export function useUnreadQuotes(refreshKey: number): Map<number, number> {
  const [counts, setCounts] = useState<Map<number, number>>(new Map());
  useEffect(() => {
    let live = true;
    unreadCounts()
      .then((u) => live && setCounts(new Map(u.byQuotation.map((b) => [b.quotationId, b.unread]))))
      .catch(() => {
        // A hint beside the reference; the list shows its own errors.
      });
    return () => {
      live = false;
    };
  }, [refreshKey]);
  return counts;
}

export function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  const text = count === 1 ? "1 novedad del cliente" : `${count} novedades del cliente`;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800 dark:bg-rose-950 dark:text-rose-300"
      data-testid="unread-badge"
      title={text}
    >
      <MessageSquareDot size={12} aria-hidden />
      <span aria-hidden>{count}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

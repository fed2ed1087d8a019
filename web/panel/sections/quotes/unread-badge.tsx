import { MessageSquareDot } from "lucide-react";
import { useMemo } from "react";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { unreadCounts } from "./quotes-api.ts";

/**
 * Customer events (messages, accept, reject) staff have not opened, per quotation request:
 * GET /quotes/unread, refreshed with the inbox (ADR 017 keeps it apart from /requests/counts). A hint
 * beside the reference: on failure the list shows its own error.
 */
export function useUnreadQuotes() {
  const { data, reload } = useAdminQuery("quotes-unread", unreadCounts, "");
  const counts = useMemo(() => new Map((data?.byQuotation ?? []).map((b) => [b.quotationId, b.unread])), [data]);
  return { counts, reload };
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

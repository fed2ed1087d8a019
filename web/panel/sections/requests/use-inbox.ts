import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { useUnreadQuotes } from "../quotes/unread-badge.tsx";
import { requestCounts, listRequests, type RequestFilters } from "./requests-api.ts";
import { useMailStatus } from "./mail-status-card.tsx";

/**
 * What the inbox shows beside its address: the page of requests, the flagged count on the spam
 * toggle, the unread customer events and the mail state (admins only); `refresh` asks for all of them again.
 */
export function useInbox(filters: RequestFilters, page: number, { withMail = true } = {}) {
  const list = useAdminQuery(
    JSON.stringify([filters, page]),
    () => listRequests(filters, page),
    "Error al cargar las solicitudes",
  );
  // The count is a hint on the toggle; the list shows its own error.
  const counts = useAdminQuery("request-counts", requestCounts, "");
  const unread = useUnreadQuotes();
  // The mail state is the admins' (its route refuses 'ventas'): not asked for, not shown, for others.
  const mail = useMailStatus(withMail);
  const refresh = () => {
    void list.reload();
    void counts.reload();
    void unread.reload();
    if (withMail) void mail.reload();
  };
  return { list, spamCount: counts.data?.spam ?? null, unread: unread.counts, mail, refresh };
}

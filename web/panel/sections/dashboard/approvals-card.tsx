import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { formatMoneyCents, decimalToCents } from "../../../../contracts/quote-totals.ts";
import { Card } from "../../../ui/card.tsx";
import { QueryStatus } from "../../kit/query-status.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { listApprovals } from "./approvals-api.ts";
import { waitingLine } from "./approvals-format.ts";

/**
 * 'Por aprobar (N)' (ADR 051): the drafts whose discount waits for an admin, each a link to its
 * request, where the admin approves or returns it. Shown to admins only (the route decides).
 */
export function ApprovalsCard({ requestHref }: { requestHref: (quotationId: number) => string }) {
  const query = useAdminQuery("approvals", listApprovals, "Error al cargar las cotizaciones por aprobar");
  return (
    <Card
      title={
        <span className="flex items-center gap-2" data-testid="approvals-title">
          <BadgeCheck size={18} aria-hidden /> {query.data?.label ?? "Por aprobar"}
        </span>
      }
    >
      <div data-testid="approvals-card">
        <QueryStatus query={query}>
          {(data) =>
            data.quotes.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">Ninguna cotización espera aprobación.</p>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {data.quotes.map((q) => (
                  <li key={q.quoteId} data-testid="approvals-row">
                    <Link
                      to={requestHref(q.quotationId)}
                      className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
                    >
                      <span className="min-w-0">
                        <span className="block font-medium text-primary-700 dark:text-primary-300">
                          {q.reference} · {q.customerName}
                        </span>
                        <span className="block text-slate-600 dark:text-slate-400">{waitingLine(q)}</span>
                        {q.note && <span className="block italic text-slate-600 dark:text-slate-400">“{q.note}”</span>}
                      </span>
                      <strong className="tabular-nums">{formatMoneyCents(decimalToCents(q.total))}</strong>
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryStatus>
      </div>
    </Card>
  );
}

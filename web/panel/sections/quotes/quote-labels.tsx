import { QUOTE_STATUS_LABELS, type QuoteStatus } from "../../../../contracts/quotes.ts";

const TONE: Record<QuoteStatus, string> = {
  draft: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  sent: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300",
  accepted: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  rejected: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  expired: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}
      data-testid="quote-status"
      data-status={status}
    >
      {QUOTE_STATUS_LABELS[status]}
    </span>
  );
}

import { formatPercent } from "../../../../contracts/quote-totals.ts";
import type { WaitingQuote } from "./approvals-api.ts";
import { formatDateTime } from "../../../lib/format.ts";

/** 'Desc. 20 % · pedida por Vera Ventas · 26 nov 2026, 14:05' under a waiting quote's reference. */
export function waitingLine(q: Pick<WaitingQuote, "largestDiscount" | "requestedBy" | "requestedAt">): string {
  const at = formatDateTime(q.requestedAt, "company");
  return [`Desc. ${formatPercent(q.largestDiscount)}`, q.requestedBy ? `pedida por ${q.requestedBy}` : null, at]
    .filter(Boolean)
    .join(" · ");
}

import { Eye } from "lucide-react";
import type { LeadSummary } from "../../../../contracts/leads-admin.ts";
import { buttonClass } from "../../../ui/button.tsx";
import { formatDateTime, formatPrice } from "../../../lib/format.ts";
import { AdminTable } from "../../kit/admin-table.tsx";
import { UnreadBadge } from "../quotes/unread-badge.tsx";
import type { LeadRef } from "./lead-detail-dialog.tsx";
import { leadPath } from "./leads-query.ts";
import { MAIL_LABEL, MAIL_TONE, SpamBadge, StatusBadge, TYPE_LABEL, spamReasonsText } from "./lead-labels.tsx";

const HEADERS = ["Fecha", "Referencia", "Cliente", "Detalle", "Estado", "Correo"].map((label) => ({ label }));

function Summary({ lead }: { lead: LeadSummary }) {
  if (lead.type === "quotation") {
    return (
      <span>
        {lead.itemCount ?? 0} {lead.itemCount === 1 ? "producto" : "productos"} · {formatPrice(lead.total)}
      </span>
    );
  }
  return (
    <span className="line-clamp-2">
      {lead.service ? `${lead.service}: ` : ""}
      {lead.preview}
    </span>
  );
}

/** A flagged lead says so, and why, wherever it is listed. */
function SpamNote({ lead }: { lead: LeadSummary }) {
  if (!lead.spam) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2" data-testid="spam-note">
      <SpamBadge />
      <span className="text-xs text-red-700 dark:text-red-300">{spamReasonsText(lead.spamReasons)}</span>
    </div>
  );
}

type RowProps = { lead: LeadSummary; unread: number | undefined; onOpen: (lead: LeadRef) => void };

function Reference({ lead, unread }: Omit<RowProps, "onOpen">) {
  return (
    <div className="flex flex-wrap items-center gap-1 font-mono text-xs font-semibold">
      {lead.reference}
      <UnreadBadge count={unread} />
    </div>
  );
}

/**
 * 'Ver' is a link to the request's address, so a middle or ctrl click opens it in a new tab; a
 * plain click opens the detail here, as before.
 */
function OpenLink({ lead, onOpen, icon = false }: Pick<RowProps, "lead" | "onOpen"> & { icon?: boolean }) {
  return (
    <a
      href={leadPath({ type: lead.type, id: lead.id })}
      className={buttonClass("secondary", "sm", "gap-1.5")}
      aria-label={`Ver ${lead.reference}`}
      data-testid="lead-open"
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onOpen({ type: lead.type, id: lead.id });
      }}
    >
      {icon && <Eye size={14} aria-hidden />}
      Ver
    </a>
  );
}

function LeadRow({ lead, unread, onOpen }: RowProps) {
  return (
    <tr data-testid="lead-row">
      <td className="whitespace-nowrap px-3 py-2 text-slate-600 dark:text-slate-300">
        {formatDateTime(lead.createdAt)}
      </td>
      <td className="px-3 py-2">
        <Reference lead={lead} unread={unread} />
        <div className="text-xs text-slate-500">{TYPE_LABEL[lead.type]}</div>
      </td>
      <td className="px-3 py-2">
        <div className="font-medium text-slate-900 dark:text-white">{lead.name}</div>
        <div className="text-xs text-slate-500">
          {lead.email}
          {lead.company ? ` · ${lead.company}` : ""}
        </div>
      </td>
      <td className="max-w-xs px-3 py-2 text-slate-700 dark:text-slate-300">
        <Summary lead={lead} />
        <SpamNote lead={lead} />
      </td>
      <td className="px-3 py-2">
        <StatusBadge status={lead.status} outcome={lead.outcome} />
      </td>
      <td className={`px-3 py-2 text-xs font-semibold ${MAIL_TONE[lead.mailStatus]}`}>{MAIL_LABEL[lead.mailStatus]}</td>
      <td className="px-3 py-2 text-right">
        <OpenLink lead={lead} onOpen={onOpen} icon />
      </td>
    </tr>
  );
}

function LeadCard({ lead, unread, onOpen }: RowProps) {
  return (
    <li data-testid="lead-card" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Reference lead={lead} unread={unread} />
          <div className="wrap-anywhere font-medium text-slate-900 dark:text-white">{lead.name}</div>
          <div className="wrap-anywhere text-xs text-slate-500">{lead.email}</div>
        </div>
        <span className="shrink-0">
          <StatusBadge status={lead.status} outcome={lead.outcome} />
        </span>
      </div>
      <div className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <Summary lead={lead} />
        <SpamNote lead={lead} />
      </div>
      <div className="mt-2 flex items-center justify-between text-xs">
        <span className="text-slate-500">
          {TYPE_LABEL[lead.type]} · {formatDateTime(lead.createdAt)} ·{" "}
          <span className={MAIL_TONE[lead.mailStatus]}>{MAIL_LABEL[lead.mailStatus]}</span>
        </span>
        <OpenLink lead={lead} onOpen={onOpen} />
      </div>
    </li>
  );
}

type Props = { leads: LeadSummary[]; unread: Map<number, number>; onOpen: (lead: LeadRef) => void };

/** One page of the inbox: a table on large screens, cards on small ones. */
export function LeadsList({ leads, unread, onOpen }: Props) {
  const unreadOf = (lead: LeadSummary) => (lead.type === "quotation" ? unread.get(lead.id) : undefined);
  const key = (lead: LeadSummary) => `${lead.type}-${lead.id}`;
  return (
    <>
      <AdminTable headers={HEADERS} dense>
        {leads.map((lead) => (
          <LeadRow key={key(lead)} lead={lead} unread={unreadOf(lead)} onOpen={onOpen} />
        ))}
      </AdminTable>
      <ul className="space-y-3 lg:hidden">
        {leads.map((lead) => (
          <LeadCard key={key(lead)} lead={lead} unread={unreadOf(lead)} onOpen={onOpen} />
        ))}
      </ul>
    </>
  );
}

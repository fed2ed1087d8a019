import { Eye } from "lucide-react";
import type { RequestSummary } from "../../../../contracts/requests-admin.ts";
import { buttonClass } from "../../../ui/button.tsx";
import { formatDateTime, formatPrice } from "../../../lib/format.ts";
import { AdminTable } from "../../kit/admin-table.tsx";
import { UnreadBadge } from "../quotes/unread-badge.tsx";
import type { RequestRef } from "./request-detail-dialog.tsx";
import { requestPath } from "./requests-query.ts";
import { MAIL_LABEL, MAIL_TONE, SpamBadge, StatusBadge, TYPE_LABEL, spamReasonsText } from "./request-labels.tsx";

const HEADERS = ["Fecha", "Referencia", "Cliente", "Detalle", "Estado", "Correo"].map((label) => ({ label }));

function Summary({ request }: { request: RequestSummary }) {
  if (request.type === "quotation") {
    return (
      <span>
        {request.itemCount ?? 0} {request.itemCount === 1 ? "producto" : "productos"} · {formatPrice(request.total)}
      </span>
    );
  }
  return (
    <span className="line-clamp-2">
      {request.service ? `${request.service}: ` : ""}
      {request.preview}
    </span>
  );
}

/** A flagged request says so, and why, wherever it is listed. */
function SpamNote({ request }: { request: RequestSummary }) {
  if (!request.spam) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2" data-testid="spam-note">
      <SpamBadge />
      <span className="text-xs text-red-700 dark:text-red-300">{spamReasonsText(request.spamReasons)}</span>
    </div>
  );
}

type RowProps = { request: RequestSummary; unread: number | undefined; onOpen: (request: RequestRef) => void };

function Reference({ request, unread }: Omit<RowProps, "onOpen">) {
  return (
    <div className="flex flex-wrap items-center gap-1 font-mono text-xs font-semibold">
      {request.reference}
      <UnreadBadge count={unread} />
    </div>
  );
}

/**
 * 'Ver' is a link to the request's address, so a middle or ctrl click opens it in a new tab; a
 * plain click opens the detail here, as before.
 */
function OpenLink({ request, onOpen, icon = false }: Pick<RowProps, "request" | "onOpen"> & { icon?: boolean }) {
  return (
    <a
      href={requestPath({ type: request.type, id: request.id })}
      className={buttonClass("secondary", "sm", "gap-1.5")}
      aria-label={`Ver ${request.reference}`}
      data-testid="request-open"
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onOpen({ type: request.type, id: request.id });
      }}
    >
      {icon && <Eye size={14} aria-hidden />}
      Ver
    </a>
  );
}

function RequestRow({ request, unread, onOpen }: RowProps) {
  return (
    <tr data-testid="request-row">
      <td className="whitespace-nowrap px-3 py-2 text-slate-600 dark:text-slate-300">
        {formatDateTime(request.createdAt)}
      </td>
      <td className="px-3 py-2">
        <Reference request={request} unread={unread} />
        <div className="text-xs text-slate-500">{TYPE_LABEL[request.type]}</div>
      </td>
      <td className="px-3 py-2">
        <div className="font-medium text-slate-900 dark:text-white">{request.name}</div>
        <div className="text-xs text-slate-500">
          {request.email}
          {request.company ? ` · ${request.company}` : ""}
        </div>
      </td>
      <td className="max-w-xs px-3 py-2 text-slate-700 dark:text-slate-300">
        <Summary request={request} />
        <SpamNote request={request} />
      </td>
      <td className="px-3 py-2">
        <StatusBadge status={request.status} outcome={request.outcome} />
      </td>
      <td className={`px-3 py-2 text-xs font-semibold ${MAIL_TONE[request.mailStatus]}`}>
        {MAIL_LABEL[request.mailStatus]}
      </td>
      <td className="px-3 py-2 text-right">
        <OpenLink request={request} onOpen={onOpen} icon />
      </td>
    </tr>
  );
}

function RequestCard({ request, unread, onOpen }: RowProps) {
  return (
    <li data-testid="request-card" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Reference request={request} unread={unread} />
          <div className="wrap-anywhere font-medium text-slate-900 dark:text-white">{request.name}</div>
          <div className="wrap-anywhere text-xs text-slate-500">{request.email}</div>
        </div>
        <span className="shrink-0">
          <StatusBadge status={request.status} outcome={request.outcome} />
        </span>
      </div>
      <div className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <Summary request={request} />
        <SpamNote request={request} />
      </div>
      <div className="mt-2 flex items-center justify-between text-xs">
        <span className="text-slate-500">
          {TYPE_LABEL[request.type]} · {formatDateTime(request.createdAt)} ·{" "}
          <span className={MAIL_TONE[request.mailStatus]}>{MAIL_LABEL[request.mailStatus]}</span>
        </span>
        <OpenLink request={request} onOpen={onOpen} />
      </div>
    </li>
  );
}

type Props = { requests: RequestSummary[]; unread: Map<number, number>; onOpen: (request: RequestRef) => void };

/** One page of the inbox: a table on large screens, cards on small ones. */
export function RequestsList({ requests, unread, onOpen }: Props) {
  const unreadOf = (request: RequestSummary) => (request.type === "quotation" ? unread.get(request.id) : undefined);
  const key = (request: RequestSummary) => `${request.type}-${request.id}`;
  return (
    <>
      <AdminTable headers={HEADERS} dense>
        {requests.map((request) => (
          <RequestRow key={key(request)} request={request} unread={unreadOf(request)} onOpen={onOpen} />
        ))}
      </AdminTable>
      <ul className="space-y-3 lg:hidden">
        {requests.map((request) => (
          <RequestCard key={key(request)} request={request} unread={unreadOf(request)} onOpen={onOpen} />
        ))}
      </ul>
    </>
  );
}

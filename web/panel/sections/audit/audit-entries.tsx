import type { AuditEntry } from "../../../../contracts/audit.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { changeLines, describeEntry } from "./audit-format.ts";

const muted = "text-slate-500 dark:text-slate-400";

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  if (!lines.length) return null;
  return (
    <dl className="mt-2 space-y-1 text-sm">
      {lines.map((l) => (
        <div key={l.field} className="flex flex-wrap gap-x-2" data-testid="audit-change">
          <dt className="font-medium text-slate-700 dark:text-slate-200">{l.label}:</dt>
          <dd className="min-w-0 break-words text-slate-700 dark:text-slate-300">
            {l.before !== null && <span className="text-red-700 line-through dark:text-red-300">{l.before}</span>}
            {l.before !== null && l.after !== null && <span className={`mx-1 ${muted}`}>→</span>}
            {l.after !== null && <span className="text-emerald-700 dark:text-emerald-300">{l.after}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Entries newest first: when (es-EC), who ('Sistema' when no one was signed in), what, and the fields. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
      {entries.map((e) => (
        <li key={e.id} className="px-4 py-3" data-testid="audit-entry">
          <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
            <time dateTime={e.at} className={`whitespace-nowrap ${muted}`}>
              {formatDateTime(e.at)}
            </time>
            <span className="font-medium text-slate-900 dark:text-white">{e.user_name ?? "Sistema"}</span>
            <span className="text-slate-700 dark:text-slate-300">{describeEntry(e)}</span>
          </p>
          <Changes entry={e} />
        </li>
      ))}
    </ol>
  );
}

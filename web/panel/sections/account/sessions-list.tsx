import { LogOut, Monitor } from "lucide-react";
import type { SessionInfo } from "../../../../contracts/auth.ts";
import { Button } from "../../../ui/button.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { describeUserAgent } from "../../../../contracts/user-agent.ts";

const muted = "text-slate-500 dark:text-slate-400";

type Props = { sessions: SessionInfo[]; onRevoke: (s: SessionInfo) => void };

/** One's open sessions, this one first and marked 'Esta sesión' (it is closed with 'Cerrar Sesión'). */
export function SessionsList({ sessions, onRevoke }: Props) {
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
      {ordered.map((s) => (
        <li key={s.id} data-testid="session-row" className="flex flex-wrap items-center gap-3 px-4 py-3">
          <Monitor size={20} aria-hidden className={muted} />
          <div className="min-w-0 flex-1 basis-52 text-sm">
            <p className="font-medium text-slate-900 dark:text-white">
              {describeUserAgent(s.user_agent)}
              {s.current && (
                <span className="ml-2 rounded-full bg-primary-100 px-2 py-0.5 text-xs font-medium text-primary-800 dark:bg-primary-950 dark:text-primary-200">
                  Esta sesión
                </span>
              )}
            </p>
            <p className={muted}>
              {`IP ${s.ip ?? "desconocida"} · Última actividad: ${formatDateTime(s.last_seen_at)} · Iniciada: ${formatDateTime(s.created_at)}`}
            </p>
          </div>
          {!s.current && (
            <Button variant="secondary" size="sm" icon={<LogOut size={16} aria-hidden />} onClick={() => onRevoke(s)}>
              Cerrar sesión
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

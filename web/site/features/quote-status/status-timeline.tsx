import { Check, Circle } from "lucide-react";
import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";
import { formatDay } from "../../../lib/format.ts";
import { timelineEntries } from "./status-format.ts";

/** Recibida → En revisión → Cotizada → Aceptada / Rechazada / Vencida: a column on a phone, a row from 640 px. */
export function StatusTimeline({ view }: { view: QuoteStatusView }) {
  const entries = timelineEntries(view);
  return (
    <ol
      aria-label="Estado de la solicitud"
      data-testid="status-timeline"
      className="flex flex-col gap-3 sm:flex-row sm:gap-8"
    >
      {entries.map((e) => (
        <li
          key={e.key}
          data-testid="status-step"
          data-done={e.done}
          aria-current={e.current ? "step" : undefined}
          className="flex items-start gap-3"
        >
          <span
            aria-hidden
            className={`mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${
              e.done ? "bg-primary-600 text-white" : "border border-slate-300 text-slate-400 dark:border-slate-600"
            }`}
          >
            {e.done ? <Check size={14} /> : <Circle size={8} />}
          </span>
          <div>
            <p
              className={`font-medium ${e.current ? "text-primary-700 dark:text-primary-300" : e.done ? "" : "text-slate-500 dark:text-slate-400"}`}
              data-testid={e.current ? "status-current" : undefined}
            >
              {e.label}
              {!e.done && <span className="sr-only"> (pendiente)</span>}
            </p>
            {e.at && <p className="text-xs text-slate-600 dark:text-slate-400">{formatDay(e.at)}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

import { useState, type ReactNode } from "react";
import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";
import { DecisionPanel } from "./decision-panel.tsx";
import { MessageThread } from "./message-thread.tsx";
import { QuoteDetails } from "./quote-details.tsx";
import { QuotedDocuments } from "./quoted-documents.tsx";
import { RequestedLines } from "./requested-lines.tsx";
import { formatDay } from "../../../lib/format.ts";
import { StatusTimeline } from "./status-timeline.tsx";
import { useStatusAction } from "./use-status-action.ts";
import { toggleChoice } from "./quote-choice.ts";

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      data-testid={testId}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-surface-dark"
    >
      <h2 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

/** One column on a phone; from 1024 px the answer and the conversation sit beside the quote. */
export function QuoteStatusPage({ view, token }: { view: QuoteStatusView; token: string }) {
  const { run, busy } = useStatusAction(token);
  const { quote } = view;
  // The optional lines ticked, for the version they were ticked on: a new version starts unticked.
  const [choice, setChoice] = useState<{ version: number | null; ticked: number[] }>({ version: null, ticked: [] });
  const ticked = quote && choice.version === quote.version ? choice.ticked : [];
  const onToggle = (positions: number[], on: boolean) =>
    setChoice({ version: quote?.version ?? null, ticked: toggleChoice(ticked, positions, on) });
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8" data-testid="quote-status-page">
      <header className="mb-6">
        <p className="text-sm text-slate-600 dark:text-slate-400">Estado de tu cotización</p>
        <h1
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          data-testid="status-reference"
        >
          {view.reference}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {[view.customer.name, view.customer.company].filter(Boolean).join(" · ")} · solicitada el{" "}
          {formatDay(view.createdAt)}
        </p>
      </header>
      {/* Where the request stands comes first on a phone, before the quote's details. */}
      <div className="mb-6">
        <Panel title="Seguimiento">
          <StatusTimeline view={view} />
        </Panel>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          {quote ? (
            <Panel title="Cotización" testId="status-quote-panel">
              <QuoteDetails
                quote={quote}
                earlier={view.earlierVersions}
                choice={view.canAccept ? { ticked, onToggle } : undefined}
              />
            </Panel>
          ) : (
            <Panel title="Cotización">
              <p className="text-sm text-slate-600 dark:text-slate-300">
                Estamos preparando tu cotización. Te avisaremos por correo cuando esté lista.
              </p>
            </Panel>
          )}
          <Panel title="Productos solicitados">
            <RequestedLines lines={view.requestedLines} />
          </Panel>
          {view.documents.length > 0 && (
            <Panel title="Fichas técnicas y documentos" testId="status-documents-panel">
              <QuotedDocuments documents={view.documents} />
            </Panel>
          )}
        </div>
        <div className="space-y-6">
          {quote && (
            <Panel title="Tu respuesta" testId="status-decision-panel">
              <DecisionPanel view={view} quote={quote} run={run} busy={busy} ticked={ticked} />
            </Panel>
          )}
          <Panel title="Mensajes" testId="status-thread">
            <MessageThread messages={view.messages} run={run} busy={busy} />
          </Panel>
        </div>
      </div>
    </main>
  );
}

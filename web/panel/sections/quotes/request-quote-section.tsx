import { FileText } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "../../../ui/button.tsx";
import { useAuth } from "../../../session/auth-provider.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { QuoteApprovalDecision } from "./quote-approval-decision.tsx";
import { QuoteEditorDialog } from "./quote-editor-dialog.tsx";
import { formatDay } from "../../../lib/format.ts";
import { QuoteStatusBadge } from "./quote-labels.tsx";
import { listQuotes } from "./quotes-api.ts";

/**
 * The request's formal quote inside its Solicitudes detail: where it stands (latest version and
 * what the customer did) and 'Preparar cotización', which opens the editor.
 */
export function RequestQuoteSection({
  quotationId,
  reference,
  onChanged,
}: {
  quotationId: number;
  reference: string;
  /** A version was sent or the thread read: the request's status and the inbox badge may have moved. */
  onChanged: () => void;
}) {
  // Without the list the section reads as 'no quote sent yet': the editor still opens.
  const { data: quotes, reload } = useAdminQuery(String(quotationId), () => listQuotes(quotationId), "", {
    keepPrevious: false,
  });
  const [editing, setEditing] = useState(false);
  const isAdmin = useAuth().user?.role === "admin";

  const changed = useCallback(() => {
    void reload();
    onChanged();
  }, [reload, onChanged]);

  const latest = quotes?.find((q) => q.status !== "draft");
  const draft = quotes?.find((q) => q.status === "draft");
  return (
    <section aria-labelledby="request-quote-title" data-testid="request-quote">
      <h3 id="request-quote-title" className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        Cotización formal
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
        <div className="space-y-1">
          {latest ? (
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-semibold">{latest.label}</span>
              <QuoteStatusBadge status={latest.status} />
              <span className="text-slate-500">Válida hasta {formatDay(latest.validUntil)}</span>
            </p>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">Aún no se envió una cotización.</p>
          )}
          {draft && (
            <p className="text-xs text-slate-500">
              Hay un borrador sin enviar.
              {draft.approval.status === "pending" && " Pendiente de aprobación."}
            </p>
          )}
        </div>
        <Button size="sm" icon={<FileText size={14} aria-hidden />} onClick={() => setEditing(true)}>
          Preparar cotización
        </Button>
      </div>
      {isAdmin && draft && (
        <div className="mt-2">
          <QuoteApprovalDecision draft={draft} onDecided={changed} />
        </div>
      )}
      <QuoteEditorDialog
        target={editing ? { id: quotationId, reference } : null}
        onClose={() => {
          setEditing(false);
          // A first draft moved the request from 'nueva' to 'en proceso'.
          changed();
        }}
        onChanged={changed}
      />
    </section>
  );
}

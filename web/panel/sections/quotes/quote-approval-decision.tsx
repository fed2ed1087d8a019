import { Check, Undo2 } from "lucide-react";
import { useState } from "react";
import { QUOTE_MESSAGES, approvalNoteBody, approvalReturnBody, type QuoteView } from "../../../../contracts/quotes.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { Button } from "../../../ui/button.tsx";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { approvalReason } from "./quote-approval.ts";
import { QuoteTextDialog } from "./quote-text-dialog.tsx";
import { approveQuote, returnQuote } from "./quotes-api.ts";

/**
 * An admin's side of a salesperson's request for approval (ADR 051), in the request's detail:
 * who asked, the largest discount and their note, then 'Aprobar' (note optional) or 'Devolver'
 * (note required). Shown only on a draft whose request waits.
 */
export function QuoteApprovalDecision({ draft, onDecided }: { draft: QuoteView; onDecided: () => void }) {
  const { run } = usePanelWrite<"approve" | "return">();
  const [deciding, setDeciding] = useState<"approve" | "return" | null>(null);
  const a = draft.approval;
  if (a.status !== "pending") return null;

  const decide = (kind: "approve" | "return") => (note: string) =>
    run(kind, () => (kind === "approve" ? approveQuote(draft.id, note) : returnQuote(draft.id, note)), {
      success: (res) => res.message ?? (kind === "approve" ? QUOTE_MESSAGES.approved : QUOTE_MESSAGES.approvalReturned),
      failure: kind === "approve" ? "Error al aprobar la cotización" : "Error al devolver la cotización",
      then: onDecided,
    });

  return (
    <div
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      data-testid="quote-approval-decision"
    >
      <p className="font-semibold">Pendiente de aprobación</p>
      <p>
        {approvalReason(a)} (descuento de {String(a.largestDiscount).replace(".", ",")} %).
        {a.requestedBy && ` Solicitada por ${a.requestedBy}`}
        {a.requestedAt && ` el ${formatDateTime(a.requestedAt, "company")}`}.
      </p>
      {a.note && <p className="whitespace-pre-wrap">Nota: {a.note}</p>}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" icon={<Check size={14} aria-hidden />} onClick={() => setDeciding("approve")}>
          Aprobar
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<Undo2 size={14} aria-hidden />}
          onClick={() => setDeciding("return")}
        >
          Devolver
        </Button>
      </div>
      <QuoteTextDialog
        open={deciding === "approve"}
        onClose={() => setDeciding(null)}
        title="Aprobar la cotización"
        description="Quien la preparó podrá enviarla al cliente con este descuento."
        label="Nota (opcional)"
        submitLabel="Aprobar"
        testId="quote-approve"
        schema={approvalNoteBody}
        field="note"
        multiline
        failure="Error al aprobar la cotización"
        send={decide("approve")}
      />
      <QuoteTextDialog
        open={deciding === "return"}
        onClose={() => setDeciding(null)}
        title="Devolver la cotización"
        description="Quien la preparó verá tu nota y podrá corregir el descuento."
        label="Nota para quien preparó la cotización"
        required
        submitLabel="Devolver"
        testId="quote-return"
        schema={approvalReturnBody}
        field="note"
        multiline
        failure="Error al devolver la cotización"
        send={decide("return")}
      />
    </div>
  );
}

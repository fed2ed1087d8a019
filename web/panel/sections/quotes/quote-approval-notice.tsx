import { ShieldAlert, ShieldCheck } from "lucide-react";
import { REQUEST_APPROVAL_LABEL } from "../../../../contracts/quotes.ts";
import { Button } from "../../../ui/button.tsx";
import { approvalGate, approvalReason, type Approval } from "./quote-approval.ts";

/**
 * The saved draft's approval (ADR 051) above the editor's lines: why a salesperson cannot send
 * yet, 'Solicitar aprobación', and where the request stands ('Pendiente de aprobación',
 * 'Devuelta: <nota>', 'Aprobada').
 */
export function QuoteApprovalNotice({
  approval,
  role,
  busy,
  onRequest,
}: {
  approval: Approval | undefined;
  role: string | undefined;
  busy: boolean;
  onRequest: () => void;
}) {
  const gate = approvalGate(approval, role);
  if (!approval || (!gate.blocked && gate.status === null)) return null;
  const approved = approval.status === "approved";
  return (
    <div
      role="status"
      data-testid="quote-approval"
      className={`flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm ${
        approved
          ? "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
          : "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      }`}
    >
      {approved ? <ShieldCheck size={18} aria-hidden /> : <ShieldAlert size={18} aria-hidden />}
      <div className="flex-1 space-y-1">
        {gate.blocked && <p>{approvalReason(approval)}</p>}
        {gate.status && (
          <p className="font-semibold" data-testid="quote-approval-status">
            {gate.status}
          </p>
        )}
      </div>
      {gate.ask && (
        <Button size="sm" loading={busy} onClick={onRequest}>
          {REQUEST_APPROVAL_LABEL}
        </Button>
      )}
    </div>
  );
}

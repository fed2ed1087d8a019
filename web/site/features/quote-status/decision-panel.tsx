import { CircleCheck, CircleX, RefreshCw } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../../ui/button.tsx";
import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";
import { TextAreaField, TextField } from "../lead-forms/fields.tsx";
import { preloadQuoteContracts } from "./status-contracts.ts";
import type { StatusAction } from "./use-status-action.ts";

type Quote = NonNullable<QuoteStatusView["quote"]>;
type Run = (action: StatusAction, input: Record<string, unknown>) => Promise<boolean>;
type Props = { view: QuoteStatusView; quote: Quote; run: Run; busy: StatusAction | null };

export const UPDATED_QUOTE_REQUEST = "Solicito una cotización actualizada.";

function AcceptForm({ quote, run, busy }: Omit<Props, "view">) {
  const [name, setName] = useState("");
  const [purchaseOrder, setPurchaseOrder] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run("accept", { name, purchaseOrder, version: quote.version });
  };
  return (
    <form noValidate onSubmit={submit} onFocus={preloadQuoteContracts} className="space-y-3" data-testid="accept-form">
      <TextField
        id="aceptar-nombre"
        label="Nombre de quien acepta"
        required
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        id="aceptar-orden"
        label="Orden de compra (opcional)"
        value={purchaseOrder}
        onChange={(e) => setPurchaseOrder(e.target.value)}
      />
      <Button type="submit" loading={busy === "accept"} icon={<CircleCheck size={16} aria-hidden />} className="w-full">
        Aceptar cotización
      </Button>
    </form>
  );
}

function RejectForm({ run, busy }: Pick<Props, "run" | "busy">) {
  const [reason, setReason] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run("reject", { reason });
  };
  return (
    <details className="mt-4 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <summary className="cursor-pointer text-sm font-medium">No me interesa / rechazar</summary>
      <form noValidate onSubmit={submit} onFocus={preloadQuoteContracts} className="mt-3 space-y-3">
        <TextAreaField
          id="rechazar-motivo"
          label="Motivo"
          required
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="submit" variant="danger" loading={busy === "reject"} icon={<CircleX size={16} aria-hidden />}>
          Rechazar cotización
        </Button>
      </form>
    </details>
  );
}

function Decided({ quote, label }: { quote: Quote; label: string }) {
  return (
    <div data-testid="status-decision">
      <p className="font-semibold">{label}</p>
      {quote.acceptedBy && <p className="text-sm">Aceptada por {quote.acceptedBy}</p>}
      {quote.purchaseOrder && <p className="text-sm">Orden de compra: {quote.purchaseOrder}</p>}
      {quote.rejectedReason && <p className="text-sm">Motivo: {quote.rejectedReason}</p>}
    </div>
  );
}

/** What the customer can do with the latest version: accept or reject it, or ask for a new one once it lapsed. */
export function DecisionPanel({ view, quote, run, busy }: Props) {
  if (view.canAccept)
    return (
      <>
        <AcceptForm quote={quote} run={run} busy={busy} />
        <RejectForm run={run} busy={busy} />
      </>
    );
  if (view.notice)
    return (
      <div role="status" data-testid="status-notice" className="space-y-3">
        <p className="text-sm text-amber-800 dark:text-amber-300">{view.notice}</p>
        <Button
          variant="secondary"
          loading={busy === "messages"}
          icon={<RefreshCw size={16} aria-hidden />}
          onClick={() => void run("messages", { text: UPDATED_QUOTE_REQUEST })}
        >
          Solicitar cotización actualizada
        </Button>
      </div>
    );
  return <Decided quote={quote} label={view.timeline.at(-1)?.label ?? ""} />;
}

import { CircleCheck, CircleX, RefreshCw } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../../ui/button.tsx";
import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";
import { TextAreaField, TextField } from "../request-forms/fields.tsx";
import { preloadQuoteContracts } from "./status-contracts.ts";
import type { StatusAction } from "./use-status-action.ts";
import { ACCEPT_FORM_ID, chosenState, liveTotalsRows } from "./quote-choice.ts";
import { decimalToCents, formatMoneyCents } from "../../../../contracts/quote-totals.ts";

type Quote = NonNullable<QuoteStatusView["quote"]>;
type Run = (action: StatusAction, input: Record<string, unknown>) => Promise<boolean>;
type Props = { view: QuoteStatusView; quote: Quote; run: Run; busy: StatusAction | null; ticked: number[] };

export const UPDATED_QUOTE_REQUEST = "Solicito una cotización actualizada.";

/** What accepting now means: the ticked optional lines and the total with them (live, ADR 049). */
function ChoiceSummary({ quote, ticked }: Pick<Props, "quote" | "ticked">) {
  const optional = quote.lines.filter((l) => l.optional);
  if (optional.length === 0) return null;
  const total = liveTotalsRows(quote.lines, ticked).find((r) => r.kind === "total");
  const chosen = optional.filter((l) => ticked.includes(l.position));
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-900" data-testid="accept-choice">
      <p>
        {chosen.length === 0
          ? "Sin líneas opcionales (márcalas en la cotización para incluirlas)."
          : `Incluye ${chosen.length} ${chosen.length === 1 ? "línea opcional" : "líneas opcionales"}: ${chosen
              .map((l) => l.description)
              .join(", ")}.`}
      </p>
      {total && (
        <p className="mt-1 flex justify-between gap-3 font-semibold">
          <span>Total a aceptar</span>
          <span className="tabular-nums" data-testid="accept-total">
            {formatMoneyCents(total.cents)}
          </span>
        </p>
      )}
    </div>
  );
}

function AcceptForm({ quote, run, busy, ticked }: Omit<Props, "view">) {
  const [name, setName] = useState("");
  const [purchaseOrder, setPurchaseOrder] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run("accept", { name, purchaseOrder, version: quote.version, optionalLines: ticked });
  };
  return (
    <form
      id={ACCEPT_FORM_ID}
      noValidate
      onSubmit={submit}
      onFocus={preloadQuoteContracts}
      className="space-y-3"
      data-testid="accept-form"
    >
      <ChoiceSummary quote={quote} ticked={ticked} />
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

/** After acceptance: which optional lines the customer chose, and the total accepted (ADR 049). */
function AcceptedChoice({ quote }: { quote: Quote }) {
  const optional = quote.lines.filter((l) => l.optional);
  if (optional.length === 0 || quote.acceptedOptionalLines === null) return null;
  const chosen = optional.filter((l) => chosenState(quote, l));
  return (
    <div className="mt-2 text-sm" data-testid="status-accepted-choice">
      <p className="font-medium">Líneas opcionales elegidas:</p>
      {chosen.length === 0 ? (
        <p>Ninguna</p>
      ) : (
        <ul className="list-inside list-disc">
          {chosen.map((l) => (
            <li key={l.position}>{l.description}</li>
          ))}
        </ul>
      )}
      {quote.acceptedTotals && (
        <p className="mt-1 font-semibold">
          Total aceptado:{" "}
          <span className="tabular-nums">{formatMoneyCents(decimalToCents(quote.acceptedTotals.total))}</span>
        </p>
      )}
    </div>
  );
}

function Decided({ quote, label }: { quote: Quote; label: string }) {
  return (
    <div data-testid="status-decision">
      <p className="font-semibold">{label}</p>
      {quote.acceptedBy && <p className="text-sm">Aceptada por {quote.acceptedBy}</p>}
      {quote.purchaseOrder && <p className="text-sm">Orden de compra: {quote.purchaseOrder}</p>}
      <AcceptedChoice quote={quote} />
      {quote.rejectedReason && <p className="text-sm">Motivo: {quote.rejectedReason}</p>}
    </div>
  );
}

/** What the customer can do with the latest version: accept or reject it, or ask for a new one once it lapsed. */
export function DecisionPanel({ view, quote, run, busy, ticked }: Props) {
  if (view.canAccept)
    return (
      <>
        <AcceptForm quote={quote} run={run} busy={busy} ticked={ticked} />
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

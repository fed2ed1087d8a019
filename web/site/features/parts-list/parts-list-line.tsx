import { CheckCircle2, HelpCircle, XCircle } from "lucide-react";
import { FREE_TEXT_LIMITS } from "../../../../contracts/free-text-lines.ts";
import { MATCH_KIND_LABEL, PARTS_LIST_MESSAGES, type PartsListCandidate } from "../../../../contracts/parts-list.ts";
import { displayPrice } from "../../../lib/format.ts";
import { TextField } from "../request-forms/fields.tsx";
import { Input } from "../../../ui/field.tsx";
import {
  STATUS_LABEL,
  descriptionError,
  quantityError,
  type LineStatus,
  type ReviewLine,
} from "./parts-list-review.ts";

const STATUS_STYLE: Record<LineStatus, { icon: typeof CheckCircle2; className: string }> = {
  found: { icon: CheckCircle2, className: "bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-200" },
  choose: { icon: HelpCircle, className: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200" },
  missing: { icon: XCircle, className: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100" },
};

function StatusBadge({ status }: { status: LineStatus }) {
  const { icon: Icon, className } = STATUS_STYLE[status];
  return (
    <span className={`inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-semibold ${className}`}>
      <Icon size={14} aria-hidden /> {STATUS_LABEL[status]}
    </span>
  );
}

/** How the candidate matched ('exacto', 'prefijo', …), so the customer knows how sure it is. */
function KindTag({ candidate }: { candidate: PartsListCandidate }) {
  return (
    <span
      className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
      data-testid="parts-list-kind"
    >
      {MATCH_KIND_LABEL[candidate.kind]}
    </span>
  );
}

type Props = { line: ReviewLine; onChange: (patch: Partial<ReviewLine>) => void };

/** One line of the list under review: its state, the product or the choice, the quantity. */
export function PartsListLine({ line, onChange }: Props) {
  const id = `parts-line-${line.key}`;
  const qtyError = quantityError(line.quantity);
  const descError = descriptionError(line.description);
  const chosen = line.candidates.find((c) => c.product.id === line.choice);
  return (
    <li data-testid="parts-list-line" data-status={line.status} className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-slate-500 dark:text-slate-400">Línea {line.row}</span>
        <span className="break-all font-mono text-sm font-semibold text-slate-900 dark:text-white">{line.code}</span>
        <StatusBadge status={line.status} />
      </div>

      {line.status === "found" && chosen && (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {chosen.product.name} <span className="font-mono text-xs">({chosen.product.sku})</span> ·{" "}
          {displayPrice(chosen.product.price, chosen.product.price_amount)}
          <KindTag candidate={chosen} />
        </p>
      )}
      {!line.compared && line.status === "missing" && (
        <p className="text-xs text-amber-800 dark:text-amber-200">{PARTS_LIST_MESSAGES.notCompared}</p>
      )}

      {line.status === "choose" && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
            ¿Cuál es el producto de «{line.code}»?
          </legend>
          <div className="space-y-1">
            {line.candidates.map((c) => (
              <label key={c.product.id} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-choice`}
                  className="mt-1"
                  checked={line.choice === c.product.id}
                  onChange={() => onChange({ choice: c.product.id })}
                />
                <span>
                  {c.product.name} <span className="font-mono text-xs">({c.product.sku})</span> ·{" "}
                  {displayPrice(c.product.price, c.product.price_amount)}
                  <KindTag candidate={c} />
                </span>
              </label>
            ))}
            <label className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-choice`}
                className="mt-1"
                checked={line.choice === "none"}
                onChange={() => onChange({ choice: "none" })}
              />
              <span>Ninguno: enviarlo como línea fuera del catálogo</span>
            </label>
          </div>
        </fieldset>
      )}

      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <TextField
          id={`${id}-qty`}
          label="Cantidad"
          type="text"
          inputMode="numeric"
          value={line.quantity}
          onChange={(e) => onChange({ quantity: e.target.value })}
          error={qtyError ?? undefined}
          data-testid="parts-list-quantity"
        />
        {line.choice === "none" && (
          <div>
            <label htmlFor={`${id}-desc`} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
              Descripción (opcional)
            </label>
            <Input
              look="request"
              id={`${id}-desc`}
              type="text"
              value={line.description}
              maxLength={FREE_TEXT_LIMITS.descriptionMax}
              placeholder="Qué es, marca, características"
              onChange={(e) => onChange({ description: e.target.value })}
              aria-invalid={descError ? true : undefined}
              aria-describedby={`${id}-desc-hint`}
            />
            <p id={`${id}-desc-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              No está en el catálogo: la enviaremos tal cual para que el vendedor la cotice.
            </p>
          </div>
        )}
      </div>
    </li>
  );
}

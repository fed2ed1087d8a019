import { BookmarkPlus, Download } from "lucide-react";
import { Fragment } from "react";
import { SAVE_AS_TEMPLATE_LABEL } from "../../../../contracts/quote-templates.ts";
import { identificationText } from "../../../../contracts/id-types.ts";
import { formatPercent, formatRate, totalsCents } from "../../../../contracts/quote-totals.ts";
import type { QuoteView } from "../../../../contracts/quotes.ts";
import { formatDateTime, formatDay, formatDecimalMoney } from "../../../lib/format.ts";
import { Button } from "../../../ui/button.tsx";
import { QuoteStatusBadge } from "./quote-labels.tsx";
import { QuoteTotalsBlock } from "./quote-totals-block.tsx";

/** The block this version was made out to, on one line. */
const customerLine = (c: QuoteView["customer"]) =>
  [c.name, c.company, identificationText(c.idType, c.idNumber), c.address, c.attention && `Atención: ${c.attention}`]
    .filter(Boolean)
    .join(" · ");

/** An optional line's note: offered, or (once accepted) chosen or not by the customer. */
function optionalNote(q: QuoteView, l: QuoteView["lines"][number]) {
  if (!l.optional) return null;
  if (q.acceptedOptionalLines === null) return "Opcional: no incluida en el total";
  return q.acceptedOptionalLines.includes(l.position)
    ? "Opcional: elegida por el cliente"
    : "Opcional: no elegida por el cliente";
}

/** What the customer decided on a version, in staff words. */
function Decision({ q }: { q: QuoteView }) {
  if (q.status === "accepted")
    return (
      <p className="text-sm text-emerald-800 dark:text-emerald-300">
        Aceptada por {q.acceptedBy}
        {q.purchaseOrder ? ` · Orden de compra: ${q.purchaseOrder}` : ""}
        {q.decidedAt ? ` · ${formatDateTime(q.decidedAt, "company")}` : ""}
      </p>
    );
  if (q.status === "rejected")
    return <p className="text-sm text-red-800 dark:text-red-300">Rechazada: {q.rejectedReason}</p>;
  return null;
}

/** One sent version, read only: its lines, totals, terms and PDF. */
function Version({ q, onPdf, onSaveTemplate }: { q: QuoteView; onPdf: () => void; onSaveTemplate: () => void }) {
  return (
    <details className="group rounded-lg border border-slate-200 dark:border-slate-700" data-testid="quote-version">
      <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
        <span className="font-mono font-semibold">{q.label}</span>
        <span className="flex flex-wrap items-center gap-2">
          <QuoteStatusBadge status={q.status} />
          <span className="tabular-nums">{formatDecimalMoney(q.totals.total)}</span>
          <span className="text-xs text-slate-500">Válida hasta {formatDay(q.validUntil)}</span>
        </span>
      </summary>
      <div className="space-y-3 border-t border-slate-200 p-3 dark:border-slate-700">
        <Decision q={q} />
        <p className="text-sm" data-testid="quote-version-customer">
          <span className="text-xs text-slate-500">Cliente: </span>
          {customerLine(q.customer)}
        </p>
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead className="text-left text-xs uppercase text-slate-500">
              <tr>
                <th className="py-1 pr-2">SKU</th>
                <th className="py-1 pr-2">Descripción</th>
                <th className="py-1 pr-2 text-right">Cant.</th>
                <th className="py-1 pr-2 text-right">P. unitario</th>
                <th className="py-1 pr-2 text-right">Desc.</th>
                <th className="py-1 pr-2 text-right">IVA</th>
                <th className="py-1 text-right">Total</th>
              </tr>
            </thead>
            <tbody>
              {q.lines.map((l, n) => {
                const section = l.section === null ? null : q.sections.find((s) => s.position === l.section);
                const next = q.lines[n + 1];
                const opensSection = section && (n === 0 || q.lines[n - 1].section !== l.section);
                const closesSection = section && (!next || next.section !== l.section);
                const choice = optionalNote(q, l);
                return (
                  <Fragment key={l.id}>
                    {opensSection && (
                      <tr className="border-t border-slate-200 dark:border-slate-700" data-testid="version-section">
                        <td colSpan={7} className="py-1 font-semibold">
                          {section.title}
                          {section.optional && " (opcional)"}
                        </td>
                      </tr>
                    )}
                    <tr className="border-t border-slate-100 dark:border-slate-800">
                      <td className="py-1 pr-2 font-mono text-xs">{l.sku ?? "—"}</td>
                      <td className="py-1 pr-2">
                        {l.description}
                        {choice && <span className="block text-xs text-slate-500">{choice}</span>}
                      </td>
                      <td className="py-1 pr-2 text-right tabular-nums">{l.quantity}</td>
                      <td className="py-1 pr-2 text-right tabular-nums">{formatDecimalMoney(l.unitPrice)}</td>
                      <td className="py-1 pr-2 text-right tabular-nums">{formatPercent(Number(l.discountPercent))}</td>
                      <td className="py-1 pr-2 text-right tabular-nums">{formatRate(l.ivaRate)}</td>
                      <td className="py-1 text-right tabular-nums">{formatDecimalMoney(l.lineTotal)}</td>
                    </tr>
                    {closesSection && (
                      <tr>
                        <td colSpan={6} className="py-1 pr-2 text-right font-medium">
                          Subtotal {section.title}
                          {Number(section.optionalSubtotal) > 0 &&
                            ` (opcionales aparte: ${formatDecimalMoney(section.optionalSubtotal)})`}
                        </td>
                        <td className="py-1 text-right tabular-nums font-medium">
                          {formatDecimalMoney(section.subtotal)}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
        <QuoteTotalsBlock totals={totalsCents(q.totals)} />
        {q.acceptedTotals && q.acceptedOptionalLines && q.acceptedOptionalLines.length > 0 && (
          <div className="space-y-1" data-testid="quote-accepted-choice">
            <p className="text-sm font-semibold">
              Aceptada con las líneas opcionales {q.acceptedOptionalLines.join(", ")}
            </p>
            <QuoteTotalsBlock totals={totalsCents(q.acceptedTotals)} />
          </div>
        )}
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          {q.deliveryTime && <Term label="Tiempo de entrega" value={q.deliveryTime} />}
          {q.paymentTerms && <Term label="Forma de pago" value={q.paymentTerms} />}
          {q.notes && <Term label="Notas" value={q.notes} />}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" icon={<Download size={14} aria-hidden />} onClick={onPdf}>
            Descargar PDF
          </Button>
          <Button size="sm" variant="secondary" icon={<BookmarkPlus size={14} aria-hidden />} onClick={onSaveTemplate}>
            {SAVE_AS_TEMPLATE_LABEL}
          </Button>
        </div>
      </div>
    </details>
  );
}

function Term({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="whitespace-pre-wrap">{value}</dd>
    </div>
  );
}

/** Every sent version, newest first (only the latest can be accepted by the customer). */
export function QuoteVersions({
  versions,
  onPdf,
  onSaveTemplate,
}: {
  versions: QuoteView[];
  onPdf: (q: QuoteView) => void;
  /** 'Guardar como plantilla' from this version (ADR 050). */
  onSaveTemplate: (q: QuoteView) => void;
}) {
  if (versions.length === 0) return <p className="text-sm text-slate-500">Aún no se envió ninguna versión.</p>;
  return (
    <div className="space-y-2" data-testid="quote-versions">
      {versions.map((q) => (
        <Version key={q.id} q={q} onPdf={() => onPdf(q)} onSaveTemplate={() => onSaveTemplate(q)} />
      ))}
    </div>
  );
}

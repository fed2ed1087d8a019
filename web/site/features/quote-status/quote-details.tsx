import { FileDown } from "lucide-react";
import { buttonClass } from "../../../ui/button.tsx";
import { ID_TYPE_LABELS } from "../../../../contracts/id-types.ts";
import { PRICE_ON_REQUEST } from "../../../../contracts/price-on-request.ts";
import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";
import { formatPrice } from "../../../lib/format.ts";
import { formatDay } from "./status-format.ts";
import { formatMoneyCents, ivaLabel, totalsCents, totalsRows } from "../../../../contracts/quote-totals.ts";

type Quote = NonNullable<QuoteStatusView["quote"]>;

function QuoteLines({ lines }: { lines: Quote["lines"] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="status-quote-lines">
      {lines.map((l) => (
        <li key={l.position} className="flex items-start justify-between gap-3 py-2 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-white">{l.description}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {[
                l.sku && `SKU: ${l.sku}`,
                `${l.quantity} × ${l.unitPrice === null ? PRICE_ON_REQUEST : formatPrice(l.unitPrice)}`,
                Number(l.discountPercent) > 0 && `Desc. ${Number(l.discountPercent)} %`,
                ivaLabel(l.ivaRate),
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums">
            {l.lineTotal === null ? PRICE_ON_REQUEST : formatPrice(l.lineTotal)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Totals({ totals }: { totals: Quote["totals"] }) {
  return (
    <dl
      className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800"
      data-testid="status-totals"
    >
      {/* The same rows as the editor and the PDF: one base and one IVA line per rate. */}
      {totalsRows(totalsCents(totals)).map((r) => (
        <div
          key={r.label}
          className={`flex justify-between gap-3 ${r.kind === "total" ? "pt-1 text-base font-bold" : ""}`}
        >
          <dt>{r.label}</dt>
          <dd className="tabular-nums" data-testid={r.kind === "total" ? "status-total" : undefined}>
            {formatMoneyCents(r.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Terms({ quote }: { quote: Quote }) {
  const rows: [string, string | null][] = [
    ["Válida hasta", formatDay(quote.validUntil)],
    ["Tiempo de entrega", quote.deliveryTime],
    ["Forma de pago", quote.paymentTerms],
    ["Notas", quote.notes],
  ];
  return (
    <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
      {rows
        .filter((r): r is [string, string] => Boolean(r[1]))
        .map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="whitespace-pre-line">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Who this version is made out to, as its PDF prints it (issue 22). */
function Customer({ customer }: { customer: Quote["customer"] }) {
  const rows: [string, string | null][] = [
    ["Cliente", customer.name],
    ["Empresa", customer.company],
    ["Tipo de identificación", customer.idType && ID_TYPE_LABELS[customer.idType]],
    ["Identificación", customer.idNumber],
    ["Dirección", customer.address],
    ["Atención", customer.attention],
  ];
  return (
    <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2" data-testid="status-quote-customer">
      {rows
        .filter((r): r is [string, string] => Boolean(r[1]))
        .map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The latest version with its totals, terms and PDF; earlier versions keep their PDFs. */
export function QuoteDetails({ quote, earlier }: { quote: Quote; earlier: QuoteStatusView["earlierVersions"] }) {
  return (
    <div data-testid="status-quote">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {quote.label} · enviada el {formatDay(quote.sentAt)}
      </p>
      <Customer customer={quote.customer} />
      <QuoteLines lines={quote.lines} />
      <Totals totals={quote.totals} />
      <Terms quote={quote} />
      {/* A plain link: the browser downloads it; no-referrer keeps the token out of other logs. */}
      <a
        href={quote.pdfUrl}
        download
        rel="noreferrer"
        className={buttonClass("secondary", "md", "mt-4 w-full sm:w-auto")}
        data-testid="status-pdf"
      >
        <FileDown size={16} aria-hidden /> Descargar PDF ({quote.label})
      </a>
      {earlier.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">Versiones anteriores</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {earlier.map((v) => (
              <li key={v.version}>
                <a
                  href={v.pdfUrl}
                  download
                  rel="noreferrer"
                  className="text-primary-700 underline dark:text-primary-300"
                >
                  {v.label} (PDF)
                </a>{" "}
                <span className="text-slate-600 dark:text-slate-400">· {formatDay(v.sentAt)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

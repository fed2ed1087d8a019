import { FileDown } from "lucide-react";
import { buttonClass } from "../../../ui/button.tsx";
import { ID_TYPE_LABELS } from "../../../../contracts/id-types.ts";
import { PRICE_ON_REQUEST } from "../../../../contracts/price-on-request.ts";
import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";
import { formatPrice } from "../../../lib/format.ts";
import { formatDay } from "../../../lib/format.ts";
import {
  decimalToCents,
  formatMoneyCents,
  ivaLabel,
  totalsCents,
  totalsRows,
  type TotalsRow,
} from "../../../../contracts/quote-totals.ts";
import {
  ACCEPT_FORM_ID,
  acceptedTotalsRows,
  chosenState,
  groupLines,
  liveTotalsRows,
  type StatusLine,
  type StatusSection,
} from "./quote-choice.ts";

type Quote = NonNullable<QuoteStatusView["quote"]>;

/** While the customer may accept: the ticked optional lines and how to tick one. */
export type Choice = { ticked: number[]; onToggle: (positions: number[], on: boolean) => void };

const money = (decimal: string) => formatMoneyCents(decimalToCents(decimal));

function OptionalMark({ quote, line }: { quote: Quote; line: StatusLine }) {
  const chosen = chosenState(quote, line);
  const text = chosen === null ? "Opcional" : chosen ? "Opcional · elegida" : "Opcional · no elegida";
  return (
    <span
      className={`ml-1 inline-block rounded px-1.5 py-0.5 text-xs font-medium ${
        chosen === false
          ? "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
          : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
      }`}
      data-testid="status-optional-mark"
    >
      {text}
    </span>
  );
}

function QuoteLine({ quote, line: l, choice }: { quote: Quote; line: StatusLine; choice?: Choice }) {
  const ticked = choice?.ticked.includes(l.position) ?? false;
  const price = l.lineTotal === null ? PRICE_ON_REQUEST : formatPrice(l.lineTotal);
  const id = `opcional-${l.position}`;
  return (
    <li className="flex items-start justify-between gap-3 py-2 text-sm" data-testid="status-line">
      {choice && l.optional && (
        // A form field of the accept form too (form=…): its name and value are what is sent.
        <input
          id={id}
          type="checkbox"
          name="optionalLines"
          value={l.position}
          form={ACCEPT_FORM_ID}
          checked={ticked}
          onChange={(e) => choice.onToggle([l.position], e.target.checked)}
          className="mt-1 h-5 w-5 shrink-0 accent-primary-600"
          data-testid="status-optional-checkbox"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900 dark:text-white">
          {choice && l.optional ? <label htmlFor={id}>{l.description}</label> : l.description}
          {l.optional && <OptionalMark quote={quote} line={l} />}
        </p>
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
      <p
        className={`shrink-0 font-semibold tabular-nums ${l.optional && !ticked ? "text-slate-500 dark:text-slate-400" : ""}`}
      >
        {price}
      </p>
    </li>
  );
}

/** An optional section: one tick for all its lines (each line's own box still counts alone). */
function SectionTick({ section, lines, choice }: { section: StatusSection; lines: StatusLine[]; choice: Choice }) {
  const positions = lines.filter((l) => l.optional).map((l) => l.position);
  if (positions.length === 0) return null;
  const all = positions.every((p) => choice.ticked.includes(p));
  return (
    <label className="mt-2 flex items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        checked={all}
        onChange={(e) => choice.onToggle(positions, e.target.checked)}
        className="h-5 w-5 shrink-0 accent-primary-600"
        data-testid="status-section-checkbox"
      />
      Incluir toda la sección {section.title}
    </label>
  );
}

function SectionHead({ section }: { section: StatusSection }) {
  return (
    <h3
      className="mt-4 flex items-center gap-2 border-b border-slate-300 pb-1 text-sm font-semibold uppercase tracking-wide text-slate-800 dark:border-slate-700 dark:text-slate-100"
      data-testid="status-section-title"
    >
      {section.title}
      {section.optional && (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium normal-case tracking-normal text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          Opcional
        </span>
      )}
    </h3>
  );
}

function SectionFoot({ section }: { section: StatusSection }) {
  return (
    <div className="space-y-0.5 pb-1 text-sm" data-testid="status-section-subtotal">
      <p className="flex justify-between gap-3 font-medium">
        <span>Subtotal {section.title}</span>
        <span className="tabular-nums">{money(section.subtotal)}</span>
      </p>
      {decimalToCents(section.optionalSubtotal) > 0n && (
        <p className="flex justify-between gap-3 text-xs text-slate-600 dark:text-slate-400">
          <span>Opcionales (no incluidos en el total)</span>
          <span className="tabular-nums">{money(section.optionalSubtotal)}</span>
        </p>
      )}
    </div>
  );
}

/** Lines grouped under their section titles, each section closing with its subtotal (ADR 049). */
function QuoteLines({ quote, choice }: { quote: Quote; choice?: Choice }) {
  return (
    <div data-testid="status-quote-lines">
      {groupLines(quote).map((g) => (
        <div key={g.section?.position ?? "sin-seccion"} data-testid={g.section ? "status-section" : undefined}>
          {g.section && <SectionHead section={g.section} />}
          {g.section?.optional && choice && <SectionTick section={g.section} lines={g.lines} choice={choice} />}
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {g.lines.map((l) => (
              <QuoteLine key={l.position} quote={quote} line={l} choice={choice} />
            ))}
          </ul>
          {g.section && <SectionFoot section={g.section} />}
        </div>
      ))}
    </div>
  );
}

function TotalsRows({ rows, testId, totalTestId }: { rows: TotalsRow[]; testId: string; totalTestId: string }) {
  return (
    <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800" data-testid={testId}>
      {/* The same rows as the editor and the PDF: one base and one IVA line per rate. */}
      {rows.map((r) => (
        <div
          key={r.label}
          className={`flex justify-between gap-3 ${r.kind === "total" ? "pt-1 text-base font-bold" : ""}`}
        >
          <dt>{r.label}</dt>
          <dd className="tabular-nums" data-testid={r.kind === "total" ? totalTestId : undefined}>
            {formatMoneyCents(r.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The offer's totals; while the customer may accept, with the ticked optional lines counted in
 * (live); once accepted with optional lines, also the totals of what was accepted.
 */
function Totals({ quote, choice }: { quote: Quote; choice?: Choice }) {
  const hasOptional = quote.lines.some((l) => l.optional);
  const rows = choice ? liveTotalsRows(quote.lines, choice.ticked) : totalsRows(totalsCents(quote.totals));
  const accepted = hasOptional ? acceptedTotalsRows(quote) : null;
  return (
    <>
      {choice && hasOptional && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="status-choice-hint">
          Las líneas opcionales no están incluidas en el total: márcalas para agregarlas antes de aceptar.
        </p>
      )}
      <TotalsRows rows={rows} testId="status-totals" totalTestId="status-total" />
      {accepted && (
        <div className="mt-4 rounded-lg bg-green-50 p-3 dark:bg-green-950/40" data-testid="status-accepted-totals">
          <p className="text-sm font-semibold">Aceptada con tu selección de líneas opcionales</p>
          <TotalsRows rows={accepted} testId="status-accepted-rows" totalTestId="status-accepted-total" />
        </div>
      )}
    </>
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
export function QuoteDetails({
  quote,
  earlier,
  choice,
}: {
  quote: Quote;
  earlier: QuoteStatusView["earlierVersions"];
  choice?: Choice;
}) {
  return (
    <div data-testid="status-quote">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {quote.label} · enviada el {formatDay(quote.sentAt)}
      </p>
      <Customer customer={quote.customer} />
      <QuoteLines quote={quote} choice={choice} />
      <Totals quote={quote} choice={choice} />
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

import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";
import { choiceTotals, totalsCents, totalsRows, type TotalsRow } from "../../../../contracts/quote-totals.ts";

type Quote = NonNullable<QuoteStatusView["quote"]>;
export type StatusLine = Quote["lines"][number];
export type StatusSection = Quote["sections"][number];

/** The accept form's id: the optional lines' checkboxes (beside the lines) are fields of it. */
export const ACCEPT_FORM_ID = "aceptar-cotizacion";

/** The lines before any section (section null), then each section with its lines, in print order. */
export type LineGroup = { section: StatusSection | null; lines: StatusLine[] };

export function groupLines(quote: Pick<Quote, "lines" | "sections">): LineGroup[] {
  const loose = quote.lines.filter((l) => l.section === null || !quote.sections.some((s) => s.position === l.section));
  const groups: LineGroup[] = loose.length ? [{ section: null, lines: loose }] : [];
  for (const section of quote.sections)
    groups.push({ section, lines: quote.lines.filter((l) => l.section === section.position) });
  return groups;
}

/** Positions of the version's optional lines (what the customer may tick). */
export const optionalPositions = (lines: StatusLine[]) => lines.filter((l) => l.optional).map((l) => l.position);

/**
 * The totals block as the customer ticks: the optional lines ticked counted in (the same
 * `choiceTotals` the server stores with the acceptance, ADR 049), one base and IVA row per rate.
 */
export function liveTotalsRows(lines: StatusLine[], ticked: Iterable<number>): TotalsRow[] {
  return totalsRows(choiceTotals(lines, ticked));
}

/** The rows of what was accepted, or null when the version was not accepted with a selection. */
export function acceptedTotalsRows(quote: Pick<Quote, "acceptedTotals">): TotalsRow[] | null {
  return quote.acceptedTotals ? totalsRows(totalsCents(quote.acceptedTotals)) : null;
}

/** Ticks positions on or off (one line, or a whole optional section), sorted and unique as they are sent. */
export function toggleChoice(ticked: readonly number[], positions: readonly number[], on: boolean): number[] {
  const rest = ticked.filter((p) => !positions.includes(p));
  return (on ? [...rest, ...positions] : rest).sort((a, b) => a - b);
}

/** What an accepted version says about one optional line: chosen or not; null when not accepted yet. */
export function chosenState(quote: Pick<Quote, "acceptedOptionalLines">, line: StatusLine): boolean | null {
  if (!line.optional || quote.acceptedOptionalLines === null) return null;
  return quote.acceptedOptionalLines.includes(line.position);
}

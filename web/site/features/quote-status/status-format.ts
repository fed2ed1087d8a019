import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";

export type TimelineEntry = { key: string; label: string; done: boolean; at: string | null; current: boolean };

const OPEN_ENDING = "Aceptada / Rechazada";

/**
 * The four stops the customer sees: the server lists the steps reached; the last stop stays open
 * ('Aceptada / Rechazada', not done) until the quote is decided or lapses.
 */
export function timelineEntries(view: Pick<QuoteStatusView, "timeline" | "step">): TimelineEntry[] {
  const first = view.timeline.slice(0, 3).map((s) => ({
    key: s.step,
    label: s.label,
    done: s.done,
    at: s.at,
    current: s.step === view.step,
  }));
  const final = view.timeline[3];
  const ending = final
    ? { key: final.step, label: final.label, done: true, at: final.at, current: true }
    : { key: "final", label: OPEN_ENDING, done: false, at: null, current: false };
  return [...first, ending];
}

import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";

const ZONE = "America/Guayaquil";
const day = new Intl.DateTimeFormat("es-EC", { day: "numeric", month: "long", year: "numeric", timeZone: ZONE });
const moment = new Intl.DateTimeFormat("es-EC", { dateStyle: "short", timeStyle: "short", timeZone: ZONE });

/**
 * '23 de noviembre de 2026'. A bare 'YYYY-MM-DD' (Válida hasta) is a calendar day in Ecuador: read
 * at noon UTC so no time zone moves it to the day before. Fixed zone: server and browser agree.
 */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}

export function formatMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : moment.format(date);
}

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

import { decimalToCents, formatMoneyCents } from "../../contracts/quote-totals.ts";

const money = new Intl.NumberFormat("es-EC", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number from a price or quantity that may arrive as text; 0 when missing or not a number. */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** '$' and two decimals with Ecuadorian grouping: 1234.5 → '$1.234,50'; missing → '$0,00'. */
export function formatPrice(value: unknown): string {
  return `$${money.format(toNumber(value))}`;
}

/**
 * What a product shows as its price: staff may type free text ("Consultar") instead of a number;
 * that text is shown as is.
 */
export function displayPrice(price: string | null | undefined, amount?: string | null): string {
  if (amount !== null && amount !== undefined && amount !== "") return formatPrice(amount);
  const text = price?.trim();
  if (text && !Number.isFinite(Number(text))) return text;
  return formatPrice(text);
}

/**
 * Exact money from integer cents (quotes, ADR 045: BigInt, never a float sum), as the PDF and the
 * customer's status page print it: 123450n → '$1.234,50'.
 */
export const formatCents = (cents: bigint): string => formatMoneyCents(cents);

/** A stored decimal amount ('1234.50') read exactly as cents and shown like `formatCents`; '—' when missing. */
export function formatDecimalMoney(decimal: string | null): string {
  return decimal === null ? "—" : formatMoneyCents(decimalToCents(decimal));
}

/**
 * The company's time zone: quotes are Ecuadorian days and hours whatever the staff member's computer
 * says. Without it, a moment is shown in the computer's own time.
 */
export const COMPANY_TIME_ZONE = "America/Guayaquil";

export type TimeZoneChoice = "local" | "company";

const zoneOf = (zone: TimeZoneChoice) => (zone === "company" ? COMPANY_TIME_ZONE : undefined);

const mediumDateTime = {
  local: new Intl.DateTimeFormat("es-EC", { dateStyle: "medium", timeStyle: "short" }),
  company: new Intl.DateTimeFormat("es-EC", { dateStyle: "medium", timeStyle: "short", timeZone: COMPANY_TIME_ZONE }),
};

/** A moment with its date and time ('26 nov 2026, 14:05'); '—' when there is none. */
export function formatDateTime(moment: string | null | undefined, zone: TimeZoneChoice = "local"): string {
  const date = moment ? new Date(moment) : null;
  return date && !Number.isNaN(date.getTime()) ? mediumDateTime[zone].format(date) : "—";
}

/** A moment in the short form ('26/11/26, 14:05'): when a kept draft was saved; '—' when unreadable. */
export function formatShortDateTime(moment: string | number | Date, zone: TimeZoneChoice = "local"): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return "—";
  return date.toLocaleString("es-EC", { dateStyle: "short", timeStyle: "short", timeZone: zoneOf(zone) });
}

/** The date of a moment, medium ('26 nov 2026'); '—' when there is none. */
export function formatDate(moment: string | null | undefined, zone: TimeZoneChoice = "local"): string {
  const date = moment ? new Date(moment) : null;
  if (!date || Number.isNaN(date.getTime())) return "—";
  return date.toLocaleDateString("es-EC", { dateStyle: "medium", timeZone: zoneOf(zone) });
}

/** Today as the dashboard's summary says it: 'jueves, 26 de noviembre de 2026'. */
export const formatWeekday = (date: Date): string =>
  date.toLocaleDateString("es-EC", { weekday: "long", year: "numeric", month: "long", day: "numeric" });

/** A count with Ecuadorian grouping: 12345 → '12.345'. */
export const formatCount = (n: number): string => n.toLocaleString("es-EC");

const longDay = new Intl.DateTimeFormat("es-EC", { dateStyle: "long", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("es-EC", { day: "numeric", month: "short", timeZone: "UTC" });
const utcDay = (isoDay: string) => {
  const [y, m, d] = isoDay.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
};

const companyLongDay = new Intl.DateTimeFormat("es-EC", { dateStyle: "long", timeZone: COMPANY_TIME_ZONE });

/**
 * A day in full ('26 de noviembre de 2026'): a calendar day ('YYYY-MM-DD', a validity date) without
 * a time-zone shift, or a moment's day in Ecuador (server and browser agree); unreadable as is.
 */
export function formatDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return longDay.format(utcDay(value));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : companyLongDay.format(date);
}

/** A calendar day as a chart's axis reads it: '2026-11-16' → '16 nov'. */
export const formatShortDay = (isoDay: string): string => shortDay.format(utcDay(isoDay));

/**
 * IVA rates (issue 25, ADR 045). Ecuador sets the general rate by decree (`IVA_RATE`, 15 % since
 * 2024); some goods carry 0 % or 5 %. A product may name a rate of its own; one without takes the
 * general rate in force when a quote line is created, so a decree reaches it without touching the
 * catalogue. Free of zod: the product form and the quote editor read rates as staff type.
 */

export const IVA_RATE_MAX = 100;

/** The rates staff set most, offered as one-click choices in the product form. */
export const COMMON_IVA_RATES = [15, 5, 0] as const;

/** What the spreadsheet writes (and reads) for a product without a rate of its own. */
export const GENERAL_RATE_WORD = "General";

export const IVA_MESSAGES = {
  invalid: "La tarifa de IVA debe ser un porcentaje entre 0 y 100 con hasta 2 decimales",
  /** A cell of 'Datos adicionales' (the sheet and row are named before it). */
  cellInvalid: `debe ser una tarifa de IVA entre 0 y 100 (por ejemplo 15, 5 o 0) o «${GENERAL_RATE_WORD}»`,
  /** Beside the product form's field. */
  formHint: "Vacío («General»): la tarifa general del IVA vigente al cotizar, que cambia por decreto.",
} as const;

/** 0–100 with at most two decimals (numeric(5,2) in the database). */
export function isIvaRate(n: number): boolean {
  if (!Number.isFinite(n) || n < 0 || n > IVA_RATE_MAX) return false;
  const hundredths = n * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

/** A rate as staff type it: "15", "15 %", "12,5", "12.5%" → 12.5; anything else → null. */
export function parseIvaRate(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!m) return null;
  const n = Number(`${m[1]}.${m[2] ?? "0"}`);
  return isIvaRate(n) ? n : null;
}

/** A rate as es-EC writes it: 15 → "15", 12.5 → "12,5" (labels add the '%'). */
export const rateText = (rate: number) => String(rate).replace(".", ",");

import { z } from "./zod.ts";

/**
 * Ecuador's taxpayer numbers (SRI/Registro Civil rules, ADR 035):
 * - cédula, 10 digits: province 01–24 (30 for Ecuadorians registered abroad), third digit 0–5,
 *   modulo 10 over the first 9 digits with weights 2,1,2,1… (products above 9 lose 9);
 * - RUC of a natural person, 13 digits: a valid cédula + establishment (001…);
 * - RUC of a private company, third digit 9: modulo 11 over 9 digits, weights 4,3,2,7,6,5,4,3,2;
 * - RUC of a public entity, third digit 6: modulo 11 over 8 digits, weights 3,2,7,6,5,4,3,2,
 *   check digit 9th, establishment in the last four (0001…).
 * The SRI does not hold every RUC to these digits: some third-digit-6 RUCs belong to natural
 * persons (their first ten digits follow the cédula rule), and active companies (third digit 9)
 * fail both modulo-11 checks. Such a company RUC is accepted on its structure alone and staff
 * get a warning to confirm it with the SRI; the customer is never turned away.
 */

export const RUC_MESSAGES = {
  invalid: "El RUC o cédula no es válido: revisa los dígitos",
  length: "El RUC debe tener 13 dígitos y la cédula 10",
  /** Shown to staff only, never to the customer. */
  unverified: "Dígito verificador no coincide: confirmar en el SRI",
} as const;

export type TaxIdKind = "cedula" | "ruc_natural" | "ruc_private" | "ruc_public" | "ruc_unverified";

const digitsOf = (s: string) => [...s].map(Number);

function provinceOk(id: string): boolean {
  const p = Number(id.slice(0, 2));
  return (p >= 1 && p <= 24) || p === 30;
}

/** The cédula's modulo-10 check digit, whatever the third digit is. */
function mod10Ok(first10: string): boolean {
  const d = digitsOf(first10);
  const sum = d.slice(0, 9).reduce((s, v, i) => {
    const p = v * (i % 2 === 0 ? 2 : 1);
    return s + (p > 9 ? p - 9 : p);
  }, 0);
  return (10 - (sum % 10)) % 10 === d[9];
}

function cedulaOk(id: string): boolean {
  return /^\d{10}$/.test(id) && provinceOk(id) && Number(id[2]) < 6 && mod10Ok(id);
}

/** Modulo 11 check: 11 − (Σ weight × digit mod 11); 11 reads 0, 10 cannot be a digit. */
function mod11Ok(digits: number[], weights: number[], check: number): boolean {
  const sum = weights.reduce((s, w, i) => s + w * digits[i], 0);
  const r = 11 - (sum % 11);
  const expected = r === 11 ? 0 : r;
  return expected !== 10 && expected === check;
}

const publicOk = (id: string, d: number[]) => mod11Ok(d, [3, 2, 7, 6, 5, 4, 3, 2], d[8]) && id.slice(9) !== "0000";
const privateOk = (id: string, d: number[]) => mod11Ok(d, [4, 3, 2, 7, 6, 5, 4, 3, 2], d[9]) && id.slice(10) !== "000";
const naturalOk = (id: string) => mod10Ok(id.slice(0, 10)) && id.slice(10) !== "000";

/** Which kind of number this is, or null when it cannot be a real one. */
export function taxIdKind(raw: string): TaxIdKind | null {
  const id = raw.trim();
  if (id.length === 10) return cedulaOk(id) ? "cedula" : null;
  if (!/^\d{13}$/.test(id) || !provinceOk(id)) return null;
  const d = digitsOf(id);
  const third = d[2];
  if (third < 6) return naturalOk(id) ? "ruc_natural" : null;
  if (third === 6) {
    if (publicOk(id, d)) return "ruc_public";
    return naturalOk(id) ? "ruc_natural" : null;
  }
  if (third === 9) {
    if (privateOk(id, d)) return "ruc_private";
    if (publicOk(id, d)) return "ruc_public";
    return id.slice(10) !== "000" ? "ruc_unverified" : null;
  }
  return null;
}

export const isValidTaxId = (raw: string) => taxIdKind(raw) !== null;

/** What staff should be told about a stored RUC / cédula; null when there is nothing to say. */
export function taxIdWarning(raw: string | null | undefined): string | null {
  return raw && taxIdKind(raw) === "ruc_unverified" ? RUC_MESSAGES.unverified : null;
}

/** Optional 'RUC / Cédula' form field: spaces and dashes dropped, empty → null. */
export const rucField = z
  .string({ error: RUC_MESSAGES.invalid })
  .transform((v) => v.replace(/[\s.-]/g, ""))
  .refine((v) => v === "" || /^\d{10}$|^\d{13}$/.test(v), { message: RUC_MESSAGES.length, abort: true })
  .refine((v) => v === "" || isValidTaxId(v), RUC_MESSAGES.invalid)
  .nullish()
  .transform((v) => (v ? v : null));

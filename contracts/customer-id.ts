import { CONSUMIDOR_FINAL_NUMBER, inferIdType, isIdType, type IdType } from "./id-types.ts";
import { RUC_MESSAGES, isValidTaxId, taxIdKind, taxIdWarning } from "./ruc.ts";
import { hasControlCharacters } from "./text.ts";

export * from "./id-types.ts";

/**
 * The customer's identification type (issue 25): RUC, cédula, pasaporte or consumidor final, as
 * the SRI's documents name them. RUC and cédula follow contracts/ruc.ts (ADR 035: a company RUC
 * whose check digit does not match is accepted, staff are warned); a passport is free text with a
 * length limit; consumidor final is always 9999999999999 with nothing to check.
 */

export const ID_RULES = { passportMax: 20, numberMax: 100 } as const;

export const ID_MESSAGES = {
  typeInvalid: "Elige un tipo de identificación: RUC, cédula, pasaporte o consumidor final",
  rucLength: "El RUC debe tener 13 dígitos",
  rucInvalid: "El RUC no es válido: revisa los dígitos",
  cedulaLength: "La cédula debe tener 10 dígitos",
  cedulaInvalid: "La cédula no es válida: revisa los dígitos",
  passportMax: "El pasaporte no puede exceder 20 caracteres",
  passportCharacters: "El pasaporte contiene caracteres no permitidos",
  /** No type chosen: read from the number's length, with the message the form always had. */
  untypedLength: RUC_MESSAGES.length,
  untypedInvalid: RUC_MESSAGES.invalid,
} as const;

export type Identification = { idType: IdType | null; idNumber: string | null };
export type IdentificationResult =
  { ok: true; value: Identification } | { ok: false; field: "idType" | "number"; message: string };

/** A number typed with spaces, dots or dashes ('1790-0116-74001') as its digits. */
export const digitsOnly = (raw: string) => raw.replace(/[\s.-]/g, "");

const fail = (field: "idType" | "number", message: string): IdentificationResult => ({ ok: false, field, message });
const ok = (idType: IdType | null, idNumber: string | null): IdentificationResult => ({
  ok: true,
  value: { idType, idNumber },
});

/**
 * The one rule for a type and a number, wherever they are typed (the public form, the quote's
 * customer block). No number (and not consumidor final) → no identification at all, so a type is
 * never stored without its number. No type → read from the length, as the form always did.
 */
export function readIdentification(type: unknown, raw: unknown): IdentificationResult {
  if (type !== undefined && type !== null && type !== "" && !isIdType(type))
    return fail("idType", ID_MESSAGES.typeInvalid);
  const idType = isIdType(type) ? type : null;
  if (idType === "consumidor_final") return ok("consumidor_final", CONSUMIDOR_FINAL_NUMBER);
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text === "") return ok(null, null);
  if (idType === "pasaporte") {
    if (hasControlCharacters(text)) return fail("number", ID_MESSAGES.passportCharacters);
    if (text.length > ID_RULES.passportMax) return fail("number", ID_MESSAGES.passportMax);
    return ok("pasaporte", text);
  }
  const digits = digitsOnly(text);
  if (idType === "ruc") {
    if (!/^\d{13}$/.test(digits)) return fail("number", ID_MESSAGES.rucLength);
    return isValidTaxId(digits) ? ok("ruc", digits) : fail("number", ID_MESSAGES.rucInvalid);
  }
  if (idType === "cedula") {
    if (!/^\d{10}$/.test(digits)) return fail("number", ID_MESSAGES.cedulaLength);
    return taxIdKind(digits) === "cedula" ? ok("cedula", digits) : fail("number", ID_MESSAGES.cedulaInvalid);
  }
  if (!/^\d{10}$|^\d{13}$/.test(digits)) return fail("number", ID_MESSAGES.untypedLength);
  return isValidTaxId(digits) ? ok(inferIdType(digits), digits) : fail("number", ID_MESSAGES.untypedInvalid);
}

/** Staff's note on a stored identification (ADR 035); only a RUC can carry one. */
export function idWarning(idType: IdType | string | null | undefined, idNumber: string | null | undefined) {
  return idType === "ruc" || (idType == null && inferIdType(idNumber) === "ruc") ? taxIdWarning(idNumber) : null;
}

/** The issue to report on an object holding `idType` and the number under `numberKey`; null: fine. */
export function identificationIssue(value: unknown, numberKey: string): { path: string[]; message: string } | null {
  const o = (value ?? {}) as Record<string, unknown>;
  const r = readIdentification(o.idType, o[numberKey]);
  return r.ok ? null : { path: [r.field === "idType" ? "idType" : numberKey], message: r.message };
}

/** Runs the identification check even when another field of the object failed (every mark shows). */
export const whenObject = { when: (p: { value: unknown }) => typeof p.value === "object" && p.value !== null };

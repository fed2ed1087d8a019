/**
 * The identification types and their labels (issue 25), with nothing else imported: the status
 * page and the public form's first paint show them without loading zod (ADR 040). The rules are in
 * contracts/customer-id.ts.
 */

export const ID_TYPES = ["ruc", "cedula", "pasaporte", "consumidor_final"] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ID_TYPE_LABELS: Record<IdType, string> = {
  ruc: "RUC",
  cedula: "Cédula",
  pasaporte: "Pasaporte",
  consumidor_final: "Consumidor final",
};

/** The SRI's number for a sale to an unidentified buyer. */
export const CONSUMIDOR_FINAL_NUMBER = "9999999999999";

export const isIdType = (v: unknown): v is IdType =>
  typeof v === "string" && (ID_TYPES as readonly string[]).includes(v);

/** What a stored number without a type is (requests received before the type existed): by length. */
export function inferIdType(idNumber: string | null | undefined): IdType | null {
  const n = idNumber?.trim() ?? "";
  if (n === CONSUMIDOR_FINAL_NUMBER) return "consumidor_final";
  if (/^\d{13}$/.test(n)) return "ruc";
  if (/^\d{10}$/.test(n)) return "cedula";
  return null;
}

/** A stored type, else the one its number reads as (rows written before the type was stored). */
export const storedIdType = (idType: string | null | undefined, idNumber: string | null | undefined) =>
  isIdType(idType) ? idType : inferIdType(idNumber);

/** 'RUC: 1790011674001', 'Pasaporte: AB123456', 'Consumidor final: 9999999999999'; null: none. */
export function identificationText(idType: IdType | string | null | undefined, idNumber: string | null | undefined) {
  if (!idNumber) return null;
  const type = isIdType(idType) ? idType : inferIdType(idNumber);
  return type ? `${ID_TYPE_LABELS[type]}: ${idNumber}` : idNumber;
}

// Plain constants, free of zod, so the basket and the parts-list panel can import them without the validator.

/**
 * A free-text line is something the customer asked for that the catalogue does not hold (a
 * parts-list code not found, issue 12): a code and/or their description and a quantity, no
 * product and no price. It travels through the basket, the request, the emails and the inbox so
 * the salesperson sees every line the customer typed (ADR 021).
 */
export const FREE_TEXT_LIMITS = {
  /** As long as a parts-list code may be (PARTS_LIST_LIMITS.maxCodeChars). */
  codeMax: 100,
  descriptionMax: 500,
} as const;

export const FREE_TEXT_MESSAGES = {
  /** The basket's mark on such a line. */
  notInCatalogue: "No está en el catálogo",
  /** The inbox's and the emails' mark, inside a sentence or a row. */
  notInCatalogueLabel: "no está en el catálogo",
  codeOrDescription: "Cada línea fuera del catálogo necesita un código o una descripción",
  codeMax: `El código no puede exceder ${FREE_TEXT_LIMITS.codeMax} caracteres`,
  descriptionMax: `La descripción no puede exceder ${FREE_TEXT_LIMITS.descriptionMax} caracteres`,
} as const;

/** What a free-text line shows as its name: the customer's description, else the code. */
export const freeTextTitle = (line: { code?: string | null; description?: string | null }): string =>
  line.description?.trim() || line.code?.trim() || "";

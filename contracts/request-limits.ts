// Plain constants, free of zod, so the public forms can set their limits without the validator.

/** The request forms' limits (spec §5 and ours); contracts/requests.ts checks them with its messages. */
export const REQUEST_RULES = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
  phoneMax: 20,
  companyMax: 100,
  serviceMax: 200,
  notesMax: 2000,
  itemsMax: 100,
  quantityMax: 100_000,
  /** A form submitted faster than this (ms since it was shown) is treated as a bot. */
  minFillMs: 3000,
} as const;

/** What a phone number may hold: digits, spaces and + ( ) - . (issue 22: no letters). */
export const PHONE_CHARACTERS = /^[0-9+()\-.\s]*$/;
/** The characters a phone field drops as they are typed. */
export const NOT_PHONE_CHARACTERS = /[^0-9+()\-.\s]/g;

export const QUANTITY_MAX_MESSAGE = "La cantidad no puede exceder 100000 unidades";
export const PHONE_CHARACTERS_MESSAGE = "El teléfono solo puede contener números, espacios y los signos + ( ) - .";

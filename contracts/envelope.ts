import { z } from "./zod.ts";
import { INT32_MAX } from "./int32.ts";

/** Every API answer: `{ success: true, data, message? }` or `{ success: false, error, details? }`. */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const fieldError = z.object({ field: z.string(), message: z.string() });

export const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.string(),
  details: z.array(fieldError).optional(),
});

export { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_AFTER_S } from "./service-unavailable.ts";

export type OkEnvelope<T> = { success: true; data: T; message?: string };
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type FieldError = z.infer<typeof fieldError>;

/**
 * What a row id looks like in a path: plain digits, no sign, exponent, hex prefix, spaces or
 * leading zeros. Checked on the text before it becomes a number, because Number() reads "0x10" as
 * 16 and "1e1" as 10, so a probe would reach (and could delete) a row it never named.
 */
export const ID_PATTERN = "^[1-9][0-9]{0,9}$";
export const INVALID_ID_MESSAGE = "Identificador inválido";

/** Path params that name a row: positive 32-bit integers, so a huge id is a 400, not a 500. */
export const idParam = z
  .string({ error: INVALID_ID_MESSAGE })
  .regex(new RegExp(ID_PATTERN), INVALID_ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().max(INT32_MAX, INVALID_ID_MESSAGE));

export const idParams = z.object({ id: idParam });

import { z } from "./zod.ts";

/** Every API answer: `{ success: true, data, message? }` or `{ success: false, error, details? }`. */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const fieldError = z.object({ field: z.string(), message: z.string() });

export const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.string(),
  details: z.array(fieldError).optional(),
});

export type OkEnvelope<T> = { success: true; data: T; message?: string };
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type FieldError = z.infer<typeof fieldError>;

/** Path params that name a row: positive 32-bit integers, so a huge id is a 400, not a 500. */
export const idParam = z.coerce
  .number({ error: "Identificador inválido" })
  .int("Identificador inválido")
  .positive("Identificador inválido")
  .max(2_147_483_647, "Identificador inválido");

export const idParams = z.object({ id: idParam });

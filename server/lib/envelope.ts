import type { OkEnvelope } from "../../contracts/envelope.ts";

export function ok<T>(data: T, message?: string): OkEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

import type { FastifyRequest } from "fastify";
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters, stripControlCharacters } from "../../contracts/text.ts";
import { badRequest } from "./errors.ts";

/**
 * One guard for every API route: PostgreSQL refuses U+0000 in text, so a NUL that reached a
 * query would turn a customer's typo or a bot's probe into a 500 and an unsaved request. What is
 * sent to be stored (body, path) is refused with the forms' message (contracts/text.ts); search
 * and filter parameters are cleaned instead, since a search for "señal" with a stray NUL means
 * "señal".
 */
export async function rejectControlCharacters(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(query ?? {})) {
    if (typeof value === "string") query![key] = stripControlCharacters(value);
    else if (Array.isArray(value))
      query![key] = value.map((v) => (typeof v === "string" ? stripControlCharacters(v) : v));
  }
  for (const part of [request.params, request.body]) {
    const field = findControlCharacters(part);
    if (field !== null) throw badRequest(CONTROL_CHARACTERS_MESSAGE, [{ field, message: CONTROL_CHARACTERS_MESSAGE }]);
  }
}

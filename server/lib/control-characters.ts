import type { FastifyRequest } from "fastify";
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters } from "../../contracts/text.ts";
import { badRequest } from "./errors.ts";

/**
 * One guard for every API route: PostgreSQL refuses U+0000 in text, so a NUL that reached a
 * query would turn a customer's typo or a bot's probe into a 500 and an unsaved request. The
 * forms check the same rule field by field (contracts/text.ts).
 */
export async function rejectControlCharacters(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = findControlCharacters(part);
    if (field !== null) throw badRequest(CONTROL_CHARACTERS_MESSAGE, [{ field, message: CONTROL_CHARACTERS_MESSAGE }]);
  }
}

import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contracts/envelope.ts";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../contracts/import-export.ts";
import { LEAD_MESSAGES } from "../../../contracts/leads.ts";
import {
  PARTS_LIST_LIMITS,
  PARTS_LIST_MESSAGES,
  parsePartsText,
  partsListBody,
  partsListResult,
  type PartsListEntry,
} from "../../../contracts/parts-list.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { rateLimitStore } from "../../lib/rate-limit-store.ts";
import { PLAIN_JSON_BYTES_PER_CHAR, errorResponses, jsonTextBodyLimit } from "../../lib/route-schemas.ts";
import { readUpload } from "../../lib/multipart.ts";
import { readPartsFile } from "./parts-list.file.ts";

const tags = ["lista de materiales"];

/** The list of a multipart upload (field `file`), read as the admin import reads its files. */
async function uploadedEntries(request: FastifyRequest): Promise<PartsListEntry[]> {
  const { file } = await readUpload(
    request,
    { fileSize: IMPORT_LIMITS.maxFileBytes, fields: 10 },
    () => new AppError(413, IMPORT_MESSAGES.fileTooLarge),
  );
  if (!file || file.fieldname !== "file") throw badRequest(PARTS_LIST_MESSAGES.textOrFile);
  return readPartsFile(file.data, file.filename, file.mimetype);
}

/** POST /parts-list/match: public, rate limited per address (each call may read the catalogue 500 times). */
export const partsListRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, database }) => {
  await app.register(rateLimit, {
    store: rateLimitStore(database, "parts-list"),
    max: PARTS_LIST_LIMITS.requestsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError(429, LEAD_MESSAGES.tooManyRequests),
  });
  if (!app.hasRequestDecorator("isMultipart")) await app.register(multipart);

  app.post(
    "/parts-list/match",
    {
      schema: {
        tags,
        summary: "Buscar en el catálogo los códigos de una lista de materiales",
        description:
          `JSON {text} (líneas «código cantidad» separadas por tabulador, punto y coma, coma o espacios; ` +
          `una fila de encabezados se reconoce y se omite; cantidad por defecto 1) o multipart con el campo ` +
          `\`file\` (.xlsx o .csv). Hasta ${PARTS_LIST_LIMITS.maxLines} líneas. Por línea: coincidencia exacta ` +
          `(SKU o SKU EC), normalizada (sin separadores ni mayúsculas) o aproximada (similitud de trigramas) ` +
          `con hasta ${PARTS_LIST_LIMITS.alternatives} alternativas, o null.`,
        consumes: ["application/json", "multipart/form-data"],
        // Optional: a multipart upload has no parsed body (the file is read as a stream).
        body: partsListBody.nullish(),
        response: { 200: okEnvelope(partsListResult), ...errorResponses(400, 413, 415, 422, 429) },
      },
      // A pasted list is sent as JSON.stringify writes it; a multipart file has its own limit.
      bodyLimit: jsonTextBodyLimit(PARTS_LIST_LIMITS.maxTextChars, PLAIN_JSON_BYTES_PER_CHAR),
    },
    async (request) => {
      if (request.isMultipart()) return ok(await services.partsList.match(await uploadedEntries(request)));
      if (!request.body) throw badRequest(PARTS_LIST_MESSAGES.textOrFile);
      return ok(await services.partsList.match(parsePartsText(request.body.text)));
    },
  );
};

import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contracts/envelope.ts";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../contracts/import-export.ts";
import { REQUEST_MESSAGES } from "../../../contracts/requests.ts";
import {
  PARTS_LIST_LIMITS,
  PARTS_LIST_MESSAGES,
  parsePartsText,
  partsListBody,
  partsListColumnsField,
  partsListLayoutResult,
  partsListResult,
  type ColumnRole,
} from "../../../contracts/parts-list.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { rateLimitStore } from "../../lib/rate-limit-store.ts";
import { PLAIN_JSON_BYTES_PER_CHAR, errorResponses, jsonTextBodyLimit } from "../../lib/route-schemas.ts";
import { readUpload } from "../../lib/multipart.ts";
import { readPartsFile, type ReadList } from "./parts-list.file.ts";
import { PartsListBusy } from "./parts-list.service.ts";

const tags = ["lista de materiales"];

/** The roles the customer chose for a file's columns (a `columns` field sent before the file). */
function chosenRoles(fields: Record<string, string>): ColumnRole[] | undefined {
  const field = fields.columns;
  if (field === undefined) return undefined;
  const parsed = partsListColumnsField.safeParse(field);
  return parsed.success ? parsed.data : undefined;
}

/** The list of a multipart upload (field `file`), read as the admin import reads its files. */
async function uploadedEntries(request: FastifyRequest): Promise<ReadList> {
  const { file, fields } = await readUpload(
    request,
    { fileSize: IMPORT_LIMITS.maxFileBytes, fields: 10 },
    () => new AppError(413, IMPORT_MESSAGES.fileTooLarge),
  );
  if (!file || file.fieldname !== "file") throw badRequest(PARTS_LIST_MESSAGES.textOrFile);
  return readPartsFile(file.data, file.filename, file.mimetype, chosenRoles(fields));
}

/** POST /parts-list/match: public, rate limited per address (each call may read the catalogue 500 times). */
export const partsListRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, database }) => {
  await app.register(rateLimit, {
    store: rateLimitStore(database, "parts-list"),
    max: PARTS_LIST_LIMITS.requestsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError(429, REQUEST_MESSAGES.tooManyRequests),
  });
  if (!app.hasRequestDecorator("isMultipart")) await app.register(multipart);

  app.post(
    "/parts-list/match",
    {
      schema: {
        tags,
        summary: "Buscar en el catálogo los códigos de una lista de materiales",
        description:
          `JSON {text, columns?} (líneas separadas por tabulador, punto y coma, coma o espacios; la cantidad ` +
          `puede ir en la línea: «3 x código», «código x3», «código (3)», «código 2 uds», «código cant: 2»; ` +
          `una cantidad con decimales se rechaza en su línea) o multipart con \`file\` (.xlsx o .csv) y, antes, ` +
          `\`columns\` (JSON). Los encabezados (Código, Ref, P/N, Cantidad, Qty, Descripción, Unidad, Ítem…) ` +
          `dicen qué columna es qué; sin ellos se elige la columna que parece de códigos; \`layout\` dice cómo ` +
          `se leyó y \`columns\` lo corrige. Hasta ${PARTS_LIST_LIMITS.maxLines} líneas. Por línea, el mejor ` +
          `primero: exacta, normalizada, prefijo, parecida o por nombre, con hasta ` +
          `${PARTS_LIST_LIMITS.alternatives} alternativas; solo un único código exacto o normalizado queda ` +
          `elegido (status found). Un código de menos de 4 caracteres, o de solo dígitos de menos de 6, solo ` +
          `se busca exacto. Hasta ${PARTS_LIST_LIMITS.fuzzyBudget} búsquedas aproximadas por lista (las líneas ` +
          `siguientes llevan compared: false) y ${PARTS_LIST_LIMITS.concurrentMatches} listas a la vez por ` +
          `proceso: más responde 503 con Retry-After.`,
        consumes: ["application/json", "multipart/form-data"],
        // Optional: a multipart upload has no parsed body (the file is read as a stream).
        body: partsListBody.nullish(),
        response: { 200: okEnvelope(partsListResult), ...errorResponses(400, 413, 415, 422, 429, 503) },
      },
      // A pasted list is sent as JSON.stringify writes it; a multipart file has its own limit.
      bodyLimit: jsonTextBodyLimit(PARTS_LIST_LIMITS.maxTextChars, PLAIN_JSON_BYTES_PER_CHAR),
    },
    async (request, reply) => {
      let list: ReadList;
      if (request.isMultipart()) list = await uploadedEntries(request);
      else if (!request.body) throw badRequest(PARTS_LIST_MESSAGES.textOrFile);
      else list = parsePartsText(request.body.text, request.body.columns);
      try {
        return ok(await services.partsList.match(list));
      } catch (err) {
        if (err instanceof PartsListBusy) reply.header("Retry-After", String(err.retryAfterSeconds));
        throw err;
      }
    },
  );

  // An .xlsx is read on the server only: its columns are shown for the customer to check before
  // anything is matched, as a pasted list's are (issue 21).
  app.post(
    "/parts-list/layout",
    {
      schema: {
        tags,
        summary: "Leer las columnas de una lista de materiales subida, sin buscar en el catálogo",
        description:
          "multipart con `file` (.xlsx o .csv): cómo se leyeron sus columnas (`layout`), para " +
          "corregirlas antes de POST /parts-list/match.",
        consumes: ["multipart/form-data"],
        response: { 200: okEnvelope(partsListLayoutResult), ...errorResponses(400, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(PARTS_LIST_MESSAGES.textOrFile);
      return ok({ layout: (await uploadedEntries(request)).layout });
    },
  );
};

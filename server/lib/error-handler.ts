import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import {
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_S,
  type ErrorEnvelope,
  type FieldError,
} from "../../contracts/envelope.ts";
import { isDatabaseUnavailable, pgCode, safeErrorForLog } from "./db-errors.ts";
import { AppError } from "./errors.ts";

const byFastifyCode: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "El cuerpo de la solicitud no es un JSON válido"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "El cuerpo de la solicitud está vacío"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "La solicitud es demasiado grande"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Tipo de contenido no soportado"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "Longitud de contenido inválida"],
  FST_ERR_REQ_FILE_TOO_LARGE: [413, "El archivo es demasiado grande"],
  FST_FILES_LIMIT: [413, "Demasiados archivos en la solicitud"],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "La solicitud debe enviarse como formulario multipart"],
};

// PostgreSQL error codes that mean the input, not the server, was wrong.
const byPgCode: Record<string, [number, string]> = {
  "23505": [409, "Ya existe un registro con esos datos"],
  "23503": [409, "El registro está relacionado con otros datos"],
  "23514": [400, "Los datos no cumplen las reglas del catálogo"],
  "22P02": [400, "Formato de dato inválido"],
  "22001": [400, "Un texto excede la longitud permitida"],
  "22003": [400, "Un número está fuera del rango permitido"],
};

function failure(error: string, details?: FieldError[]): ErrorEnvelope {
  return details?.length ? { success: false, error, details } : { success: false, error };
}

/** One place shapes every error into the envelope; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(failure(err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || String(issue.params?.issue ?? ""),
        message: issue.message ?? "Dato inválido",
      }));
      return reply.status(400).send(failure(details[0]?.message ?? "Datos inválidos", details));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err: safeErrorForLog(err) }, "response did not match its schema");
      return reply.status(500).send(failure("Error interno del servidor"));
    }
    const known = err.code ? byFastifyCode[err.code] : undefined;
    if (known) return reply.status(known[0]).send(failure(known[1]));
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err: safeErrorForLog(err) }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(SERVICE_UNAVAILABLE_RETRY_AFTER_S))
        .send(failure(SERVICE_UNAVAILABLE_MESSAGE));
    }
    const pg = pgCode(err);
    if (pg && byPgCode[pg]) {
      request.log.warn({ err: safeErrorForLog(err) }, "database rejected input");
      return reply.status(byPgCode[pg][0]).send(failure(byPgCode[pg][1]));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(failure("Demasiadas solicitudes. Espera un momento e intenta nuevamente."));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(failure("Solicitud inválida"));
    }
    request.log.error({ err: safeErrorForLog(err) }, "unhandled error");
    return reply.status(500).send(failure("Error interno del servidor"));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure("Recurso no encontrado"));
  });
}

import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contracts/envelope.ts";
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  TEMPLATE_CSV_NAME,
  TEMPLATE_XLSX_NAME,
  XLSX_MIME,
  clearProductsBody,
  clearResult,
  exportFileName,
  importPreview,
  importSystemResult,
} from "../../../contracts/import-export.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { restrictTo } from "../../lib/restrict-to.ts";
import { attachDocuments, documentSource } from "./import-documents.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";
import { readUpload } from "../../lib/multipart.ts";

const tags = ["importación"];
const errors = errorResponses(400, 401, 403, 413, 415, 422);
const security = sessionSecurity;

/** Today in Ecuador, for the export's file name. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Guayaquil" }).format(new Date());

const attachment = (name: string) => `attachment; filename="${name}"`;

/** The uploaded file of field 'file', in memory (the size limit keeps that bounded). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  const { file } = await readUpload(
    request,
    { fileSize: IMPORT_LIMITS.maxFileBytes, fields: 10 },
    () => new AppError(413, IMPORT_MESSAGES.fileTooLarge),
  );
  if (!file || file.fieldname !== "file") throw badRequest(IMPORT_MESSAGES.fileRequired);
  return file.data;
}

/** Bulk import / export / wipe (admin spec §7). Every route needs an admin session. */
export const importExportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config }) => {
  const service = services.importExport;
  restrictTo(app, "admin");
  // Another scope may already have it; the limits are given per request either way.
  if (!app.hasRequestDecorator("isMultipart")) await app.register(multipart);

  app.post(
    "/import/preview",
    {
      schema: {
        tags,
        security,
        consumes: ["multipart/form-data"],
        response: { 200: okEnvelope(importPreview), ...errors },
      },
    },
    async (request) => ok(await service.preview(await uploadedFile(request))),
  );

  app.post(
    "/import/system",
    {
      schema: {
        tags,
        security,
        consumes: ["multipart/form-data"],
        response: { 200: okEnvelope(importSystemResult), ...errors },
      },
    },
    async (request) => {
      const file = await uploadedFile(request);
      const source = documentSource(config.publicUrl, services.documents);
      const result = await service.importFile(file, (rows, productIdOf) =>
        attachDocuments(rows, productIdOf, { documents: services.documents, source, uploadedBy: request.user?.id }),
      );
      return ok(result, IMPORT_MESSAGES.imported(result.results.products_created, result.results.products_updated));
    },
  );

  // A static path: find-my-way matches it before the catalogue's GET /products/:id.
  // The export is a catalogue read: sales staff may download it, not import.
  app.get("/products/export", { config: { access: "staff" }, schema: { tags, security } }, async (_request, reply) => {
    const stream = await service.exportXlsx(config.publicUrl);
    return reply
      .type(XLSX_MIME)
      .header("content-disposition", attachment(exportFileName(today())))
      .header("cache-control", "no-store")
      .send(stream);
  });

  app.get("/import/template.csv", { schema: { tags, security } }, async (_request, reply) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", attachment(TEMPLATE_CSV_NAME))
      .send(service.templateCsv()),
  );

  app.get("/import/template.xlsx", { schema: { tags, security } }, async (_request, reply) =>
    reply
      .type(XLSX_MIME)
      .header("content-disposition", attachment(TEMPLATE_XLSX_NAME))
      .send(await service.templateXlsx()),
  );

  app.delete(
    "/products/clear",
    { schema: { tags, security, body: clearProductsBody, response: { 200: okEnvelope(clearResult), ...errors } } },
    async (request) => {
      const result = await service.clearProducts(request.body.confirmation);
      return ok(result, result.message);
    },
  );
};

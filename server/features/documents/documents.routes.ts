import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, productDocument } from "../../../contracts/documents.ts";
import { idParam, idParams, okEnvelope } from "../../../contracts/envelope.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";
import { readUpload } from "../../lib/multipart.ts";
import { restrictTo } from "../../lib/restrict-to.ts";
import { attachmentHeader } from "./document-content.ts";

const tags = ["documentos"];
const documentParams = z.object({ id: idParam, docId: idParam });
const tooLarge = () => new AppError(413, DOCUMENT_MESSAGES.tooLarge);
// Multipart framing and the two text fields add a little; far beyond that it cannot be one allowed file.
const FRAMING_BYTES = 64 * 1024;

/** Staff see an inactive product's documents (the edit form); visitors only an active product's. */
const activeOnly = (request: FastifyRequest) => ({ activeOnly: !request.user });

/** The multipart upload: field `file` plus `title` and `type`, in any order, the file never over the limit. */
async function uploadedDocument(request: FastifyRequest) {
  if (Number(request.headers["content-length"] ?? 0) > DOCUMENT_LIMITS.maxBytes + FRAMING_BYTES) throw tooLarge();
  const { fields, file } = await readUpload(request, { fileSize: DOCUMENT_LIMITS.maxBytes, fields: 4 }, tooLarge);
  if (!file || file.fieldname !== "file" || file.data.length === 0) throw badRequest(DOCUMENT_MESSAGES.fileRequired);
  return { data: file.data, filename: file.filename, title: fields.title ?? "", type: fields.type ?? "" };
}

/** A product's documents: the list and the downloads (public), uploads and removals (admin). */
export const documentsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const documents = deps.services.documents;

  app.get(
    "/products/:id/documents",
    {
      schema: {
        tags,
        summary: "Documentos de un producto (fichas técnicas, manuales, certificados, CAD)",
        params: idParams,
        response: { 200: okEnvelope(z.array(productDocument)), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await documents.listForProduct(req.params.id, activeOnly(req))),
  );

  app.get(
    "/products/:id/documents/:docId/file",
    {
      schema: {
        tags,
        summary: "Descargar un documento (como adjunto, con su nombre original)",
        params: documentParams,
        response: { 200: z.unknown().describe("El documento"), ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const file = await documents.open(req.params.id, req.params.docId, activeOnly(req));
      return (
        reply
          .type(file.contentType)
          .header("content-length", file.size)
          .header("content-disposition", attachmentHeader(file.fileName))
          .header("x-content-type-options", "nosniff")
          // A document can be deleted; caches may keep it a little, not for good.
          .header("cache-control", "public, max-age=300")
          .send(file.stream)
      );
    },
  );

  // Its own scope, so the admin restriction does not reach the public reads above.
  await app.register(documentsAdminRoutes, deps);
};

/** Documents are catalogue writes: admin only, like every other product change (ADR 018). */
const documentsAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (admin, { services }) => {
  const documents = services.documents;
  restrictTo(admin, "admin");
  if (!admin.hasRequestDecorator("isMultipart")) await admin.register(multipart);
  const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);

  admin.post(
    "/products/:id/documents",
    {
      schema: {
        tags,
        summary: "Adjuntar un documento (multipart: file, title, type; PDF, ZIP o STEP de hasta 20 MB)",
        security: sessionSecurity,
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 201: okEnvelope(productDocument), ...errors },
      },
    },
    async (req, reply) => {
      const upload = await uploadedDocument(req);
      const document = await documents.attachFromBytes({
        productId: req.params.id,
        ...upload,
        uploadedBy: req.user?.id ?? null,
      });
      return reply.status(201).send(ok(document, DOCUMENT_MESSAGES.uploaded));
    },
  );

  admin.delete(
    "/products/:id/documents/:docId",
    {
      schema: {
        tags,
        summary: "Eliminar un documento",
        security: sessionSecurity,
        params: documentParams,
        response: { 200: okEnvelope(z.object({ id: z.number() })), ...errors },
      },
    },
    async (req) => ok(await documents.remove(req.params.id, req.params.docId), DOCUMENT_MESSAGES.deleted),
  );
};

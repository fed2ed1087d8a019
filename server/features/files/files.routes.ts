import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope, okEnvelope } from "../../../contracts/envelope.ts";
import {
  FILE_LIMITS,
  FILE_MESSAGES,
  fileIdParams,
  signedDownloadQuery,
  signedUrl,
  signedUrlQuery,
  uploadedImage,
} from "../../../contracts/files.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { restrictTo } from "../../lib/restrict-to.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";
import { readUpload } from "../../lib/multipart.ts";

const tags = ["archivos"];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const tooLarge = () => new AppError(413, FILE_MESSAGES.tooLarge);

/** The bytes of multipart field `file`, refusing anything over the limit without buffering it all. */
async function uploadedFile(request: FastifyRequest) {
  const declared = Number(request.headers["content-length"] ?? 0);
  // Multipart framing adds a little; far beyond that it cannot be one allowed image.
  if (declared > FILE_LIMITS.maxBytes + 64 * 1024) throw tooLarge();
  const { file } = await readUpload(request, { fileSize: FILE_LIMITS.maxBytes, fields: 5 }, tooLarge);
  if (!file || file.fieldname !== "file" || file.data.length === 0) throw badRequest(FILE_MESSAGES.fileRequired);
  return { data: file.data, filename: file.filename };
}

/** Image uploads (admin) and signed, expiring download links (public, checked by signature). */
export const filesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const files = deps.services.files;

  app.get(
    "/files/:id/signed",
    {
      schema: {
        tags,
        summary: "Descargar una imagen con enlace firmado",
        params: z.object({ id: z.string().max(64) }),
        querystring: signedDownloadQuery,
        response: { 200: z.unknown().describe("La imagen"), 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req, reply) => {
      const file = await files.openSigned(req.params.id, req.query);
      return reply
        .type(file.contentType)
        .header("content-length", file.size)
        .header("cache-control", `private, max-age=${file.maxAgeSeconds}`)
        .header("x-content-type-options", "nosniff")
        .send(file.stream);
    },
  );

  // Its own scope, so the admin hook does not reach the signed download above.
  await app.register(filesAdminRoutes, deps);
};

const filesAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (admin, { services }) => {
  const files = services.files;
  restrictTo(admin, "admin");
  if (!admin.hasRequestDecorator("isMultipart")) await admin.register(multipart);

  admin.post(
    "/files/upload",
    {
      schema: {
        tags,
        summary: "Subir una imagen (original y variantes WebP)",
        security,
        consumes: ["multipart/form-data"],
        response: { 201: okEnvelope(uploadedImage), ...errors },
      },
    },
    async (req, reply) => {
      const { data, filename } = await uploadedFile(req);
      const image = await files.upload({ data, filename, uploadedBy: req.user?.id ?? null });
      return reply.status(201).send(ok(image, FILE_MESSAGES.uploaded));
    },
  );

  admin.delete(
    "/files/:id",
    {
      schema: {
        tags,
        summary: "Eliminar una imagen",
        security,
        params: fileIdParams,
        response: { 200: okEnvelope(z.object({ id: z.string() })), ...errors },
      },
    },
    async (req) => ok(await files.remove(req.params.id), FILE_MESSAGES.deleted),
  );

  admin.get(
    "/files/:id/url",
    {
      // Reading an original is catalogue reading: sales staff may.
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Enlace firmado y temporal a una imagen",
        security,
        params: fileIdParams,
        querystring: signedUrlQuery,
        response: { 200: okEnvelope(signedUrl), ...errors },
      },
    },
    async (req) => ok(await files.signedUrl(req.params.id, req.query.variant)),
  );
};

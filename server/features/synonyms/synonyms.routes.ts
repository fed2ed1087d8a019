import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams, okEnvelope } from "../../../contracts/envelope.ts";
import {
  SYNONYM_MESSAGES as M,
  searchMiss,
  searchMissesQuery,
  synonymGroup,
  synonymInput,
} from "../../../contracts/synonyms.ts";
import { z } from "../../../contracts/zod.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { restrictTo } from "../../lib/restrict-to.ts";

const tags = ["búsqueda"];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 422);

/** Synonyms (staff read, admins write) and the searches that found nothing (staff). */
export const synonymsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  restrictTo(app, "admin", { reads: "staff" });
  const synonyms = services.synonyms;
  // A stopping server writes the misses its last searches counted before the database closes.
  app.addHook("onClose", () => synonyms.missesWritten());

  app.get(
    "/search/synonyms",
    {
      schema: {
        tags,
        security,
        summary: "Sinónimos de la búsqueda",
        response: { 200: okEnvelope(z.array(synonymGroup)), ...errors },
      },
    },
    async () => ok(await synonyms.list()),
  );
  app.post(
    "/search/synonyms",
    { schema: { tags, security, body: synonymInput, response: { 201: okEnvelope(synonymGroup), ...errors } } },
    async (req, reply) => reply.status(201).send(ok(await synonyms.create(req.body), M.created)),
  );
  app.put(
    "/search/synonyms/:id",
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: synonymInput,
        response: { 200: okEnvelope(synonymGroup), ...errors },
      },
    },
    async (req) => ok(await synonyms.update(req.params.id, req.body), M.updated),
  );
  app.delete(
    "/search/synonyms/:id",
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: okEnvelope(z.object({ id: z.number() })), ...errors },
      },
    },
    async (req) => ok(await synonyms.remove(req.params.id), M.deleted),
  );
  app.get(
    "/search/misses",
    {
      schema: {
        tags,
        security,
        summary: "Búsquedas sin resultados más frecuentes",
        description: "Solo el texto buscado, contado por día; con lo que la misma búsqueda encuentra hoy.",
        querystring: searchMissesQuery,
        response: { 200: okEnvelope(z.array(searchMiss)), ...errors },
      },
      config: { access: "staff" },
    },
    async (req) => ok(await synonyms.topMisses(req.query.days, req.query.limit)),
  );
};

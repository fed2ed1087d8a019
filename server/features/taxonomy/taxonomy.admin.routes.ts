import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { brand, category, subcategory } from "../../../contracts/catalog.ts";
import { idParams, okEnvelope } from "../../../contracts/envelope.ts";
import {
  TAXONOMY_MESSAGES as M,
  brandCreate,
  brandUpdate,
  categoryCreate,
  categoryUpdate,
  subcategoryCreate,
  subcategoryUpdate,
} from "../../../contracts/taxonomy.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { restrictTo } from "../../lib/restrict-to.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";

const tags = ["taxonomía"];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const deleted = okEnvelope(z.object({ id: z.number() }));

/** Writes to categories, subcategories and brands (admin only, every route). */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  restrictTo(app, "admin");
  const taxonomy = services.taxonomy;

  app.post(
    "/categories",
    { schema: { tags, security, body: categoryCreate, response: { 201: okEnvelope(category), ...errors } } },
    async (req, reply) => reply.status(201).send(ok(await taxonomy.createCategory(req.body), M.categoryCreated)),
  );
  app.put(
    "/categories/:id",
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: categoryUpdate,
        response: { 200: okEnvelope(category), ...errors },
      },
    },
    async (req) => ok(await taxonomy.updateCategory(req.params.id, req.body), M.categoryUpdated),
  );
  app.delete(
    "/categories/:id",
    { schema: { tags, security, params: idParams, response: { 200: deleted, ...errors } } },
    async (req) => ok(await taxonomy.deleteCategory(req.params.id), M.categoryDeleted),
  );

  app.post(
    "/subcategories",
    { schema: { tags, security, body: subcategoryCreate, response: { 201: okEnvelope(subcategory), ...errors } } },
    async (req, reply) => reply.status(201).send(ok(await taxonomy.createSubcategory(req.body), M.subcategoryCreated)),
  );
  app.put(
    "/subcategories/:id",
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: subcategoryUpdate,
        response: { 200: okEnvelope(subcategory), ...errors },
      },
    },
    async (req) => ok(await taxonomy.updateSubcategory(req.params.id, req.body), M.subcategoryUpdated),
  );
  app.delete(
    "/subcategories/:id",
    { schema: { tags, security, params: idParams, response: { 200: deleted, ...errors } } },
    async (req) => ok(await taxonomy.deleteSubcategory(req.params.id), M.subcategoryDeleted),
  );

  app.post(
    "/brands",
    { schema: { tags, security, body: brandCreate, response: { 201: okEnvelope(brand), ...errors } } },
    async (req, reply) => reply.status(201).send(ok(await taxonomy.createBrand(req.body), M.brandCreated)),
  );
  app.put(
    "/brands/:id",
    {
      schema: { tags, security, params: idParams, body: brandUpdate, response: { 200: okEnvelope(brand), ...errors } },
    },
    async (req) => ok(await taxonomy.updateBrand(req.params.id, req.body), M.brandUpdated),
  );
  app.delete(
    "/brands/:id",
    { schema: { tags, security, params: idParams, response: { 200: deleted, ...errors } } },
    async (req) => ok(await taxonomy.deleteBrand(req.params.id), M.brandDeleted),
  );
};

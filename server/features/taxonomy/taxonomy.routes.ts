import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { brand, category, subcategory } from "../../../contracts/catalog.ts";
import { errorEnvelope, idParam, idParams, okEnvelope } from "../../../contracts/envelope.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { taxonomyAdminRoutes } from "./taxonomy.admin.routes.ts";

const tags = ["taxonomía"];
const errors = { 400: errorEnvelope, 404: errorEnvelope };

// `?category_id=` (empty) means no filter, as the web client drops empty values anyway.
const subcategoriesQuery = z.object({
  category_id: z
    .union([z.literal(""), idParam])
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
});

export const taxonomyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const taxonomy = deps.services.taxonomy;
  // Its own encapsulated scope: the admin hook guards the writes only, not these reads.
  await app.register(taxonomyAdminRoutes, deps);

  app.get(
    "/categories",
    { schema: { tags, summary: "Categorías", response: { 200: okEnvelope(z.array(category)) } } },
    async () => ok(await taxonomy.listCategories()),
  );

  app.get(
    "/categories/:id",
    {
      schema: {
        tags,
        summary: "Detalle de una categoría",
        params: idParams,
        response: { 200: okEnvelope(category), ...errors },
      },
    },
    async (req) => ok(await taxonomy.getCategory(req.params.id)),
  );

  app.get(
    "/categories/:id/subcategories",
    {
      schema: {
        tags,
        summary: "Subcategorías de una categoría",
        params: idParams,
        response: { 200: okEnvelope(z.array(subcategory)), ...errors },
      },
    },
    async (req) => ok(await taxonomy.subcategoriesOf(req.params.id)),
  );

  app.get(
    "/subcategories",
    {
      schema: {
        tags,
        summary: "Subcategorías",
        querystring: subcategoriesQuery,
        response: { 200: okEnvelope(z.array(subcategory)), ...errors },
      },
    },
    async (req) => ok(await taxonomy.listSubcategories(req.query.category_id)),
  );

  app.get(
    "/subcategories/:id",
    {
      schema: {
        tags,
        summary: "Detalle de una subcategoría",
        params: idParams,
        response: { 200: okEnvelope(subcategory), ...errors },
      },
    },
    async (req) => ok(await taxonomy.getSubcategory(req.params.id)),
  );

  app.get("/brands", { schema: { tags, summary: "Marcas", response: { 200: okEnvelope(z.array(brand)) } } }, async () =>
    ok(await taxonomy.listBrands()),
  );

  app.get(
    "/brands/:id",
    {
      schema: {
        tags,
        summary: "Detalle de una marca",
        params: idParams,
        response: { 200: okEnvelope(brand), ...errors },
      },
    },
    async (req) => ok(await taxonomy.getBrand(req.params.id)),
  );
};

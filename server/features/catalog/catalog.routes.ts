import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accessoryList,
  application,
  catalogStats,
  feature,
  product,
  productApplication,
  productList,
  productListQuery,
  productSlug,
  relatedList,
  suggestQuery,
  suggestResult,
} from "../../../contracts/catalog.ts";
import { errorEnvelope, idParam, idParams, okEnvelope } from "../../../contracts/envelope.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { catalogAdminRoutes } from "./catalog.admin.routes.ts";
import type { Viewer } from "./catalog.service.ts";
import type { ProductList } from "../../../contracts/catalog.ts";

const tags = ["catálogo"];
const errors = { 400: errorEnvelope, 404: errorEnvelope };

/** Array endpoints (search, by category, by brand) page like the list but default to 100 rows. */
const arrayQuery = productListQuery.extend({
  perPage: z.coerce.number().int().min(1).max(100).catch(100).default(100),
});
const productIdQuery = z.object({ product_id: idParam });

/** An answer serialised already: Fastify sends a string as it is, not through the response schema. */
const sendJson = (reply: FastifyReply, body: string) =>
  reply.type("application/json; charset=utf-8").send(body as never);

/** The auth plugin decorates request.user when a valid session came with the request. */
const viewerOf = (request: FastifyRequest): Viewer => ({
  staff: Boolean(request.user),
});

export const catalogRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const catalog = deps.services.catalog;
  const stats = deps.services.catalogAdmin.products.stats;

  // A cached list comes back as the same object: serialise it once, not on every request.
  const serializedLists = new WeakMap<ProductList, string>();
  app.get(
    "/products",
    {
      schema: {
        tags,
        summary: "Listado del catálogo (filtros, búsqueda, orden, páginas y facetas)",
        querystring: productListQuery,
        response: { 200: okEnvelope(productList), ...errors },
      },
    },
    async (req, reply) => {
      const list = await catalog.listProducts(req.query, viewerOf(req));
      let body = serializedLists.get(list);
      if (!body) {
        body = JSON.stringify(ok(list));
        serializedLists.set(list, body);
      }
      return sendJson(reply, body);
    },
  );

  app.get(
    "/products/search",
    {
      schema: {
        tags,
        summary: "Búsqueda de productos",
        querystring: arrayQuery,
        response: { 200: okEnvelope(z.array(product)), ...errors },
      },
    },
    async (req) => ok(await catalog.products(req.query, viewerOf(req))),
  );

  app.get(
    "/products/suggest",
    {
      schema: {
        tags,
        summary: "Sugerencias mientras se escribe",
        description:
          "Sugerencias mientras se escribe (desde 2 caracteres): hasta 6 productos activos, categorías y marcas. " +
          "La última palabra cuenta como prefijo; las anteriores toleran errores de tipeo.",
        querystring: suggestQuery,
        response: { 200: okEnvelope(suggestResult), ...errors },
      },
    },
    async (req, reply) => sendJson(reply, JSON.stringify(ok(await catalog.suggest(req.query.q)))),
  );

  app.get(
    "/products/featured",
    {
      schema: {
        tags,
        summary: "Productos destacados",
        description: "Hasta 8 productos activos: primero con imagen y en stock, los más recientes.",
        response: { 200: okEnvelope(z.array(product)) },
      },
    },
    async () => ok(await catalog.featured()),
  );

  const statsSchema = {
    tags,
    description: "Contadores del catálogo; con sesión también inactivos y productos por categoría y por marca.",
    response: { 200: okEnvelope(catalogStats) },
  };
  app.get("/products/stats", { schema: statsSchema }, async (req) => ok(await stats(viewerOf(req).staff)));
  app.get("/info/stats", { schema: statsSchema }, async (req) => ok(await stats(viewerOf(req).staff)));

  app.get(
    "/products/category/:id",
    {
      schema: {
        tags,
        summary: "Productos de una categoría",
        params: idParams,
        querystring: arrayQuery,
        response: { 200: okEnvelope(z.array(product)), ...errors },
      },
    },
    async (req) => ok(await catalog.productsOfCategory(req.params.id, req.query, viewerOf(req))),
  );

  app.get(
    "/products/brand/:id",
    {
      schema: {
        tags,
        summary: "Productos de una marca",
        params: idParams,
        querystring: arrayQuery,
        response: { 200: okEnvelope(z.array(product)), ...errors },
      },
    },
    async (req) => ok(await catalog.productsOfBrand(req.params.id, req.query, viewerOf(req))),
  );

  app.get(
    "/products/:id",
    {
      schema: {
        tags,
        summary: "Detalle de un producto",
        params: idParams,
        response: { 200: okEnvelope(product), ...errors },
      },
    },
    async (req) => ok(await catalog.getProduct(req.params.id, viewerOf(req))),
  );

  app.get(
    "/products/:id/slug",
    {
      schema: {
        tags,
        summary: "Slug de un producto",
        params: idParams,
        response: { 200: okEnvelope(productSlug), ...errors },
      },
    },
    async (req) => ok(await catalog.slug(req.params.id, viewerOf(req))),
  );

  app.get(
    "/products/:id/features",
    {
      schema: {
        tags,
        summary: "Características de un producto",
        params: idParams,
        response: { 200: okEnvelope(z.array(feature)), ...errors },
      },
    },
    async (req) => ok(await catalog.features(req.params.id, viewerOf(req))),
  );

  app.get(
    "/products/:id/applications",
    {
      schema: {
        tags,
        summary: "Aplicaciones de un producto",
        params: idParams,
        response: { 200: okEnvelope(z.array(productApplication)), ...errors },
      },
    },
    async (req) => ok(await catalog.productApplications(req.params.id, viewerOf(req))),
  );

  app.get(
    "/products/:id/related",
    {
      schema: {
        tags,
        summary: "Productos relacionados",
        params: idParams,
        response: { 200: okEnvelope(relatedList), ...errors },
      },
    },
    async (req) => ok(await catalog.related(req.params.id, viewerOf(req))),
  );

  app.get(
    "/productFeatures",
    {
      schema: {
        tags,
        summary: "Características de un producto (por consulta)",
        querystring: productIdQuery,
        response: { 200: okEnvelope(z.array(feature)), ...errors },
      },
    },
    async (req) => ok(await catalog.features(req.query.product_id, viewerOf(req))),
  );

  app.get(
    "/productApplications",
    {
      schema: {
        tags,
        summary: "Aplicaciones de un producto (por consulta)",
        querystring: productIdQuery,
        response: { 200: okEnvelope(z.array(productApplication)), ...errors },
      },
    },
    async (req) => ok(await catalog.productApplications(req.query.product_id, viewerOf(req))),
  );

  app.get(
    "/applications",
    { schema: { tags, summary: "Aplicaciones disponibles", response: { 200: okEnvelope(z.array(application)) } } },
    async () => ok(await catalog.applications()),
  );

  app.get(
    "/accessories/product/:id",
    {
      schema: {
        tags,
        summary: "Accesorios de un producto",
        params: idParams,
        response: { 200: okEnvelope(accessoryList), ...errors },
      },
    },
    async (req) => ok(await catalog.accessories(req.params.id, viewerOf(req))),
  );

  app.get(
    "/relatedProducts/product/:id",
    {
      schema: {
        tags,
        summary: "Productos relacionados (ruta heredada)",
        params: idParams,
        response: { 200: okEnvelope(relatedList), ...errors },
      },
    },
    async (req) => ok(await catalog.related(req.params.id, viewerOf(req))),
  );

  // Writes live in their own encapsulated scope, behind the admin guard.
  await app.register(catalogAdminRoutes, deps);
};

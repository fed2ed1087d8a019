import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  LINK_MESSAGES as M,
  accessoryCreate,
  deletedId,
  relatedCreate,
  relatedGroupResult,
  relatedGroupSave,
  relatedMultiple,
  relatedMultipleResult,
  relatedOfProductUpdate,
  relatedToProduct,
  relatedTypeUpdate,
} from "../../../contracts/catalog-links.ts";
import { accessoryLink, relatedLink } from "../../../contracts/catalog.ts";
import { idParam, idParams, okEnvelope } from "../../../contracts/envelope.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";

const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);
const relatedParams = z.object({ id: idParam, relatedId: idParam });
const newGroupNote =
  "Con `newGroup: true` el tipo inicia un grupo nuevo y no puede coincidir (sin distinguir mayúsculas) con un tipo " +
  "existente del producto: 409 'Este tipo de relación ya existe'. Sin él, el producto se une al grupo de ese tipo.";

/**
 * Accessory links and related-product groups. Registered inside catalogAdminRoutes, whose onRequest
 * hook answers 401 without an admin session.
 */
export const catalogLinksRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const links = services.catalogAdmin.links;

  // ---------------------------------------------------------------- accessories
  {
    const tags = ["accesorios (admin)"];

    app.post(
      "/accessories",
      { schema: { tags, security, body: accessoryCreate, response: { 201: okEnvelope(accessoryLink), ...errors } } },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            ok(await links.addAccessory(req.body.main_product_id, req.body.accessory_product_id), M.accessoryAdded),
          ),
    );

    app.delete(
      "/accessories/:id",
      { schema: { tags, security, params: idParams, response: { 200: okEnvelope(deletedId), ...errors } } },
      async (req) => ok(await links.deleteAccessory(req.params.id), M.accessoryDeleted),
    );
  }

  // ---------------------------------------------------------------- related products
  {
    const tags = ["productos relacionados (admin)"];

    app.post(
      "/relatedProducts",
      {
        schema: {
          tags,
          security,
          description: newGroupNote,
          body: relatedCreate,
          response: { 201: okEnvelope(relatedLink), ...errors },
        },
      },
      async (req, reply) => {
        const { product_id, ...body } = req.body;
        return reply.status(201).send(ok(await links.addRelated(product_id, body), M.relatedAdded));
      },
    );

    app.post(
      "/relatedProducts/multiple",
      {
        schema: {
          tags,
          security,
          description:
            "Agrega varios productos a un grupo. `skipped`: ya relacionados; `errors`: ids inexistentes o el propio producto. " +
            newGroupNote,
          body: relatedMultiple,
          response: { 200: okEnvelope(relatedMultipleResult), ...errors },
        },
      },
      async (req) => {
        const { product_id, ...body } = req.body;
        return ok(await links.addRelatedMany(product_id, body));
      },
    );

    app.get(
      "/relatedProducts/:id",
      { schema: { tags, security, params: idParams, response: { 200: okEnvelope(relatedLink), ...errors } } },
      async (req) => ok(await links.relation(req.params.id)),
    );

    app.put(
      "/relatedProducts/:id",
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: relatedTypeUpdate,
          response: { 200: okEnvelope(relatedLink), ...errors },
        },
      },
      async (req) => ok(await links.updateRelationType(req.params.id, req.body.relationship_type), M.relatedUpdated),
    );

    app.delete(
      "/relatedProducts/:id",
      { schema: { tags, security, params: idParams, response: { 200: okEnvelope(deletedId), ...errors } } },
      async (req) => ok(await links.deleteRelation(req.params.id), M.relatedDeleted),
    );

    app.post(
      "/products/:id/related",
      {
        schema: {
          tags,
          security,
          description: newGroupNote,
          params: idParams,
          body: relatedToProduct,
          response: { 201: okEnvelope(relatedLink), ...errors },
        },
      },
      async (req, reply) => reply.status(201).send(ok(await links.addRelated(req.params.id, req.body), M.relatedAdded)),
    );

    app.put(
      "/products/:id/related",
      {
        schema: {
          tags,
          security,
          description: "Cambia el tipo de relación de un producto relacionado (related_product_id) del producto.",
          params: idParams,
          body: relatedOfProductUpdate,
          response: { 200: okEnvelope(relatedLink), ...errors },
        },
      },
      async (req) =>
        ok(
          await links.updateRelatedOfProduct(req.params.id, req.body.related_product_id, req.body.relationship_type),
          M.relatedUpdated,
        ),
    );

    app.put(
      "/products/:id/related/groups",
      {
        schema: {
          tags,
          security,
          description:
            "Guarda la edición de un grupo en una transacción: quita `remove`, renombra todos los miembros de `from` a `to` " +
            "y agrega `add` (ids de productos). Si algo falla no se aplica nada. Un `to` que coincide con otro grupo: 409.",
          params: idParams,
          body: relatedGroupSave,
          response: { 200: okEnvelope(relatedGroupResult), ...errors },
        },
      },
      async (req) => ok(await links.saveGroup(req.params.id, req.body), M.groupUpdated),
    );

    app.delete(
      "/products/:id/related/:relatedId",
      {
        schema: {
          tags,
          security,
          description: "`relatedId` es el id del producto relacionado (related_product_id), no el id del vínculo.",
          params: relatedParams,
          response: { 200: okEnvelope(deletedId), ...errors },
        },
      },
      async (req) => ok(await links.deleteRelatedOfProduct(req.params.id, req.params.relatedId), M.relatedDeleted),
    );
  }
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  LINK_MESSAGES as M,
  applicationCreate,
  applicationLinkInput,
  applicationUpdate,
  deletedId,
  featureCreate,
  featureListReplace,
  featureUpdate,
  productApplicationCreate,
  productApplicationUpdate,
  productFeatureCreate,
} from "../../../contracts/catalog-links.ts";
import { application, feature, productApplication } from "../../../contracts/catalog.ts";
import { idParam, idParams, okEnvelope } from "../../../contracts/envelope.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";

const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);
const featureParams = z.object({ id: idParam, featureId: idParam });

/**
 * Features, product applications and the reusable applications list. Registered inside
 * catalogAdminRoutes, whose onRequest hook answers 401 without an admin session.
 */
export const catalogTextsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const texts = services.catalogAdmin.texts;

  // ---------------------------------------------------------------- features
  {
    const tags = ["características (admin)"];

    app.post(
      "/products/:id/features",
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: featureCreate,
          response: { 201: okEnvelope(feature), ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(ok(await texts.addFeature(req.params.id, req.body), M.featureCreated)),
    );

    app.put(
      "/products/:id/features",
      {
        schema: {
          tags,
          security,
          description:
            "Reemplaza la lista completa y ordenada de características del producto en una transacción (los ids cambian). " +
            "Para editar una sola característica use PUT /productFeatures/{id}.",
          params: idParams,
          body: featureListReplace,
          response: { 200: okEnvelope(z.array(feature)), ...errors },
        },
      },
      async (req) => ok(await texts.replaceFeatures(req.params.id, req.body.features), M.featuresReplaced),
    );

    app.delete(
      "/products/:id/features/:featureId",
      { schema: { tags, security, params: featureParams, response: { 200: okEnvelope(deletedId), ...errors } } },
      async (req) => ok(await texts.deleteFeature(req.params.featureId, req.params.id), M.featureDeleted),
    );

    app.post(
      "/productFeatures",
      { schema: { tags, security, body: productFeatureCreate, response: { 201: okEnvelope(feature), ...errors } } },
      async (req, reply) => {
        const { product_id, ...body } = req.body;
        return reply.status(201).send(ok(await texts.addFeature(product_id, body), M.featureCreated));
      },
    );

    app.get(
      "/productFeatures/:id",
      { schema: { tags, security, params: idParams, response: { 200: okEnvelope(feature), ...errors } } },
      async (req) => ok(await texts.feature(req.params.id)),
    );

    app.put(
      "/productFeatures/:id",
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: featureUpdate,
          response: { 200: okEnvelope(feature), ...errors },
        },
      },
      async (req) => ok(await texts.updateFeature(req.params.id, req.body), M.featureUpdated),
    );

    app.delete(
      "/productFeatures/:id",
      { schema: { tags, security, params: idParams, response: { 200: okEnvelope(deletedId), ...errors } } },
      async (req) => ok(await texts.deleteFeature(req.params.id), M.featureDeleted),
    );
  }

  // ---------------------------------------------------------------- product applications
  {
    const tags = ["aplicaciones (admin)"];

    app.post(
      "/products/:id/applications",
      {
        schema: {
          tags,
          security,
          description:
            "Vincula aplicaciones de la lista reutilizable (copia el nombre como application_text). " +
            "Los ids ya vinculados se omiten: repetir la petición no duplica nada. Responde la lista completa.",
          params: idParams,
          body: applicationLinkInput,
          response: { 200: okEnvelope(z.array(productApplication)), ...errors },
        },
      },
      async (req) => ok(await texts.linkApplications(req.params.id, req.body.applicationIds), M.applicationsLinked),
    );

    app.post(
      "/productApplications",
      {
        schema: {
          tags,
          security,
          body: productApplicationCreate,
          response: { 201: okEnvelope(productApplication), ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(ok(await texts.addProductApplication(req.body), M.applicationCreated)),
    );

    app.get(
      "/productApplications/:id",
      { schema: { tags, security, params: idParams, response: { 200: okEnvelope(productApplication), ...errors } } },
      async (req) => ok(await texts.productApplication(req.params.id)),
    );

    app.put(
      "/productApplications/:id",
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: productApplicationUpdate,
          response: { 200: okEnvelope(productApplication), ...errors },
        },
      },
      async (req) => ok(await texts.updateProductApplication(req.params.id, req.body), M.applicationUpdated),
    );

    app.delete(
      "/productApplications/:id",
      { schema: { tags, security, params: idParams, response: { 200: okEnvelope(deletedId), ...errors } } },
      async (req) => ok(await texts.deleteProductApplication(req.params.id), M.applicationDeleted),
    );
  }

  // ---------------------------------------------------------------- reusable applications
  {
    const tags = ["aplicaciones (admin)"];

    app.post(
      "/applications",
      { schema: { tags, security, body: applicationCreate, response: { 201: okEnvelope(application), ...errors } } },
      async (req, reply) => reply.status(201).send(ok(await texts.createApplication(req.body), M.applicationCreated)),
    );

    app.get(
      "/applications/:id",
      { schema: { tags, security, params: idParams, response: { 200: okEnvelope(application), ...errors } } },
      async (req) => ok(await texts.application(req.params.id)),
    );

    app.put(
      "/applications/:id",
      {
        schema: {
          tags,
          security,
          description: "Los textos ya copiados en productos no cambian.",
          params: idParams,
          body: applicationUpdate,
          response: { 200: okEnvelope(application), ...errors },
        },
      },
      async (req) => ok(await texts.updateApplication(req.params.id, req.body), M.applicationUpdated),
    );

    app.delete(
      "/applications/:id",
      {
        schema: {
          tags,
          security,
          description: "Los productos conservan el texto de la aplicación; solo se pierde el vínculo con la lista.",
          params: idParams,
          response: { 200: okEnvelope(deletedId), ...errors },
        },
      },
      async (req) => ok(await texts.deleteApplication(req.params.id), M.applicationDeleted),
    );
  }
};

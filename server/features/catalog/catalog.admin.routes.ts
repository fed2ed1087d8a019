import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PRODUCT_MESSAGES, productCreate, productDeleted, productUpdate } from "../../../contracts/catalog-admin.ts";
import { product } from "../../../contracts/catalog.ts";
import { idParams, okEnvelope } from "../../../contracts/envelope.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { restrictTo } from "../../lib/restrict-to.ts";
import { catalogLinksRoutes } from "./catalog.links.routes.ts";
import { catalogTextsRoutes } from "./catalog.texts.routes.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";

const tags = ["catálogo (admin)"];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** Product writes (admin spec §7). Every route here and in the plugins below needs an admin session. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  // Sales staff read what they cannot change (features, applications, related products).
  restrictTo(app, "admin", { reads: "staff" });
  const products = deps.services.catalogAdmin.products;

  app.post(
    "/products",
    {
      schema: {
        tags,
        security,
        description: "Crea un producto. `price` y `stock_quantity` aceptan texto libre ('Consultar').",
        body: productCreate,
        response: { 201: okEnvelope(product), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(ok(await products.create(req.body), PRODUCT_MESSAGES.created)),
  );

  app.put(
    "/products/:id",
    {
      schema: {
        tags,
        security,
        description:
          "Actualiza los campos enviados. Si cambia la categoría y no se envía subcategoría, se quita la subcategoría anterior.",
        params: idParams,
        body: productUpdate,
        response: { 200: okEnvelope(product), ...errors },
      },
    },
    async (req) => ok(await products.update(req.params.id, req.body), PRODUCT_MESSAGES.updated),
  );

  app.delete(
    "/products/:id",
    {
      schema: {
        tags,
        security,
        description:
          "Borra el producto con sus características, aplicaciones, accesorios, relaciones y documentos (una transacción).",
        params: idParams,
        response: { 200: okEnvelope(productDeleted), ...errors },
      },
    },
    async (req) => {
      const removed = await products.remove(req.params.id);
      // Its documents' rows went with it; their stored files are swept once past the upload grace.
      void deps.services.documents
        .removeOrphanFiles()
        .catch((err) => req.log.warn({ err }, "documentos sin producto: limpieza pendiente"));
      return ok(removed, PRODUCT_MESSAGES.deleted);
    },
  );

  await app.register(catalogTextsRoutes, deps);
  await app.register(catalogLinksRoutes, deps);
};

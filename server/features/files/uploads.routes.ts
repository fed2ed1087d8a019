import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";

// A stored variant never changes under its URL (a new upload gets a new id), so caches may keep
// it for good; a deleted one was unused by then.
const FOREVER = "public, max-age=31536000, immutable";

/**
 * GET /uploads/<id>/<variant>.webp from whichever store holds the images, disk or S3, so
 * every instance serves every image and the URLs stay the same in both modes.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  app.get(
    "/uploads/:id/:file",
    { schema: { hide: true, params: z.object({ id: z.string().max(64), file: z.string().max(64) }) } },
    async (request, reply) => {
      const { id, file } = request.params;
      const etag = `"${id}/${file}"`;
      // A client holding this ETag had the image: answer without asking the store.
      if (request.headers["if-none-match"] === etag) return reply.status(304).header("etag", etag).send();
      const found = await services.files.openPublic(id, file);
      return reply
        .type("image/webp")
        .header("content-length", found.size)
        .header("cache-control", FOREVER)
        .header("etag", etag)
        .send(found.stream);
    },
  );
};
